import { constants } from "./generated/constants.ts";
import type { PlacementNode } from "./placement.ts";
import { sharedVmPrice, type VmResources } from "./pricing.ts";

// What a cluster adds to the bill (product-rules §9), as the server bills it: the server charges only the
// rent of reserved nodes, so a VM on a node the user rents costs nothing more (My Nodes counts that rent).
// A VM on a shared node is paid to the grid from the on-chain balance by a rule the server does not state:
// its figure is the SDK's estimate (the VM's share of the node at its list price), and says so. The wizard's
// review, the cluster page and `kubecloud deploy --dry-run` show these figures.

/** How a VM's monthly figure is known: covered by the rent of the user's node, estimated, or unknown. */
export type CostBasis = "rent" | "estimate" | "unknown";

export interface VmCost {
  /** Monthly USD this VM adds; 0 on a rented node, undefined when its node is unknown (no longer listed). */
  monthly: number | undefined;
  basis: CostBasis;
}

/** What one VM of `resources` adds a month on `node`. */
export function vmCost(node: PlacementNode | undefined, resources: VmResources): VmCost {
  if (!node) return { monthly: undefined, basis: "unknown" };
  if (node.reserved) return { monthly: 0, basis: "rent" };
  return { monthly: sharedVmPrice(node.pricing, resources), basis: "estimate" };
}

export interface CostLine extends VmCost {
  vm: string;
  nodeId: number;
}

export interface ClusterCost {
  lines: CostLine[];
  /** What the cluster adds a month: the estimates of its VMs on shared nodes. */
  monthly: number;
  hourly: number;
  /** Some VM's figure is an estimate (it runs on a shared node). */
  estimated: boolean;
  /** Some node's price is unknown: the totals leave it out. */
  partial: boolean;
  /** The user's reserved nodes the cluster runs on, and their rent a month (billed in My Nodes, not here). */
  rentedNodes: number[];
  rent: number;
}

export interface PricedVm {
  name: string;
  nodeId: number | null;
  resources: VmResources;
}

export function clusterCost(vms: readonly PricedVm[], nodes: ReadonlyMap<number, PlacementNode>): ClusterCost {
  const placed = vms.filter((vm): vm is PricedVm & { nodeId: number } => vm.nodeId !== null);
  const lines = placed.map((vm) => ({ vm: vm.name, nodeId: vm.nodeId, ...vmCost(nodes.get(vm.nodeId), vm.resources) }));
  const monthly = lines.reduce((sum, line) => sum + (line.monthly ?? 0), 0);
  const rentedNodes = [...new Set(lines.filter((line) => line.basis === "rent").map((line) => line.nodeId))];
  return {
    lines,
    monthly,
    hourly: monthly / constants.hoursPerMonth,
    estimated: lines.some((line) => line.basis === "estimate"),
    partial: lines.some((line) => line.basis === "unknown"),
    rentedNodes,
    rent: rentedNodes.reduce((sum, id) => sum + (nodes.get(id)?.price ?? 0), 0),
  };
}

/**
 * How many whole days `balance` (net of debt) pays for something that costs `monthly` USD a month: 0 when
 * nothing is left, null when it costs nothing.
 */
export function runwayDays(balance: number, monthly: number): number | null {
  if (monthly <= 0) return null;
  if (balance <= 0) return 0;
  // balance ÷ (monthly ÷ hours a month × 24), multiplied out so that exact figures stay exact.
  return Math.floor((balance * constants.hoursPerMonth) / (monthly * 24));
}
