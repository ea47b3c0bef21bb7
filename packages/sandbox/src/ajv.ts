// One Ajv (JSON Schema 2020-12, as OpenAPI 3.1 uses) that knows the whole bundled contract, so any
// schema of it can be compiled by JSON pointer and its `$ref`s resolve.
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { OpenApiDocument } from "./contract.ts";

export const CONTRACT_ID = "kubecloud";

export function createContractAjv(doc: OpenApiDocument): Ajv2020 {
  // strict: false because the document also holds OpenAPI keywords (paths, examples, x-…) around schemas.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema(doc, CONTRACT_ID);
  return ajv;
}

/** A JSON pointer reference into the contract, for `ajv.compile({ $ref })`. */
export function pointer(...segments: string[]): string {
  return `${CONTRACT_ID}#/${segments.map((s) => s.replace(/~/g, "~0").replace(/\//g, "~1")).join("/")}`;
}
