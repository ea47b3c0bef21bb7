// Request validation compiled from the contract: each operation's path and query parameters and JSON
// body are checked with the contract's own schemas. Failures are described the way the Go server
// words them (gin binding + go-playground/validator), so handlers can answer with the exact shapes.
import type { ErrorObject, ValidateFunction } from "ajv";
import { createContractAjv, pointer } from "./ajv.ts";
import { deref, operationsOf, type OpenApiDocument } from "./contract.ts";

interface Schema {
  type?: string | string[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
}
interface Parameter {
  name: string;
  in: "path" | "query" | "header";
  required?: boolean;
  schema: Schema;
}

export type InputFailure =
  { in: "path" | "query"; name: string } | { in: "body"; kind: "syntax" | "type" | "rule"; text: string };

export interface ParsedParams {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  /** Parameters that failed; an invalid path value is kept as its raw text, an invalid query value is dropped. */
  failures: InputFailure[];
}

export interface CompiledOperation {
  operationId: string;
  method: string;
  path: string;
  bodyType?: "json" | "multipart";
  parseParams(path: Record<string, string>, search: URLSearchParams): ParsedParams;
  /** Parses and validates a JSON body (`raw` is the request text) or checks multipart fields. */
  parseBody(raw: string | Record<string, unknown>): { value: unknown } | InputFailure;
}

/** The Go struct behind each body, for validator-style messages (`Key: 'LoginInput.Email' …`). */
const GO_STRUCTS: Record<string, string> = {
  register: "RegisterInput",
  verifyRegistration: "VerifyCodeInput",
  login: "LoginInput",
  refreshToken: "RefreshTokenInput",
  forgotPassword: "EmailInput",
  verifyResetCode: "VerifyCodeInput",
  changePassword: "ChangePasswordInput",
  chargeBalance: "ChargeBalanceInput",
  addSshKey: "SSHKeyInput",
  creditUser: "CreditRequestInput",
  generateVouchers: "GenerateVouchersInput",
  mailAllUsers: "AdminMailInput",
  setMaintenanceStatus: "MaintenanceModeInput",
  deployCluster: "Cluster",
  addClusterNode: "Cluster",
};
/** `eqfield` rules, which JSON Schema cannot express. */
const EQUAL_FIELDS: Record<string, [string, string][]> = {
  register: [["confirm_password", "password"]],
  changePassword: [["confirm_password", "password"]],
};

const GO_BOOL: Record<string, boolean> = {
  "1": true,
  t: true,
  T: true,
  TRUE: true,
  true: true,
  True: true,
  "0": false,
  f: false,
  F: false,
  FALSE: false,
  false: false,
  False: false,
};

function scalar(raw: string, type: string | undefined): unknown {
  if (type === "integer") return /^[+-]?\d+$/.test(raw) ? Number(raw) : undefined;
  if (type === "number") return /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(raw) ? Number(raw) : undefined;
  if (type === "boolean") return GO_BOOL[raw];
  return raw;
}

/** Go's field name for a JSON key: `confirm_password` → `ConfirmPassword`, `payment_method_id` → `PaymentMethodID`. */
export const goField = (key: string) =>
  key
    .split("_")
    .map((part) => (part === "id" ? "ID" : part.charAt(0).toUpperCase() + part.slice(1)))
    .join("");

const jsonKind = (value: unknown) =>
  value === null ? "null" : Array.isArray(value) ? "array" : typeof value === "boolean" ? "bool" : typeof value;
const goType = (type: unknown) =>
  ({
    integer: "int",
    number: "float64",
    string: "string",
    boolean: "bool",
    array: "[]interface {}",
    object: "map[string]string",
  })[String(type)] ?? "interface {}";

const TAGS: Record<string, string> = {
  required: "required",
  format: "email",
  minLength: "min",
  minimum: "min",
  minItems: "min",
  maxLength: "max",
  maximum: "max",
  maxItems: "max",
  exclusiveMinimum: "gt",
  enum: "oneof",
  pattern: "alphanum",
};

/** Go's JSON decoding stops at the first type error; the validator then lists every failing field. */
function describeErrors(struct: string, errors: ErrorObject[], data: unknown): { kind: "type" | "rule"; text: string } {
  const typeError = errors.find((e) => e.keyword === "type");
  if (typeError) {
    const field = typeError.instancePath
      .split("/")
      .filter((s) => s && !/^\d+$/.test(s))
      .join(".");
    const value = typeError.instancePath
      .split("/")
      .slice(1)
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], data);
    const target = field ? `Go struct field ${struct}.${field}` : `Go value of type app.${struct}`;
    return {
      kind: "type",
      text: `json: cannot unmarshal ${jsonKind(value)} into ${target} of type ${goType(typeError.params.type)}`,
    };
  }
  const lines = new Map<string, string>();
  for (const error of errors) {
    const segments = error.instancePath.split("/").slice(1);
    if (error.keyword === "required") segments.push(String(error.params.missingProperty));
    const value = segments.reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], data);
    const key = segments.map((s) => (/^\d+$/.test(s) ? `[${s}]` : `.${goField(s)}`)).join("");
    if (lines.has(key)) continue;
    const zero = value === "" || value === 0;
    const tag =
      error.keyword === "format"
        ? String(error.params.format)
        : zero && error.keyword !== "required"
          ? "required"
          : (TAGS[error.keyword] ?? error.keyword);
    const field = goField(segments.filter((s) => !/^\d+$/.test(s)).at(-1) ?? struct);
    lines.set(
      key,
      `Key: '${struct}${key.replace(/\.\[/g, "[")}' Error:Field validation for '${field}' failed on the '${tag}' tag`,
    );
  }
  return { kind: "rule", text: [...lines.values()].join("\n") };
}

/** Go's wording of a JSON syntax error. */
export function syntaxText(raw: string, error: unknown): string {
  if (raw.trim() === "") return "EOF";
  const message = error instanceof Error ? error.message : "";
  if (/end of (JSON|data)|Unterminated/i.test(message)) return "unexpected EOF";
  const at = Number(/position (\d+)/.exec(message)?.[1] ?? 0);
  if (at >= raw.length) return "unexpected EOF";
  const char = raw.charAt(at);
  const expecting = /property name/i.test(message) ? "object key string" : "value";
  return `invalid character '${char}' looking for beginning of ${expecting}`;
}

/** Go decodes `null` into a zero value: treat null fields as absent. */
function dropNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropNulls);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== null)
        .map(([k, v]) => [k, dropNulls(v)]),
    );
  }
  return value;
}

export function compileOperations(doc: OpenApiDocument): Map<string, CompiledOperation> {
  const ajv = createContractAjv(doc);
  const compiled = new Map<string, CompiledOperation>();
  for (const { path, method, op } of operationsOf(doc)) {
    const shared = (doc.paths[path].parameters ?? []).map((p) => deref<Parameter>(doc, p));
    const own = (op.parameters ?? []).map((p) => deref<Parameter>(doc, p));
    const params = [...shared.filter((s) => !own.some((o) => o.name === s.name)), ...own].map((p) => ({
      ...p,
      validate: ajv.compile(p.schema),
    }));
    const content = deref<{ content?: Record<string, unknown> } | undefined>(doc, op.requestBody)?.content ?? {};
    const mediaType = Object.keys(content)[0];
    const bodyType =
      mediaType === "application/json" ? "json" : mediaType === "multipart/form-data" ? "multipart" : undefined;
    let validateBody: ValidateFunction | undefined;
    if (mediaType)
      validateBody = ajv.compile({
        $ref: pointer("paths", path, method, "requestBody", "content", mediaType, "schema"),
      });
    const struct = GO_STRUCTS[op.operationId] ?? "Input";

    compiled.set(op.operationId, {
      operationId: op.operationId,
      method,
      path,
      bodyType,
      parseParams(pathValues, search) {
        const out: ParsedParams = { path: {}, query: {}, failures: [] };
        for (const p of params) {
          if (p.in !== "path" && p.in !== "query") continue;
          const type = Array.isArray(p.schema.type) ? p.schema.type[0] : p.schema.type;
          let value: unknown;
          if (p.in === "path") value = scalar(pathValues[p.name] ?? "", type);
          else if (type === "array") {
            const raw = search.getAll(p.name);
            if (!raw.length) continue;
            value = raw.map((r) => scalar(r, p.schema.items?.type as string));
          } else {
            const raw = search.get(p.name);
            if (raw === null) continue;
            value = scalar(raw, type);
          }
          const ok = value !== undefined && !(Array.isArray(value) && value.includes(undefined)) && p.validate(value);
          if (ok) out[p.in][p.name] = value;
          else {
            out.failures.push({ in: p.in, name: p.name });
            if (p.in === "path") out.path[p.name] = pathValues[p.name];
          }
        }
        return out;
      },
      parseBody(raw) {
        if (!validateBody) return { value: undefined };
        let data: unknown = raw;
        if (typeof raw === "string") {
          try {
            data = dropNulls(JSON.parse(raw));
          } catch (error) {
            return { in: "body", kind: "syntax", text: syntaxText(raw, error) };
          }
        }
        if (!validateBody(data)) return { in: "body", ...describeErrors(struct, validateBody.errors ?? [], data) };
        const mismatched = (EQUAL_FIELDS[op.operationId] ?? []).filter(
          ([a, b]) => (data as Record<string, unknown>)[a] !== (data as Record<string, unknown>)[b],
        );
        if (mismatched.length) {
          const text = mismatched
            .map(
              ([a]) =>
                `Key: '${struct}.${goField(a)}' Error:Field validation for '${goField(a)}' failed on the 'eqfield' tag`,
            )
            .join("\n");
          return { in: "body", kind: "rule", text };
        }
        return { value: data };
      },
    });
  }
  return compiled;
}
