import type { ClusterInput, SshKey } from "@kubecloud/sdk";
import { clusterSchema, type ClusterDraft, type VmDraft } from "../schemas.ts";
import { newVmKey } from "../vm.ts";
import { deployFileYaml } from "./cli-call.ts";

// Export and import of the deploy request: the very file `kubecloud deploy -f` reads (packages/cli,
// deploy-file.ts), in YAML or JSON. An imported file becomes the wizard's draft and is checked with the
// wizard's own schema (schemas.ts), so a file and the form are held to the same rules and messages; each
// problem is named by the file's field (`nodes[1].memory`), not the form's.

export type FileFormat = "yaml" | "json";

const MB_PER_GB = 1024;

/** The request as a file, and its name (`<cluster>.yaml`). */
export function exportFile(body: ClusterInput, format: FileFormat): { name: string; text: string; type: string } {
  return format === "yaml"
    ? { name: `${body.name}.yaml`, text: deployFileYaml(body), type: "application/yaml" }
    : { name: `${body.name}.json`, text: `${JSON.stringify(body, null, 2)}\n`, type: "application/json" };
}

export interface FileProblem {
  /** The file's field, `nodes[1].memory`; empty for the file as a whole. */
  field: string;
  message: string;
}

/**
 * Reads a file's text: JSON when it looks like JSON, else YAML (the `yaml` package is loaded here, on first
 * use, so only an import pays for it). A syntax error comes back as a problem with its line.
 */
export async function readFileText(text: string): Promise<{ value: unknown } | { problem: FileProblem }> {
  if (text.trim() === "") return { problem: { field: "", message: "The file is empty" } };
  if (/^\s*[{[]/.test(text)) {
    try {
      return { value: JSON.parse(text) as unknown };
    } catch (error) {
      return { problem: { field: "", message: `Not valid JSON: ${(error as Error).message}` } };
    }
  }
  const { parseDocument } = await import("yaml");
  const doc = parseDocument(text, { prettyErrors: true, uniqueKeys: true });
  if (doc.errors.length > 0) {
    const [first] = doc.errors;
    const line = first.linePos?.[0].line;
    return {
      problem: {
        field: "",
        message: `Not valid YAML${line ? ` (line ${line})` : ""}: ${first.message.split("\n")[0]}`,
      },
    };
  }
  return { value: doc.toJS() as unknown };
}

// The form's field → the file's field.
const fileField: Record<keyof VmDraft, string> = {
  key: "",
  name: "name",
  role: "type",
  cpu: "cpu",
  memoryGb: "memory",
  diskGb: "disk_size",
  sshKeyIds: "env_vars.SSH_KEY",
  nodeId: "node_id",
  gpuIds: "gpu_ids",
};

/** `["vms", 1, "memoryGb"]` → `nodes[1].memory`. */
function fieldOf(path: readonly PropertyKey[]): string {
  if (path[0] !== "vms") return path.map(String).join(".");
  if (typeof path[1] !== "number") return "nodes";
  const field = fileField[path[2] as keyof VmDraft];
  return `nodes[${path[1]}]${field ? `.${field}` : ""}`;
}

type Fields = Record<string, unknown>;
const isMap = (value: unknown): value is Fields => typeof value === "object" && value !== null && !Array.isArray(value);

/** A size in MB as the form's GB ("" when missing: the schema says "required"; other text is kept as typed). */
function gb(value: unknown): number | string {
  if (typeof value === "number") return value / MB_PER_GB;
  return typeof value === "string" ? value : "";
}

/** The SSH_KEY lines as the ids of the user's keys; a line that is none of them is a problem. */
function keyIds(env: unknown, keys: readonly SshKey[], at: string, problems: FileProblem[]): number[] {
  const text = isMap(env) && typeof env.SSH_KEY === "string" ? env.SSH_KEY : "";
  const ids: number[] = [];
  for (const line of text.split("\n").map((part) => part.trim())) {
    if (!line) continue;
    const key = keys.find((candidate) => candidate.public_key.trim() === line);
    if (key) ids.push(key.ID);
    else
      problems.push({
        field: `${at}.env_vars.SSH_KEY`,
        message: `"${line.slice(0, 24)}…" is not one of your SSH keys: add it under SSH Keys first`,
      });
  }
  return [...new Set(ids)];
}

/** One node of the file as a VM of the form. */
function vmOf(node: unknown, index: number, keys: readonly SshKey[], taken: VmDraft[], problems: FileProblem[]) {
  const at = `nodes[${index}]`;
  const fields = isMap(node) ? node : {};
  if (!isMap(node)) problems.push({ field: at, message: "A node is a map of fields" });
  const type = fields.type;
  if (type !== "master" && type !== "worker" && type !== "leader")
    problems.push({ field: `${at}.type`, message: 'Use "master" or "worker"' });
  const vm: VmDraft = {
    key: newVmKey(taken),
    name: typeof fields.name === "string" ? fields.name : "",
    role: type === "worker" ? "worker" : "master",
    cpu: typeof fields.cpu === "number" || typeof fields.cpu === "string" ? fields.cpu : "",
    memoryGb: gb(fields.memory),
    diskGb: gb(fields.disk_size),
    sshKeyIds: keyIds(fields.env_vars, keys, at, problems),
    nodeId: typeof fields.node_id === "number" ? fields.node_id : null,
    gpuIds: Array.isArray(fields.gpu_ids) ? fields.gpu_ids.filter((id): id is string => typeof id === "string") : [],
  };
  return vm;
}

/**
 * A file's request as the wizard's draft, and every problem with the wizard's rules (`taken`: names the user's
 * clusters already have). The draft is given even with problems: what the file holds is never thrown away.
 */
export function importRequest(
  value: unknown,
  keys: readonly SshKey[],
  taken: readonly string[],
): { draft: ClusterDraft; problems: FileProblem[] } {
  const problems: FileProblem[] = [];
  const file = isMap(value) ? value : {};
  if (!isMap(value)) problems.push({ field: "", message: "Expected a map with name and nodes (YAML or JSON)" });
  const nodes = Array.isArray(file.nodes) ? (file.nodes as unknown[]) : [];
  if (!Array.isArray(file.nodes)) problems.push({ field: "nodes", message: "A list of nodes is required" });
  const vms: VmDraft[] = [];
  nodes.forEach((node, index) => vms.push(vmOf(node, index, keys, vms, problems)));
  const draft: ClusterDraft = { name: typeof file.name === "string" ? file.name : "", vms, region: null };
  const parsed = clusterSchema(taken).safeParse(draft);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path);
      // An unknown key was already reported with its text; the schema's "at least one" says the same.
      if (!problems.some((problem) => problem.field === field)) problems.push({ field, message: issue.message });
    }
  return { draft, problems };
}
