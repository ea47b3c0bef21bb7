import { deref, operationsOf, type HttpMethod, type OpenApiDocument, type OperationObject } from "@kubecloud/sandbox";

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
  method: HttpMethod,
  op: OperationObject,
): ExampleRequest {
  const headers: Record<string, string> = {};
  let url = path;
  const query = new URLSearchParams();
  const shared = doc.paths[path].parameters ?? [];
  for (const raw of [...shared, ...(op.parameters ?? [])]) {
    const parameter = deref<Parameter>(doc, raw);
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
  const body = deref<{ content?: Record<string, MediaType> } | undefined>(doc, op.requestBody);
  if (!body?.content) return request;
  const [mediaType, media] = Object.entries(body.content)[0];
  const first = Object.values(media.examples ?? {})[0];
  const value = first ? deref<{ value?: unknown }>(doc, first).value : undefined;
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
  for (const { path, method, op } of operationsOf(doc)) {
    for (const [status, rawResponse] of Object.entries(op.responses)) {
      const response = deref<{ content?: Record<string, MediaType> }>(doc, rawResponse);
      for (const [mediaType, media] of Object.entries(response.content ?? {})) {
        for (const [name, rawExample] of Object.entries(media.examples ?? {})) {
          const example = deref<{ value?: unknown }>(doc, rawExample);
          yield { path, method, op, status: Number(status), mediaType, name, value: example.value };
        }
      }
    }
  }
}
