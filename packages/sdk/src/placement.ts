import { constants } from "./generated/constants.ts";
import type { GridNode, GridNodeGpu, RentableNode, StoragePool } from "./generated/models.ts";
import { bytesToGB, discountPercent, hourlyPrice, listPrice, nodePrice, type NodeCapacity } from "./pricing.ts";

// Where VMs can go (product-rules §7): the nodes the user may deploy on, what is free on each, and whether a
// set of VMs fits, their needs summed per node. The console's wizard and the command line both place VMs
// with this code, so that both give the same answer and the same reasons.

const GB = constants.bytesPerGB;

/**
 * Every VM gets this root filesystem besides its data disk: the contract's minimum `root_size` (5120 MB), which
 * is what the console and the command line send.
 */
export const ROOTFS_GB = 5;

/** A VM as placement sees it. Sizes in GB as the user types them (a form field may still hold a string). */
export interface PlacementVm {
  /** Stable identity (the console's editor key; the command line uses the VM name). */
  key: string;
  name: string;
  role: "master" | "worker";
  cpu: number | string;
  memoryGb: number | string;
  diskGb: number | string;
  /** The grid node the VM runs on; null until placed. */
  nodeId: number | null;
  /** GPUs of that node passed through to the VM. */
  gpuIds: string[];
}

/** A grid node as placement sees it: free resources in bytes (cores for CPU), price with any discount. */
export interface PlacementNode {
  nodeId: number;
  farmId: number;
  farmName: string;
  country: string;
  /** Reserved by the user (in their rented list): billed at the reserved-node discount. */
  reserved: boolean;
  /** Reported healthy and up. */
  healthy: boolean;
  free: { cpu: number; memory: number; storage: number };
  freeGpus: GridNodeGpu[];
  /**
   * The node's own monthly USD (SDK pricing: the discount price for reserved nodes, plus the extra fee): its
   * rent when the user reserves it. What a VM on it adds is `vmCost` (cluster-cost.ts).
   */
  price: number;
  listPrice: number;
  discount: number;
  hourly: number;
  /** What the SDK's shared-node estimate reads: the list price fields and the node's whole capacity. */
  pricing: Pick<GridNode, "price_usd" | "extraFee"> & { total_resources: NodeCapacity };
}

function toPlacementNode(node: GridNode | RentableNode, reserved: boolean): PlacementNode {
  const { total_resources: total, used_resources: used } = node;
  return {
    nodeId: node.nodeId,
    farmId: node.farmId,
    farmName: node.farmName,
    country: node.country,
    reserved,
    healthy: node.healthy && node.status === "up",
    free: {
      cpu: Math.max(0, total.cru - used.cru),
      memory: Math.max(0, total.mru - used.mru),
      storage: Math.max(0, total.sru - used.sru),
    },
    freeGpus: (node.gpus ?? []).filter((gpu) => gpu.contract === 0),
    price: nodePrice(node),
    listPrice: listPrice(node),
    discount: discountPercent(node),
    hourly: hourlyPrice(node),
    pricing: { price_usd: node.price_usd, extraFee: node.extraFee, total_resources: total },
  };
}

/**
 * The grid's regions (continents), as the grid proxy's `region` filter (`GET /v1/user/nodes?region=`) takes
 * them: the contract's GridRegion parameter lists them (the console's schemas.test.ts checks they agree).
 */
export const gridRegions = ["Africa", "Asia", "Europe", "North America", "Oceania", "South America"] as const;

export type GridRegion = (typeof gridRegions)[number];

/**
 * The nodes a cluster can use: the user's reserved nodes first (a VM on one costs nothing more than its rent;
 * their entry in the rented list carries the discount price, which `GET /v1/user/nodes` leaves out), then the
 * shared ones; each group cheapest first. With `region`, `usable` is what the grid proxy listed for that
 * region (its own filter): the server lists the user's reserved nodes there too, so a reserved node that is
 * not among them (elsewhere) is left out. The wizard's Region filter and `kubecloud deploy --region` place
 * with this.
 */
export function placementNodes(
  usable: readonly GridNode[],
  rented: readonly RentableNode[],
  { region }: { region?: GridRegion | null } = {},
): PlacementNode[] {
  const listed = new Set(usable.map((node) => node.nodeId));
  const reserved = region ? rented.filter((node) => listed.has(node.nodeId)) : rented;
  const reservedIds = new Set(reserved.map((node) => node.nodeId));
  const nodes = [
    ...reserved.map((node) => toPlacementNode(node, true)),
    ...usable.filter((node) => !reservedIds.has(node.nodeId)).map((node) => toPlacementNode(node, false)),
  ];
  return nodes.sort((a, b) => Number(b.reserved) - Number(a.reserved) || a.price - b.price || a.nodeId - b.nodeId);
}

/** What a VM needs from its node, in bytes: its disk plus the root filesystem on SSD. */
export interface Demand {
  cpu: number;
  memory: number;
  storage: number;
}

/** A typed size, or 0 while the field is empty or not a number (the form says so itself). */
function sizeOf(value: number | string): number {
  const n = typeof value === "number" ? value : value.trim() === "" ? Number.NaN : Number(value);
  return Number.isFinite(n) ? n : 0;
}

export function demandOf(vm: Pick<PlacementVm, "cpu" | "memoryGb" | "diskGb">): Demand {
  const [cpu, memoryGb, diskGb] = [sizeOf(vm.cpu), sizeOf(vm.memoryGb), sizeOf(vm.diskGb)];
  return { cpu, memory: memoryGb * GB, storage: (diskGb + ROOTFS_GB) * GB };
}

/** The summed needs of every VM on each node. */
export function loadByNode(vms: readonly PlacementVm[]): Map<number, Demand & { vms: string[] }> {
  const load = new Map<number, Demand & { vms: string[] }>();
  for (const vm of vms) {
    if (vm.nodeId === null) continue;
    const need = demandOf(vm);
    const sum = load.get(vm.nodeId) ?? { cpu: 0, memory: 0, storage: 0, vms: [] };
    load.set(vm.nodeId, {
      cpu: sum.cpu + need.cpu,
      memory: sum.memory + need.memory,
      storage: sum.storage + need.storage,
      vms: [...sum.vms, vm.name],
    });
  }
  return load;
}

const gb = (bytes: number) => Math.floor(bytesToGB(bytes));

/** "master1", "master1 and web2/worker1", "a, b and c" */
function names(list: readonly string[]): string {
  return list.length < 2 ? (list[0] ?? "") : `${list.slice(0, -1).join(", ")} and ${list.at(-1)}`;
}

/** Why `demand` (everything asked of the node) does not fit in what it has free; empty when it fits. */
export function resourceProblems(node: PlacementNode, demand: Demand & { vms: string[] }): string[] {
  const by = demand.vms.length > 1 ? ` by ${names(demand.vms)}` : "";
  const problems: string[] = [];
  if (demand.cpu > node.free.cpu) problems.push(`Not enough CPU: ${demand.cpu} vCPU asked${by}, ${node.free.cpu} free`);
  if (demand.memory > node.free.memory)
    problems.push(`Not enough RAM: ${gb(demand.memory)} GB asked${by}, ${gb(node.free.memory)} GB free`);
  if (demand.storage > node.free.storage)
    problems.push(`Not enough SSD: ${gb(demand.storage)} GB asked${by}, ${gb(node.free.storage)} GB free`);
  return problems;
}

/** The largest free SSD pool of a node (the disk must fit in one pool), in bytes. */
export function largestSsdPool(pools: readonly StoragePool[]): number {
  return Math.max(0, ...pools.filter((pool) => pool.type === "ssd").map((pool) => pool.free));
}

export interface PlacementContext {
  nodes: ReadonlyMap<number, PlacementNode>;
  /** The VMs of the cluster being placed (the one checked included). */
  vms: readonly PlacementVm[];
  /** Grid nodes the cluster already runs on (adding a node): the server takes one VM per grid node. */
  taken?: ReadonlyMap<number, string>;
  /**
   * VMs of the user's deployments still in progress, named `cluster/vm`: the grid counts a VM's resources only
   * once it runs, so until then they are added to what this cluster asks of the same node.
   */
  inFlight?: readonly PlacementVm[];
}

/**
 * Why `vm` cannot run on `nodeId`, given the cluster's other VMs and the deployments in progress; empty when
 * it can. The server takes one VM per grid node in a cluster, and needs a healthy node with room for
 * everything on it, summed.
 */
export function placementProblems(vm: PlacementVm, nodeId: number, context: PlacementContext): string[] {
  const node = context.nodes.get(nodeId);
  if (!node) return ["This node is no longer offered to you"];
  const takenBy = context.taken?.get(nodeId);
  if (takenBy) return [`The cluster already runs ${takenBy} here (one VM per node)`];
  const neighbour = context.vms.find((other) => other.key !== vm.key && other.nodeId === nodeId);
  if (neighbour) return [`${neighbour.name} is already placed here (one VM per node)`];
  if (!node.healthy) return ["The node is not healthy"];
  const onNode = [{ ...vm, nodeId }, ...(context.inFlight ?? []).filter((other) => other.nodeId === nodeId)];
  const problems = resourceProblems(node, loadByNode(onNode).get(nodeId)!);
  if (vm.gpuIds.some((id) => !node.freeGpus.some((gpu) => gpu.id === id)))
    problems.push("A chosen GPU is not free on this node");
  return problems;
}

/** Why a node's SSD pools cannot take `storage` bytes in one pool; undefined when one can. */
export function poolProblem(pools: readonly StoragePool[], storage: number, nodeId: number): string | undefined {
  const largest = largestSsdPool(pools);
  if (largest >= storage) return undefined;
  return `Node ${nodeId} has no single storage pool with ${gb(storage)} GB of SSD free (the largest has ${gb(largest)} GB). Choose another node.`;
}
