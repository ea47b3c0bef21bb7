import type { Deployment } from "@kubecloud/sdk";

// How the clusters section narrows and orders the list (the original console's search and sort): a name
// search, and newest first, by name or by size. Both live in the URL beside the section, so a reload keeps them.

export const clusterSorts = ["created", "name", "nodes"] as const;
export type ClusterSort = (typeof clusterSorts)[number];

export const clusterSortLabels: Record<ClusterSort, string> = {
  created: "Newest first",
  name: "Name (A–Z)",
  nodes: "Most nodes",
};

/** Which way each order runs, for `aria-sort` on its column. */
export const clusterSortDirection: Record<ClusterSort, "ascending" | "descending"> = {
  created: "descending",
  name: "ascending",
  nodes: "descending",
};

export const sortFrom = (value: string | null): ClusterSort =>
  (clusterSorts as readonly string[]).includes(value ?? "") ? (value as ClusterSort) : "created";

/** Whether a cluster's name holds the search, ignoring case and the spaces around it. */
export const nameMatches = (name: string, search: string) => name.toLowerCase().includes(search.trim().toLowerCase());

const byName = (a: Deployment, b: Deployment) =>
  a.cluster.name.localeCompare(b.cluster.name, "en", { sensitivity: "base", numeric: true });
const created = (deployment: Deployment) => {
  const time = Date.parse(deployment.created_at);
  return Number.isNaN(time) ? 0 : time;
};

/** The clusters whose name matches `search`, in the `sort` order (ties by name). */
export function clusterView(clusters: readonly Deployment[], search: string, sort: ClusterSort): Deployment[] {
  const shown = clusters.filter((deployment) => nameMatches(deployment.cluster.name, search));
  const order: Record<ClusterSort, (a: Deployment, b: Deployment) => number> = {
    created: (a, b) => created(b) - created(a) || byName(a, b),
    name: byName,
    nodes: (a, b) => b.cluster.nodes.length - a.cluster.nodes.length || byName(a, b),
  };
  return shown.sort(order[sort]);
}
