// `--output json` checked against the contract's own schemas (Ajv 2020-12, as OpenAPI 3.1 uses).
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { readContract } from "./support.ts";

let ajv: Ajv2020 | undefined;

/** The contract's complaints about `value` as a `components.schemas.<name>`; empty when it conforms. */
export function schemaErrors(name: string, value: unknown): string[] {
  if (!ajv) {
    ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
    addFormats(ajv);
    ajv.addSchema(readContract(), "kubecloud");
  }
  const validate = ajv.getSchema(`kubecloud#/components/schemas/${name}`);
  if (!validate) throw new Error(`The contract has no schema ${name}`);
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ""}`);
}
