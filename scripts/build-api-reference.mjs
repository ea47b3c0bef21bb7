#!/usr/bin/env node
// Derives the /docs API reference from the bundled contract (packages/sdk/src/generated/openapi.json):
//   src/features/docs/generated/api-reference.json
// Operations grouped by tag with their parameters, request body and responses, and the schemas with
// their fields. Types are flattened to short TypeScript-like strings ("GridNode[]", "string | null"),
// and examples are left out, so the docs chunk carries a small fraction of the 600 kB contract.
// `--check` writes nothing and exits 1 when the committed file differs from what this script would write.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { bundledContract, root } from "./lib.mjs";

const outFile = join(root, "src/features/docs/generated/api-reference.json");
const check = process.argv.includes("--check");
const METHODS = ["get", "put", "post", "delete", "patch"];

const doc = JSON.parse(readFileSync(bundledContract, "utf8"));

function resolve(node) {
  if (!node?.$ref) return node;
  const path = node.$ref.replace(/^#\//, "").split("/");
  return path.reduce((value, key) => value[key], doc);
}

const refName = (ref) => ref.split("/").pop();
const group = (type) => (/[|&]/.test(type) ? `(${type})` : type);

/** A schema as a short TypeScript-like type. Named schemas stay names (the page links them). */
function typeOf(schema, depth = 0) {
  if (!schema) return "unknown";
  if (schema.$ref) return refName(schema.$ref);
  if (schema.allOf) return schema.allOf.map((part) => typeOf(part, depth)).join(" & ");
  if (schema.oneOf ?? schema.anyOf)
    return (schema.oneOf ?? schema.anyOf).map((part) => typeOf(part, depth)).join(" | ");
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(" | ");
  if (Array.isArray(schema.type)) return schema.type.map((type) => typeOf({ ...schema, type }, depth)).join(" | ");
  switch (schema.type) {
    case "array":
      return `${group(typeOf(schema.items, depth))}[]`;
    case "object": {
      const properties = Object.entries(schema.properties ?? {});
      if (properties.length === 0) {
        return schema.additionalProperties && schema.additionalProperties !== true
          ? `Record<string, ${typeOf(schema.additionalProperties, depth)}>`
          : "object";
      }
      if (depth > 1 || properties.length > 4) return "object";
      const required = new Set(schema.required ?? []);
      return `{ ${properties.map(([name, value]) => `${name}${required.has(name) ? "" : "?"}: ${typeOf(value, depth + 1)}`).join("; ")} }`;
    }
    case "string":
      return schema.format ? `string (${schema.format})` : "string";
    case undefined:
      return "unknown";
    default:
      return schema.type;
  }
}

function authOf(security) {
  const names = (security ?? []).map((requirement) => Object.keys(requirement).join("+"));
  if (names.length === 0) return "none";
  if (names.includes("")) return "optional";
  if (names.includes("adminAuth")) return "admin";
  return "user";
}

const text = (value) => (value ? value.trim() : undefined);

function content(body) {
  const [contentType, media] = Object.entries(body?.content ?? {})[0] ?? [];
  if (!contentType) return {};
  const binary = media.schema?.format === "binary" || /pdf|octet-stream/.test(contentType);
  return { contentType, type: binary ? "binary" : typeOf(media.schema) };
}

function operation(path, method, op) {
  const parameters = [...(doc.paths[path].parameters ?? []), ...(op.parameters ?? [])]
    .map(resolve)
    .map((parameter) => ({
      name: parameter.name,
      in: parameter.in,
      required: Boolean(parameter.required),
      type: typeOf(parameter.schema),
      description: text(parameter.description),
    }));
  const body = op.requestBody && resolve(op.requestBody);
  return {
    id: op.operationId,
    method,
    path,
    summary: op.summary,
    description: text(op.description),
    auth: authOf(op.security ?? doc.security),
    parameters,
    body: body
      ? { required: Boolean(body.required), description: text(body.description), ...content(body) }
      : undefined,
    responses: Object.entries(op.responses ?? {}).map(([status, response]) => {
      const resolved = resolve(response);
      return { status, description: text(resolved.description), ...content(resolved) };
    }),
  };
}

function build() {
  const byTag = new Map(
    (doc.tags ?? []).map((tag) => [tag.name, { name: tag.name, description: text(tag.description), operations: [] }]),
  );
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      if (!item[method]) continue;
      const tag = item[method].tags?.[0] ?? "Other";
      if (!byTag.has(tag)) byTag.set(tag, { name: tag, operations: [] });
      byTag.get(tag).operations.push(operation(path, method, item[method]));
    }
  }
  const schemas = Object.entries(doc.components?.schemas ?? {}).map(([name, schema]) => {
    const required = new Set(schema.required ?? []);
    const fields = Object.entries(schema.properties ?? {}).map(([field, value]) => ({
      name: field,
      type: typeOf(value),
      required: required.has(field),
      description: text(value.description ?? resolve(value)?.description),
    }));
    return { name, description: text(schema.description), type: fields.length ? undefined : typeOf(schema), fields };
  });
  return {
    title: doc.info.title,
    version: doc.info.version,
    summary: text(doc.info.summary),
    server: doc.servers?.[0]?.url,
    tags: [...byTag.values()].filter((tag) => tag.operations.length > 0),
    schemas: schemas.sort((a, b) => a.name.localeCompare(b.name)),
  };
}

const output = `${JSON.stringify(build(), null, 1)}\n`;
const shown = relative(root, outFile);
if (check) {
  if (!existsSync(outFile) || readFileSync(outFile, "utf8") !== output) {
    console.error(`Stale generated API reference: ${shown}. Run: node scripts/build-api-reference.mjs`);
    process.exit(1);
  }
  console.log("Generated API reference is up to date.");
} else {
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(outFile, output);
  console.log(`Wrote ${shown} (${output.length} bytes).`);
}
