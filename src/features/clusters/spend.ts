import { clusterVmResources, monthlyCost, type Deployment, type GridNode, type RentableNode } from "@kubecloud/sdk";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../lib/api-context.ts";
import { clusterQueries } from "../../lib/queries/clusters.ts";
import { nodeQueries } from "../../lib/queries/nodes.ts";
import { vmCost } from "./cost.ts";
import { placementNodes } from "./placement.ts";
import { clusterScreenQueries } from "./queries.ts";

// What the account already pays a month, so that a balance's runway counts everything it pays for: the rent
// of the reserved nodes (My Nodes' monthly cost) and the estimates of the VMs of existing clusters on shared
// nodes (their VMs on reserved nodes are in the rent).

export interface MonthlySpend {
  /** The rent of the user's reserved nodes. */
  rent: number;
  /** The estimated price of the VMs of the user's clusters on shared nodes. */
  shared: number;
  /** VMs left out: their node is no longer listed, or could not be read. */
  unknown: number;
}

/** The grid nodes of the clusters' VMs that are not on a reserved node. */
export function sharedNodeIds(clusters: readonly Deployment[], rented: readonly RentableNode[]): number[] {
  const reserved = new Set(rented.map((node) => node.nodeId));
  const ids = clusters.flatMap((d) => d.cluster.nodes.map((vm) => vm.node_id)).filter((id) => !reserved.has(id));
  return [...new Set(ids)].sort((a, b) => a - b);
}

export function monthlySpend(
  clusters: readonly Deployment[],
  rented: readonly RentableNode[],
  grid: readonly GridNode[] | undefined,
): MonthlySpend {
  const nodes = new Map(placementNodes(grid ?? [], rented).map((node) => [node.nodeId, node]));
  let shared = 0;
  let unknown = 0;
  for (const vm of clusters.flatMap((d) => d.cluster.nodes)) {
    const cost = vmCost(nodes.get(vm.node_id), clusterVmResources(vm));
    if (cost.monthly === undefined) unknown += 1;
    else shared += cost.monthly;
  }
  return { rent: monthlyCost(rented), shared, unknown };
}

/**
 * The account's monthly spending before a change, or `undefined` while it loads; `failed` when the clusters
 * or the reserved nodes could not be read (a runway then counts only what is known).
 */
export function useMonthlySpend(): { spend: MonthlySpend | undefined; failed: boolean } {
  const api = useApi();
  const rented = useQuery(nodeQueries.rented(api));
  const clusters = useQuery({ ...clusterQueries.list(api), meta: { errorToast: false } });
  const ids = rented.data && clusters.data ? sharedNodeIds(clusters.data, rented.data) : [];
  const grid = useQuery({ ...clusterScreenQueries.gridNodes(api, ids), enabled: ids.length > 0 });
  if (rented.isError || clusters.isError) return { spend: undefined, failed: true };
  if (!rented.data || !clusters.data || (ids.length > 0 && grid.isPending)) return { spend: undefined, failed: false };
  return { spend: monthlySpend(clusters.data, rented.data, grid.data), failed: false };
}
