import type { Cluster, ClusterNode } from "./generated/models.ts";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A cluster node's user-given name: `original_name`, or, for a node stored without it (clusters the server
 * kept before it had the field, or deployed with a client-sent `project_name`), its VM `name` less the
 * `kc<user id><cluster name>` prefix the server puts in front. This is also the name
 * `DELETE /v1/deployments/{name}/nodes/{node_name}` takes.
 */
export function clusterNodeName(
  node: Pick<ClusterNode, "name" | "original_name">,
  cluster: Pick<Cluster, "name" | "project_name">,
): string {
  if (node.original_name) return node.original_name;
  // `(?=.)`: a name that is all prefix keeps its VM name rather than becoming empty.
  const prefix = new RegExp(`^(?:${escape(cluster.project_name || "\0")}|kc\\d+${escape(cluster.name)})(?=.)`);
  return node.name.replace(prefix, "");
}
