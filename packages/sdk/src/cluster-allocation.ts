import { clusterCost, type ClusterCost, type CostBasis, type PricedVm } from "./cluster-cost.ts";
import type { ClusterNodeMetrics } from "./generated/models.ts";
import type { PlacementNode } from "./placement.ts";
import { bytesToGB, type NodeCapacity } from "./pricing.ts";

// How much of each grid node a cluster takes, and what each node adds to its monthly cost. A cluster's VMs
// ask their nodes for vCPU, RAM and SSD (disk plus root filesystem); several VMs on one node add up against
// that node's capacity (`total_resources`). The cost per node is the cluster's cost (cluster-cost.ts) split
// by node: a node the user rents adds nothing ("in your rent"), a shared node's figure is an estimate, a node
// the grid no longer lists is unknown. The cluster page draws these figures; a script could print them.

/** vCPU, and RAM and SSD in GB (1024³ bytes), unrounded. */
export interface ResourceFigures {
  cpu: number;
  memoryGB: number;
  storageGB: number;
}

/** A share per resource, 0–1 (above 1 if a node reports less than its VMs take); undefined when unknown. */
export interface ResourceFractions {
  cpu: number | undefined;
  memory: number | undefined;
  storage: number | undefined;
}

/** What a metrics-capable server says a VM uses now (the real server has no metrics). */
export type LiveVm = Pick<
  ClusterNodeMetrics,
  "node_id" | "cpu_cores" | "cpu_usage_percent" | "memory_used_bytes" | "disk_used_bytes"
>;

export interface NodeAllocation {
  nodeId: number;
  /** The cluster's VMs on this node, in the cluster's order. */
  vms: string[];
  /** What those VMs take together. */
  allocated: ResourceFigures;
  /** The node's whole capacity; undefined when the node is unknown (no longer listed by the grid). */
  capacity: ResourceFigures | undefined;
  /** allocated ÷ capacity per resource; each undefined when the capacity is unknown or zero. */
  fractions: ResourceFractions;
  /**
   * What those VMs use now, when the server has metrics for them: vCPU busy (cores × usage), RAM in use, and
   * the data disk in use (the root filesystem is not measured).
   */
  used: ResourceFigures | undefined;
  /** used ÷ capacity per resource; undefined without metrics or capacity. */
  usedFractions: ResourceFractions | undefined;
  /** Monthly USD this node adds: 0 for a rented node, undefined when unknown. */
  monthly: number | undefined;
  /**
   * `monthly` rounded to cents so that the nodes' figures add up to the cluster's total in cents (the largest
   * remainders get the spare cents); undefined when unknown.
   */
  monthlyCents: number | undefined;
  basis: CostBasis;
}

export interface ClusterAllocation {
  nodes: NodeAllocation[];
  /** The cluster's cost, as `clusterCost` gives it (the page's "Price a month"). */
  cost: ClusterCost;
  /** `cost.monthly` in whole cents: the sum of the nodes' `monthlyCents`. */
  monthlyCents: number;
}

const fraction = (part: number, whole: number | undefined) =>
  whole !== undefined && whole > 0 ? part / whole : undefined;

const fractionsOf = (figures: ResourceFigures, capacity: ResourceFigures | undefined): ResourceFractions => ({
  cpu: fraction(figures.cpu, capacity?.cpu),
  memory: fraction(figures.memoryGB, capacity?.memoryGB),
  storage: fraction(figures.storageGB, capacity?.storageGB),
});

/** A node's capacity (`total_resources`) as vCPU and GB. */
export function capacityFigures(capacity: NodeCapacity): ResourceFigures {
  return { cpu: capacity.cru, memoryGB: bytesToGB(capacity.mru), storageGB: bytesToGB(capacity.sru) };
}

/**
 * Rounds `amounts` (USD) to cents so that they add up to the rounded total: each gets its floor, and the
 * cents left go to the largest remainders (ties to the earlier one).
 */
export function splitCents(amounts: readonly number[]): number[] {
  // 12.3 × 100 is 1229.9999… in floating point: cents are taken to a millionth before their floor.
  const exact = amounts.map((amount) => Math.round(amount * 100 * 1e6) / 1e6);
  const total = Math.round(exact.reduce((sum, cents) => sum + cents, 0));
  const floors = exact.map(Math.floor);
  let spare = total - floors.reduce((sum, cents) => sum + cents, 0);
  const order = exact.map((cents, i) => ({ i, rest: cents - floors[i] })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (spare <= 0) break;
    floors[i] += 1;
    spare -= 1;
  }
  return floors;
}

/**
 * The cluster's allocation and cost per grid node, in the order the nodes first appear among its VMs. `nodes`
 * are the cluster's grid nodes as placement reads them (the user's rented ones marked reserved); `live` is
 * the metrics snapshot's VMs, when the server has one. VMs not placed on a node are left out.
 */
export function clusterAllocation(
  vms: readonly PricedVm[],
  nodes: ReadonlyMap<number, PlacementNode>,
  live?: readonly LiveVm[],
): ClusterAllocation {
  const cost = clusterCost(vms, nodes);
  const byNode = new Map<number, { vms: string[]; allocated: ResourceFigures }>();
  for (const vm of vms) {
    if (vm.nodeId === null) continue;
    const entry = byNode.get(vm.nodeId) ?? { vms: [], allocated: { cpu: 0, memoryGB: 0, storageGB: 0 } };
    entry.vms.push(vm.name);
    entry.allocated.cpu += vm.resources.cpu;
    entry.allocated.memoryGB += bytesToGB(vm.resources.memory);
    entry.allocated.storageGB += bytesToGB(vm.resources.storage);
    byNode.set(vm.nodeId, entry);
  }
  const usedByNode = new Map<number, ResourceFigures>();
  for (const vm of live ?? []) {
    const used = usedByNode.get(vm.node_id) ?? { cpu: 0, memoryGB: 0, storageGB: 0 };
    used.cpu += (vm.cpu_cores * vm.cpu_usage_percent) / 100;
    used.memoryGB += bytesToGB(vm.memory_used_bytes);
    used.storageGB += bytesToGB(vm.disk_used_bytes);
    usedByNode.set(vm.node_id, used);
  }
  const rows = [...byNode].map(([nodeId, { vms: names, allocated }]) => {
    const node = nodes.get(nodeId);
    const capacity = node && capacityFigures(node.pricing.total_resources);
    const lines = cost.lines.filter((line) => line.nodeId === nodeId);
    const basis: CostBasis = lines[0]?.basis ?? "unknown";
    const used = live ? usedByNode.get(nodeId) : undefined;
    return {
      nodeId,
      vms: names,
      allocated,
      capacity,
      fractions: fractionsOf(allocated, capacity),
      used,
      usedFractions: used && fractionsOf(used, capacity),
      monthly: basis === "unknown" ? undefined : lines.reduce((sum, line) => sum + (line.monthly ?? 0), 0),
      basis,
    };
  });
  const cents = splitCents(rows.map((row) => row.monthly ?? 0));
  return {
    nodes: rows.map((row, i) => ({ ...row, monthlyCents: row.monthly === undefined ? undefined : cents[i] })),
    cost,
    monthlyCents: cents.reduce((sum, c) => sum + c, 0),
  };
}
