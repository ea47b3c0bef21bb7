import { constants } from "./generated/constants.ts";
import type { PlacementNode } from "./placement.ts";

// What a cluster costs (product-rules §9): each VM's node at its monthly price from the SDK's pricing
// (reserved nodes at their discount, extra fees included); a month is 720 hours. The wizard's review and
// `kubecloud deploy --dry-run` show these figures.

export interface CostLine {
  vm: string;
  nodeId: number;
  /** Monthly USD; undefined when the node's price is unknown (no longer listed). */
  monthly: number | undefined;
  reserved: boolean;
}

export interface ClusterCost {
  lines: CostLine[];
  monthly: number;
  hourly: number;
  /** Some node's price is unknown: the totals leave it out. */
  partial: boolean;
}

export function clusterCost(
  vms: readonly { name: string; nodeId: number | null }[],
  nodes: ReadonlyMap<number, PlacementNode>,
): ClusterCost {
  const lines = vms
    .filter((vm): vm is { name: string; nodeId: number } => vm.nodeId !== null)
    .map((vm) => {
      const node = nodes.get(vm.nodeId);
      return { vm: vm.name, nodeId: vm.nodeId, monthly: node?.price, reserved: node?.reserved ?? false };
    });
  const monthly = lines.reduce((sum, line) => sum + (line.monthly ?? 0), 0);
  return {
    lines,
    monthly,
    hourly: monthly / constants.hoursPerMonth,
    partial: lines.some((line) => line.monthly === undefined),
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
