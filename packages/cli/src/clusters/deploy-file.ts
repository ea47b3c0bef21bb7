// `kubecloud deploy -f FILE`: the file is the very request the console's "Show as API Call" shows
// (`POST /v1/deployments`), in YAML or JSON. It is checked with the contract's own schema (turned into Zod)
// plus the rules the wizard adds, and every problem names its field and line, so that a typo is found
// before anything is sent.
import { createRequire } from "node:module";
import type { ClusterInput, ClusterNodeInput } from "@kubecloud/sdk";
import { LineCounter, parseDocument } from "yaml";
import { z } from "zod";

/** A node of the file: `node_id` may be left out when `--auto-place` chooses it. */
export type FileNode = Omit<ClusterNodeInput, "node_id"> & { node_id?: number };
export type DeployFile = Omit<ClusterInput, "nodes"> & { nodes: FileNode[] };

export interface FileIssue {
  /** `nodes[0].memory`; empty for the whole file. */
  field: string;
  line?: number;
  message: string;
}

interface JsonSchema {
  type?: string;
  description?: string;
  required?: string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema | { $ref: string };
}

/** Fields the server computes: sent back, they change what it does (a `project_name` skips name prefixing). */
const COMPUTED = new Set([
  "project_name",
  "network",
  "ip",
  "mycelium_ip",
  "planetary_ip",
  "contract_id",
  "original_name",
]);

// The wizard's own words for the rules the contract cannot state (src/features/clusters/schemas.ts).
const texts = {
  oneMaster: "A cluster needs at least one master",
  nameTaken: "Another VM of this cluster has this name",
  nodeTaken: "Another VM of this cluster is on this grid node (one VM per node)",
};

/** The contract's ClusterInput and ClusterNodeInput (the SDK's bundled copy), node_id optional when placing. */
function contractSchemas(placeLater: boolean): { cluster: JsonSchema; node: JsonSchema } {
  const contract = createRequire(import.meta.url)("@kubecloud/sdk/openapi.json") as {
    components: { schemas: Record<string, JsonSchema> };
  };
  const cluster = structuredClone(contract.components.schemas.ClusterInput);
  const node = structuredClone(contract.components.schemas.ClusterNodeInput);
  if (placeLater) node.required = node.required?.filter((name) => name !== "node_id");
  cluster.properties!.nodes.items = node;
  return { cluster, node };
}

/** `nodes[0].memory` */
export function fieldName(path: readonly PropertyKey[]): string {
  return path.map((key, i) => (typeof key === "number" ? `[${key}]` : `${i === 0 ? "" : "."}${String(key)}`)).join("");
}

/** "RAM in MB." → " (RAM in MB)": the contract's own hint for a field, when it is short. */
function hint(schema: JsonSchema | undefined): string {
  const text = schema?.description?.split("\n")[0].trim().replace(/\.$/, "");
  return text && text.length <= 60 && !text.includes("`") ? ` (${text})` : "";
}

function fieldSchema(schemas: { cluster: JsonSchema; node: JsonSchema }, path: readonly (string | number)[]) {
  if (path[0] === "nodes" && typeof path[1] === "number") return schemas.node.properties?.[String(path[2])];
  return schemas.cluster.properties?.[String(path[0])];
}

/** A problem at a path of the file, before its line is looked up. */
interface Found {
  path: (string | number)[];
  message: string;
}

function unknownFields(value: unknown, known: JsonSchema, at: (string | number)[]): Found[] {
  const what = known.properties?.nodes ? "cluster" : "node";
  if (typeof value !== "object" || value === null || Array.isArray(value)) return [];
  const names = Object.keys(known.properties ?? {});
  return Object.keys(value)
    .filter((key) => !names.includes(key))
    .map((key) => ({
      path: [...at, key],
      message: COMPUTED.has(key)
        ? "the server computes this field: remove it"
        : `unknown field (a ${what} has ${names.join(", ")})`,
    }));
}

/** The wizard's rules across nodes: a master, names unique without regard to case, one VM per grid node. */
function clusterRules(file: DeployFile): Found[] {
  const issues: Found[] = [];
  if (!file.nodes.some((node) => node.type === "master" || node.type === "leader"))
    issues.push({ path: ["nodes"], message: texts.oneMaster });
  const names = new Set<string>();
  const grid = new Set<number>();
  file.nodes.forEach((node, i) => {
    const name = node.name.toLowerCase();
    if (names.has(name)) issues.push({ path: ["nodes", i, "name"], message: texts.nameTaken });
    names.add(name);
    if (node.node_id === undefined) return;
    if (grid.has(node.node_id)) issues.push({ path: ["nodes", i, "node_id"], message: texts.nodeTaken });
    grid.add(node.node_id);
  });
  return issues;
}

type Parsed<T> = { ok: true; file: T } | { ok: false; issues: FileIssue[] };

/**
 * Reads a YAML or JSON file (JSON is YAML) and checks it with `check`, which gets the value and returns the
 * problems by path; each problem gets its line.
 */
function readChecked<T>(text: string, check: (value: object) => Found[]): Parsed<T> {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const lineAt = (offset: number) => lineCounter.linePos(offset).line;
  if (doc.errors.length > 0)
    return {
      ok: false,
      issues: doc.errors.map((error) => ({
        field: "",
        line: lineAt(error.pos[0]),
        message: error.message.split("\n")[0],
      })),
    };
  // The line of a field, or of the nearest enclosing one that is there (a missing field's object).
  const lineOf = (path: readonly (string | number)[]): number | undefined => {
    for (let n = path.length; n >= 0; n -= 1) {
      const node = doc.getIn(path.slice(0, n), true) as { range?: [number, number, number] } | undefined;
      if (node?.range) return lineAt(node.range[0]);
    }
    return undefined;
  };
  const value: unknown = doc.toJS();
  const found: Found[] =
    typeof value !== "object" || value === null || Array.isArray(value)
      ? [{ path: [], message: "expected a map of fields (YAML or JSON)" }]
      : check(value);
  if (found.length > 0)
    return {
      ok: false,
      issues: found.map((item) => ({ field: fieldName(item.path), line: lineOf(item.path), message: item.message })),
    };
  return { ok: true, file: value as T };
}

/** The contract schema's problems (Zod's words, the field's own hint from the contract), by path. */
function schemaProblems(schema: JsonSchema, value: unknown, hintAt: (path: (string | number)[]) => string): Found[] {
  const parsed = z.fromJSONSchema(schema as never).safeParse(value);
  if (parsed.success) return [];
  return parsed.error.issues.map((problem) => {
    const path = problem.path.filter((key): key is string | number => typeof key !== "symbol");
    // Zod says "expected number, received undefined" for a field that is not there.
    const missing = problem.code === "invalid_type" && problem.message.endsWith("received undefined");
    return { path, message: `${missing ? "required" : problem.message}${hintAt(path)}` };
  });
}

/**
 * Reads and checks a deploy file. `placeLater` (`--auto-place`) lets nodes leave `node_id` out. Returns the
 * request (masters first, as the wizard sends it: the first master becomes the leader the others join), or
 * every problem found.
 */
export function parseDeployFile(text: string, { placeLater = false } = {}): Parsed<DeployFile> {
  const schemas = contractSchemas(placeLater);
  const parsed = readChecked<DeployFile>(text, (value) => {
    const nodes = (value as { nodes?: unknown }).nodes;
    const found = [
      ...unknownFields(value, schemas.cluster, []),
      ...(Array.isArray(nodes) ? nodes.flatMap((node, i) => unknownFields(node, schemas.node, ["nodes", i])) : []),
      ...schemaProblems(schemas.cluster, value, (path) => hint(fieldSchema(schemas, path))),
    ];
    return found.length > 0 ? found : clusterRules(value as DeployFile);
  });
  if (!parsed.ok) return parsed;
  const { file } = parsed;
  const masters = file.nodes.filter((node) => node.type !== "worker");
  return { ok: true, file: { ...file, nodes: [...masters, ...file.nodes.filter((node) => node.type === "worker")] } };
}

/**
 * Reads and checks the file of `clusters add-node`: one node, as an item of the deploy request's `nodes`
 * (the console's Add node sends it inside `{name, nodes: [node]}`).
 */
export function parseNodeFile(text: string, { placeLater = false } = {}): Parsed<FileNode> {
  const schemas = contractSchemas(placeLater);
  return readChecked<FileNode>(text, (value) => [
    ...unknownFields(value, schemas.node, []),
    ...schemaProblems(schemas.node, value, (path) => hint(schemas.node.properties?.[String(path[0])])),
  ]);
}

/** "cluster.yaml:7: nodes[0].memory: Too small: …", one line per problem. */
export function describeIssues(fileName: string, issues: readonly FileIssue[]): string {
  return issues
    .map(
      ({ field, line, message }) =>
        `${fileName}${line === undefined ? "" : `:${line}`}: ${field ? `${field}: ` : ""}${message}`,
    )
    .join("\n");
}
