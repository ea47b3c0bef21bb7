// `kubecloud kubeconfig get NAME --merge`: the server's kubeconfig (k3s names its cluster, user and context
// `default`) named after the cluster by the SDK's nameKubeconfig (the console's download does the same), then
// merged into the user's kubeconfig file. Pure text in, text out; files are kubeconfig-file.ts's business.
import { nameKubeconfig } from "@kubecloud/sdk";
import { parse, stringify } from "yaml";

interface Named {
  name: string;
  [key: string]: unknown;
}

export interface Kubeconfig {
  apiVersion?: string;
  kind?: string;
  clusters?: Named[];
  users?: Named[];
  contexts?: (Named & { context?: { cluster?: string; user?: string; [key: string]: unknown } })[];
  "current-context"?: string;
  preferences?: unknown;
  [key: string]: unknown;
}

function read(text: string, what: string): Kubeconfig {
  const value: unknown = parse(text);
  if (value === null || value === undefined) return {};
  if (typeof value !== "object" || Array.isArray(value)) throw new Error(`${what} is not a kubeconfig (not a map)`);
  return value as Kubeconfig;
}

export interface NamedKubeconfig {
  /** The server's file with its cluster, user and context named after the cluster (nameKubeconfig). */
  text: string;
  config: Kubeconfig;
}

/**
 * The cluster's kubeconfig named after the cluster by the SDK's `nameKubeconfig` (the console's rename), read.
 * A file it could not rename (not the block style kubectl and k3s write) is refused rather than merged with
 * the server's `default` names, which would collide with another cluster's.
 */
export function renameKubeconfig(text: string, name: string): NamedKubeconfig {
  const named = nameKubeconfig(text, name);
  const config = read(named, "The server's kubeconfig");
  const context = config.contexts?.find((entry) => entry.name === name);
  const renamed =
    context !== undefined &&
    config["current-context"] === name &&
    config.clusters?.some((entry) => entry.name === context.context?.cluster) === true &&
    config.users?.some((entry) => entry.name === context.context?.user) === true;
  if (!renamed)
    throw new Error("The server's kubeconfig has no cluster, user and context that could be named after the cluster");
  return { text: named, config };
}

export interface MergeResult {
  text: string;
  /** Entries of the same name that were there before and are now replaced. */
  replaced: string[];
}

/**
 * `incoming` (the cluster's file, from renameKubeconfig) added to `existing` (the user's file, or
 * undefined when there is none): entries of the same name are replaced, the others kept in their order.
 * `current-context` moves only with `use`.
 */
export function mergeKubeconfig(
  existing: string | undefined,
  { config: incoming }: NamedKubeconfig,
  { use = false } = {},
): MergeResult {
  const base = existing === undefined ? {} : read(existing, "The kubeconfig file");
  const replaced: string[] = [];
  const merge = <T extends Named>(kind: string, current: T[] | undefined, added: T[] | undefined): T[] => {
    const names = new Set((added ?? []).map((entry) => entry.name));
    const kept = (current ?? []).filter((entry) => {
      if (names.has(entry.name)) replaced.push(`${kind} ${entry.name}`);
      return !names.has(entry.name);
    });
    return [...kept, ...(added ?? [])];
  };
  const merged: Kubeconfig = {
    apiVersion: base.apiVersion ?? incoming.apiVersion ?? "v1",
    kind: base.kind ?? incoming.kind ?? "Config",
    ...base,
    clusters: merge("cluster", base.clusters, incoming.clusters),
    users: merge("user", base.users, incoming.users),
    contexts: merge("context", base.contexts, incoming.contexts),
  };
  if (use) merged["current-context"] = incoming["current-context"];
  return { text: stringify(merged), replaced };
}
