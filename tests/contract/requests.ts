import type { OpenApiDocument, OperationObject } from "./prism.ts";

/** Follows a local `#/components/...` reference. */
export function deref<T>(doc: OpenApiDocument, value: T): T {
  let current: unknown = value;
  while (current && typeof current === "object" && "$ref" in current) {
    const pointer = String((current as { $ref: string }).$ref)
      .replace(/^#\//, "")
      .split("/");
    current = pointer.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], doc);
  }
  return current as T;
}

interface Parameter {
  name: string;
  in: "path" | "query" | "header";
  required?: boolean;
  example?: unknown;
  schema?: { example?: unknown; examples?: unknown[] };
}
interface MediaType {
  examples?: Record<string, { value?: unknown } | { $ref: string }>;
}

export interface ExampleRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: BodyInit;
}

/**
 * A valid request for an operation, built only from the contract's own examples: path and required
 * query parameters from their `example`, the body from the first named request example.
 */
export function exampleRequest(
  doc: OpenApiDocument,
  path: string,
  method: string,
  op: OperationObject,
): ExampleRequest {
  const headers: Record<string, string> = {};
  let url = path;
  const query = new URLSearchParams();
  const shared = (doc.paths[path] as { parameters?: unknown[] }).parameters ?? [];
  for (const raw of [...shared, ...(op.parameters ?? [])]) {
    const parameter = deref(doc, raw as Parameter);
    const value = parameter.example ?? parameter.schema?.example ?? parameter.schema?.examples?.[0];
    if (parameter.in === "path") {
      if (value === undefined) throw new Error(`${op.operationId}: path parameter ${parameter.name} has no example`);
      url = url.replace(`{${parameter.name}}`, encodeURIComponent(`${value as string | number}`));
    } else if (parameter.in === "query" && parameter.required) {
      query.set(parameter.name, String(value));
    }
  }
  if ((op.security ?? []).some((requirement) => Object.keys(requirement).length > 0))
    headers.Authorization = "Bearer contract-test";
  const request: ExampleRequest = { method: method.toUpperCase(), path: query.size ? `${url}?${query}` : url, headers };
  const body = deref(doc, op.requestBody as { content?: Record<string, MediaType> } | undefined);
  if (!body?.content) return request;
  const [mediaType, media] = Object.entries(body.content)[0];
  const first = Object.values(media.examples ?? {})[0];
  const value = first ? deref(doc, first as { value?: unknown }).value : undefined;
  if (mediaType === "multipart/form-data") {
    const form = new FormData();
    for (const [key, field] of Object.entries((value ?? {}) as Record<string, unknown>)) {
      if (typeof field === "string") form.set(key, field);
    }
    request.body = form;
  } else {
    headers["Content-Type"] = mediaType;
    request.body = JSON.stringify(value ?? {});
  }
  return request;
}

/** Every named example of every response of every operation. */
export function* responseExamples(doc: OpenApiDocument) {
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (typeof op !== "object" || !("responses" in op)) continue;
      for (const [status, rawResponse] of Object.entries(op.responses)) {
        const response = deref(doc, rawResponse as { content?: Record<string, MediaType> });
        for (const [mediaType, media] of Object.entries(response.content ?? {})) {
          for (const [name, rawExample] of Object.entries(media.examples ?? {})) {
            const example = deref(doc, rawExample as { value?: unknown });
            yield { path, method, op, status: Number(status), mediaType, name, value: example.value };
          }
        }
      }
    }
  }
}
