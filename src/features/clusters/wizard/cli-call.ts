import type { ClusterInput } from "@kubecloud/sdk";

// "Show as API Call" for the command line: the deploy request as the YAML file `kubecloud deploy -f` reads
// (packages/cli). A small writer rather than a YAML library: the request is a fixed shape (strings, whole
// numbers, a list of nodes, a string map), and the wizard's chunk should not carry a parser it never uses.

/** The file name the command reads. */
export const cliFileName = "cluster.yaml";

/** The command, for a file saved as `cluster.yaml`. */
export const cliCommand = `kubecloud deploy -f ${cliFileName}`;

// Words YAML 1.1 readers take for booleans or null, and numbers: such a string must be quoted to stay one.
const RESERVED = /^(?:true|false|yes|no|on|off|y|n|null|~)$/i;

/** A scalar: plain when it is unambiguous (`master1`), else double-quoted (a JSON string is valid YAML). */
function scalar(value: string | number): string {
  if (typeof value === "number") return String(value);
  return /^[A-Za-z_][A-Za-z0-9_-]*$/.test(value) && !RESERVED.test(value) ? value : JSON.stringify(value);
}

function lines(value: unknown, indent: string): string[] {
  if (Array.isArray(value))
    return value.flatMap((item: unknown) => {
      if (typeof item !== "object" || item === null) return [`${indent}- ${scalar(item as string | number)}`];
      const [first, ...rest] = lines(item, `${indent}  `);
      return [`${indent}- ${first.trimStart()}`, ...rest];
    });
  return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) => {
    if (item === undefined) return [];
    if (typeof item === "object" && item !== null) {
      const nested = lines(item, `${indent}  `);
      return nested.length === 0
        ? [`${indent}${key}: ${Array.isArray(item) ? "[]" : "{}"}`]
        : [`${indent}${key}:`, ...nested];
    }
    return [`${indent}${key}: ${scalar(item as string | number)}`];
  });
}

/** The deploy request as the YAML file of `kubecloud deploy -f` (sizes in MB, as sent). */
export function deployFileYaml(body: ClusterInput): string {
  return [
    "# POST /v1/deployments, as the console would send it. Deploy it with: kubecloud deploy -f cluster.yaml",
    ...lines(body, ""),
    "",
  ].join("\n");
}
