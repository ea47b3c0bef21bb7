// `kubecloud kubeconfig get NAME --merge`: the server's kubeconfig (k3s names its cluster, user and context
// `default`) renamed after the cluster, then merged into the user's kubeconfig file. Pure text in, text out;
// files are kubeconfig-file.ts's business.
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

/**
 * The cluster's kubeconfig with its cluster, user and context all named `name` (the server's has one of each,
 * whatever they are called), and `current-context` pointing at that context.
 */
export function renameKubeconfig(text: string, name: string): Kubeconfig {
  const config = read(text, "The server's kubeconfig");
  const [cluster] = config.clusters ?? [];
  const [user] = config.users ?? [];
  const [context] = config.contexts ?? [];
  if (!cluster || !user || !context) throw new Error("The server's kubeconfig has no cluster, user or context");
  return {
    ...config,
    clusters: [{ ...cluster, name }],
    users: [{ ...user, name }],
    contexts: [{ ...context, name, context: { ...context.context, cluster: name, user: name } }],
    "current-context": name,
  };
}

export interface MergeResult {
  text: string;
  /** Entries of the same name that were there before and are now replaced. */
  replaced: string[];
}

/**
 * `incoming` (one cluster, user and context, from renameKubeconfig) added to `existing` (the user's file, or
 * undefined when there is none): entries of the same name are replaced, the others kept in their order.
 * `current-context` moves only with `use`.
 */
export function mergeKubeconfig(existing: string | undefined, incoming: Kubeconfig, { use = false } = {}): MergeResult {
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
