import { vmCost } from "./cluster-cost.ts";
import type { Deployment, GridNode, RentableNode } from "./generated/models.ts";
import { placementNodes } from "./placement.ts";
import { clusterVmResources, monthlyCost } from "./pricing.ts";
import { sharedNodeIds } from "./runway.ts";

// Defined beside the runway, whose module stays free of placement's code (the console loads it on every page).
export { sharedNodeIds };

// What the account already pays a month, so that a balance's runway counts everything it pays for: the rent
// of the reserved nodes (My Nodes' monthly cost) and the estimates of the VMs of existing clusters on shared
// nodes (their VMs on reserved nodes are in the rent). The wizard's review and `kubecloud deploy --dry-run`
// compute their runway from it.

export interface MonthlySpend {
  /** The rent of the user's reserved nodes. */
  rent: number;
  /** The estimated price of the VMs of the user's clusters on shared nodes. */
  shared: number;
  /** VMs left out: their node is no longer listed, or could not be read. */
  unknown: number;
}

/** What the account pays a month: `grid` holds the shared nodes of `sharedNodeIds` (undefined: none read). */
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

/** What the balance pays a month with a new cluster that adds `clusterMonthly`: the runway's figure. */
export function monthlyWith(spend: MonthlySpend | undefined, clusterMonthly: number): number {
  return (spend?.rent ?? 0) + (spend?.shared ?? 0) + clusterMonthly;
}
