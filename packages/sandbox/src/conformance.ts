// Checks responses and live events against the contract (the sandbox's own tests and the conformance
// test use it): the status must be documented for the operation and the body must match its schema.
import type { ValidateFunction } from "ajv";
import { createContractAjv, pointer } from "./ajv.ts";
import { deref, loadContract, operationsOf, type OpenApiDocument } from "./contract.ts";

export interface Conformance {
  /** The operation a request goes to (path without the `/api` prefix), or undefined. */
  operationFor(method: string, path: string): { operationId: string; template: string } | undefined;
  /** Problems of one response; an empty list means it conforms. */
  checkResponse(method: string, path: string, status: number, contentType: string | null, body: unknown): string[];
  /** Problems of one live event message (the JSON of a `data:` line). */
  checkEvent(message: unknown): string[];
}

export function createConformance(doc: OpenApiDocument = loadContract()): Conformance {
  const ajv = createContractAjv(doc);
  const cache = new Map<string, ValidateFunction>();
  const validator = (ref: string) => cache.get(ref) ?? cache.set(ref, ajv.compile({ $ref: ref })).get(ref)!;
  const describe = (v: ValidateFunction) =>
    (v.errors ?? []).map((e) => `${e.instancePath || "(root)"} ${e.message ?? e.keyword}`);
  const routes = [...operationsOf(doc)].map(({ path, method, op }) => ({
    path,
    method,
    op,
    params: (path.match(/\{/g) ?? []).length,
    regex: new RegExp(`^${path.replace(/\{[^}]+\}/g, "[^/]+")}$`),
  }));

  const find = (method: string, path: string) =>
    routes
      .filter((r) => r.method === method.toLowerCase() && r.regex.test(path))
      .sort((a, b) => a.params - b.params)[0];

  return {
    operationFor(method, path) {
      const route = find(method, path);
      return route && { operationId: route.op.operationId, template: route.path };
    },
    checkResponse(method, path, status, contentType, body) {
      const route = find(method, path);
      if (!route) return [`no operation for ${method} ${path}`];
      const raw = route.op.responses[String(status)] as { $ref?: string } | undefined;
      const response = deref<{ content?: Record<string, unknown> } | undefined>(doc, raw);
      if (!response) return [`${route.op.operationId}: status ${status} is not documented`];
      const mediaType = (contentType ?? "").split(";")[0].trim();
      if (!response.content) return [];
      if (!(mediaType in response.content))
        return [`${route.op.operationId} ${status}: content type ${mediaType || "(none)"} is not documented`];
      if (mediaType === "application/pdf")
        return String(body).startsWith("%PDF") ? [] : [`${route.op.operationId}: not a PDF`];
      if (mediaType === "text/event-stream") return [];
      // Shared responses are `$ref`s to components.responses: point into the component itself.
      const base = raw?.$ref
        ? raw.$ref.replace(/^#\//, "").split("/")
        : ["paths", route.path, route.method, "responses", String(status)];
      const validate = validator(pointer(...base, "content", mediaType, "schema"));
      return validate(body) ? [] : describe(validate).map((problem) => `${route.op.operationId} ${status}: ${problem}`);
    },
    checkEvent(message) {
      const validate = validator(pointer("components", "schemas", "EventMessage"));
      return validate(message) ? [] : describe(validate);
    },
  };
}
