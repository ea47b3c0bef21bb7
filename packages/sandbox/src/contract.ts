// The contract, read from the SDK's bundle (`@kubecloud/sdk/openapi.json`): request validation and the
// seed data (the examples the Prism mock serves) both come from it, so the sandbox and the mock agree.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

export const HTTP_METHODS = ["get", "put", "post", "delete", "patch"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** The parts of an OpenAPI 3.1 operation the sandbox and the contract tests read. */
export interface OperationObject {
  operationId: string;
  security?: Record<string, string[]>[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
  [extension: `x-${string}`]: unknown;
}
export type PathItem = { parameters?: unknown[] } & Partial<Record<HttpMethod, OperationObject>>;
export interface OpenApiDocument {
  paths: Record<string, PathItem>;
  components: {
    schemas: Record<string, unknown>;
    examples: Record<string, { value: unknown }>;
    [key: string]: unknown;
  };
}

export const contractFile = createRequire(import.meta.url).resolve("@kubecloud/sdk/openapi.json");

let cached: OpenApiDocument | undefined;
/** The bundled contract (parsed once). Treat it as read-only. */
export function loadContract(): OpenApiDocument {
  cached ??= JSON.parse(readFileSync(contractFile, "utf8")) as OpenApiDocument;
  return cached;
}

/** Follows local `#/...` references. */
export function deref<T>(doc: OpenApiDocument, value: unknown): T {
  let current = value;
  while (current && typeof current === "object" && "$ref" in current) {
    const pointer = String((current as { $ref: string }).$ref)
      .replace(/^#\//, "")
      .split("/");
    current = pointer.reduce<unknown>(
      (node, key) => (node as Record<string, unknown>)[key.replace(/~1/g, "/").replace(/~0/g, "~")],
      doc,
    );
  }
  return current as T;
}

/** Every operation with its path template and method. */
export function* operationsOf(doc: OpenApiDocument) {
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (op) yield { path, method, op };
    }
  }
}

/** A deep copy of a named example's value (`components.examples`). */
export function namedExample<T>(name: string): T {
  const example = loadContract().components.examples[name];
  if (!example) throw new Error(`The contract has no example named ${name}`);
  return structuredClone(example.value) as T;
}

/** A deep copy of an inline response example of an operation. */
export function responseExample<T>(path: string, method: HttpMethod, status: string, name: string): T {
  const doc = loadContract();
  const op = doc.paths[path]?.[method];
  const response = deref<{ content?: Record<string, { examples?: Record<string, unknown> }> }>(
    doc,
    op?.responses[status],
  );
  const example = response?.content?.["application/json"]?.examples?.[name];
  if (!example) throw new Error(`The contract has no example ${name} for ${method} ${path} ${status}`);
  return structuredClone(deref<{ value: unknown }>(doc, example).value) as T;
}
