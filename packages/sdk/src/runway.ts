import { constants } from "./generated/constants.ts";
import type { Balance, Deployment, GridNode, RentableNode } from "./generated/models.ts";
import { clusterVmResources, nodePrice, sharedVmPrice } from "./pricing.ts";

// How long the balance lasts and what spends it (product-rules §9, as `monthlySpend` counts it): the rent of
// each reserved node, and for each cluster the estimates of its VMs on shared nodes (a VM on a node the user
// rents adds nothing: the node's rent is its bill, counted once, under the node). The dashboard's runway card,
// the low-balance banner and any script read these figures.
//
// It prices with pricing.ts alone, by the rules `vmCost` (cluster-cost.ts) and `monthlySpend` apply
// (runway.test.ts checks that they agree): the console loads it on every signed-in page, and placement's
// code, shared with the clusters screens, would become a chunk of its own in the first load's list.

/** One thing the balance pays for: a running cluster (its VMs on shared nodes) or a reserved node (its rent). */
export type SpendItem =
  | {
      kind: "cluster";
      /** The cluster's user-facing name. */
      name: string;
      monthly: number;
      hourly: number;
      /** Some VM's figure is an estimate (it runs on a shared node). */
      estimated: boolean;
      /** VMs whose node could not be read: left out of the figures. */
      unknown: number;
    }
  | { kind: "node"; nodeId: number; monthly: number; hourly: number; estimated: false; unknown: 0 };

export interface SpendBreakdown {
  /** Largest first (then clusters before nodes, then by name or node id). */
  items: SpendItem[];
  monthly: number;
  hourly: number;
  /** VMs left out in all: their node is no longer listed, or could not be read. */
  unknown: number;
  /** Some figure is an estimate. */
  estimated: boolean;
}

const hourly = (monthly: number) => monthly / constants.hoursPerMonth;

const order = (item: SpendItem) =>
  item.kind === "cluster" ? `0${item.name}` : `1${String(item.nodeId).padStart(12, "0")}`;

/**
 * The grid nodes of the clusters' VMs that are not on a reserved node: the ones `spendBreakdown`'s and
 * `monthlySpend`'s `grid` must hold.
 */
export function sharedNodeIds(clusters: readonly Deployment[], rented: readonly RentableNode[]): number[] {
  const reserved = new Set(rented.map((node) => node.nodeId));
  const ids = clusters.flatMap((d) => d.cluster.nodes.map((vm) => vm.node_id)).filter((id) => !reserved.has(id));
  return [...new Set(ids)].sort((a, b) => a - b);
}

/**
 * What the account pays, item by item: one per cluster (the estimates of its VMs on shared nodes; 0 when
 * every VM runs on a reserved node) and one per reserved node (its rent). `grid` holds the shared nodes of
 * `sharedNodeIds` (undefined: none could be read, so their VMs count as unknown).
 */
export function spendBreakdown(
  clusters: readonly Deployment[],
  rented: readonly RentableNode[],
  grid: readonly GridNode[] | undefined,
): SpendBreakdown {
  const reserved = new Set(rented.map((node) => node.nodeId));
  const shared = new Map((grid ?? []).map((node) => [node.nodeId, node]));
  const items: SpendItem[] = [];
  for (const deployment of clusters) {
    let monthly = 0;
    let unknown = 0;
    let estimated = false;
    for (const vm of deployment.cluster.nodes) {
      if (reserved.has(vm.node_id)) continue; // in the node's rent
      const node = shared.get(vm.node_id);
      if (!node) {
        unknown += 1;
        continue;
      }
      monthly += sharedVmPrice(node, clusterVmResources(vm));
      estimated = true;
    }
    items.push({
      kind: "cluster",
      name: deployment.cluster.name,
      monthly,
      hourly: hourly(monthly),
      estimated,
      unknown,
    });
  }
  for (const node of rented) {
    const monthly = nodePrice(node);
    items.push({ kind: "node", nodeId: node.nodeId, monthly, hourly: hourly(monthly), estimated: false, unknown: 0 });
  }
  items.sort((a, b) => b.monthly - a.monthly || order(a).localeCompare(order(b)));
  const monthly = items.reduce((sum, item) => sum + item.monthly, 0);
  return {
    items,
    monthly,
    hourly: hourly(monthly),
    unknown: items.reduce((sum, item) => sum + item.unknown, 0),
    estimated: items.some((item) => item.estimated),
  };
}

/**
 * - `not-spending`: nothing costs anything (the balance lasts);
 * - `debt`: the account owes more than its balance holds (`debt_usd` > 0, balance − debt ≤ 0): the runway
 *   is 0, what runs is already unpaid;
 * - `empty`: nothing is left (balance − debt ≤ 0) without debt yet: the next hour goes into debt;
 * - `hours`: less than a day left; `days`: about `days` whole days left.
 */
export type RunwayState = "not-spending" | "debt" | "empty" | "hours" | "days";

export interface Runway extends SpendBreakdown {
  state: RunwayState;
  /**
   * balance_usd − debt_usd: what pays the spend. The pending balance is NOT counted: it is money still in
   * flight to the account (`pending`), which pays nothing until it arrives.
   */
  available: number;
  debt: number;
  pending: number;
  /** How many hours the available balance pays at the hourly spend: null when nothing is spent, 0 with debt. */
  hours: number | null;
  /** Whole days of `hours` (rounded down): null when nothing is spent. */
  days: number | null;
  /** What stops when the money runs out (or, with debt, what is unpaid now): the reserved nodes and clusters. */
  stops: { reservedNodes: number; clusters: number };
}

/**
 * How long the balance (net of debt, pending not counted) lasts at the account's hourly spend. The server
 * counts rent it could not take as debt and pays the debt first from the balance: a debt the balance covers
 * only shortens the runway (`debt` says how much of the balance it takes); one it does not cover leaves none.
 */
export function runway(
  balance: Pick<Balance, "balance_usd" | "debt_usd" | "pending_balance_usd">,
  spend: SpendBreakdown,
): Runway {
  const available = balance.balance_usd - balance.debt_usd;
  const debt = Math.max(0, balance.debt_usd);
  const stops = {
    reservedNodes: spend.items.filter((item) => item.kind === "node").length,
    clusters: spend.items.filter((item) => item.kind === "cluster").length,
  };
  const base = { ...spend, available, debt, pending: balance.pending_balance_usd, stops };
  if (spend.monthly <= 0) return { ...base, state: "not-spending", hours: null, days: null };
  if (available <= 0) return { ...base, state: debt > 0 ? "debt" : "empty", hours: 0, days: 0 };
  // available ÷ (monthly ÷ hours a month), multiplied out so that exact figures stay exact.
  const hours = (available * constants.hoursPerMonth) / spend.monthly;
  const days = Math.floor(hours / 24);
  return { ...base, state: days < 1 ? "hours" : "days", hours, days };
}
