// What \`kubecloud deploy\` reads from the API to plan a deployment (plan.ts): the nodes the user may use, what
// the account already pays a month, the account's SSH keys and a node's storage pools.
import {
  gridNodeNeeds,
  keepUsable,
  monthlySpend,
  placementNodes,
  sharedNodeIds,
  type Deployment,
  type GridNode,
  type GridRegion,
  type KubeCloudClient,
  type MonthlySpend,
  type PlacementNode,
  type RentableNode,
  type StoragePool,
} from "@kubecloud/sdk";
import { CliError, Exit } from "../exit.ts";

// Items the server sends without what placement reads (the SDK's gridNodeNeeds) are left out, as the console's
// lists do.
const label = (node: Partial<GridNode>, index: number) => `node ${node.nodeId ?? index + 1}`;

/** As many of the nodes the user can deploy on as the wizard's node picker offers. */
const USABLE_SIZE = 200;

/**
 * The nodes the user can deploy on; with `region`, the grid proxy's own region filter (the user's reserved
 * nodes elsewhere left out, as the wizard's Region filter does). `rented` is the whole rented list.
 */
export async function loadNodes(
  api: KubeCloudClient,
  region: GridRegion | null = null,
): Promise<{ nodes: PlacementNode[]; rented: RentableNode[] }> {
  const query = region ? { size: USABLE_SIZE, region } : { size: USABLE_SIZE };
  const [usable, rentedReply] = await Promise.all([
    api.call("get", "/v1/user/nodes", { params: { query } }),
    api.call("get", "/v1/user/nodes/rented"),
  ]);
  const rented = keepUsable<RentableNode>(rentedReply.nodes, gridNodeNeeds, label).kept;
  const nodes = placementNodes(keepUsable<GridNode>(usable.nodes, gridNodeNeeds, label).kept, rented, { region });
  return { nodes, rented };
}

/**
 * What the account already pays a month (the SDK's monthlySpend: the rent of its reserved nodes and the
 * estimates of its other clusters' VMs on shared nodes), as the wizard's review reads it; undefined when the
 * clusters could not be read.
 */
export async function loadSpend(api: KubeCloudClient, rented: RentableNode[]): Promise<MonthlySpend | undefined> {
  let clusters: Deployment[];
  try {
    const { deployments } = await api.call("get", "/v1/deployments");
    clusters = (deployments ?? []).filter((d) => Array.isArray(d?.cluster?.nodes));
  } catch {
    return undefined;
  }
  const ids = sharedNodeIds(clusters, rented);
  // Shared nodes that cannot be read leave their VMs out (counted as unknown), as the review does.
  const grid =
    ids.length === 0
      ? []
      : await api
          .call("get", "/v1/nodes", { params: { query: { node_ids: ids, size: ids.length } } })
          .then((reply) => keepUsable<GridNode>(reply.nodes ?? [], gridNodeNeeds, label).kept)
          .catch(() => undefined);
  return monthlySpend(clusters, rented, grid);
}

/** The public keys of the account, joined as the wizard sends them (every key, as it preselects them all). */
export async function accountKeys(api: KubeCloudClient): Promise<string> {
  const keys = (await api.call("get", "/v1/user/ssh-keys")) ?? [];
  const text = keys
    .map((key) => key.public_key.trim())
    .filter(Boolean)
    .join("\n");
  if (!text)
    throw new CliError(
      "Your account has no SSH key, and the file gives none (env_vars.SSH_KEY): add one with kubecloud ssh-keys add NAME FILE",
      Exit.usage,
    );
  return text;
}

export type Pools = (nodeId: number) => Promise<StoragePool[]>;

export const poolsOf =
  (api: KubeCloudClient): Pools =>
  (nodeId) =>
    api
      .call("get", "/v1/nodes/{node_id}/storage-pool", { params: { path: { node_id: nodeId } } })
      .then((reply) => reply.pools ?? []);
