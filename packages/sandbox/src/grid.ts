// The grid: node lists with the grid proxy's filters and paging, availability for a twin, resources
// used by sandbox VMs, storage pools and the platform statistics.
import { createHash } from "node:crypto";
import { constants, type GridNode, type Stats, type StoragePool } from "@kubecloud/sdk";
import type { Random } from "./random.ts";
import { regionOf } from "./regions.ts";
import type { GridNodeState, State } from "./store.ts";

export const MB = 1024 ** 2;
const GB = constants.bytesPerGB;
export const REQUIRED_FEATURES = ["zmachine", "network"];

/** The node as the grid proxy reports it (without the sandbox's bookkeeping). */
export function publicNode(node: GridNodeState): GridNode {
  const { baseRentable: _, ...rest } = node;
  return structuredClone(rest);
}

export const withDiscount = (node: GridNodeState) => ({
  ...publicNode(node),
  discount_price: Math.round(node.price_usd * 50) / 100,
});

export const hasFeatures = (node: GridNode, features = REQUIRED_FEATURES) =>
  features.every((f) => node.features?.includes(f));

/** A twin may deploy on a node it rents, or on one nobody rents that is not dedicated. */
export const availableFor = (node: GridNode, twinId: number) =>
  (node.rented && node.rentedByTwinId === twinId && twinId > 0) ||
  (!node.rented && !node.dedicated && !node.inDedicatedFarm);

export const free = (node: GridNode) => ({
  cru: node.total_resources.cru - node.used_resources.cru,
  mru: node.total_resources.mru - node.used_resources.mru,
  sru: node.total_resources.sru - node.used_resources.sru,
  hru: node.total_resources.hru - node.used_resources.hru,
});

export interface VmSize {
  cpu: number;
  memory: number;
  root_size: number;
  disk_size: number;
}

/** Why a VM cannot be placed on a node, or undefined when it fits. */
export function fitProblem(node: GridNode, vm: VmSize): string | undefined {
  if (node.status === "down" || !node.healthy) return "node is not healthy";
  const room = free(node);
  if (vm.cpu > node.total_resources.cru)
    return `not enough CPU: ${vm.cpu} vCPU requested, node has ${node.total_resources.cru} cores`;
  if (vm.memory * MB > room.mru)
    return `not enough memory: ${vm.memory} MB requested, ${Math.floor(room.mru / MB)} MB free`;
  if ((vm.root_size + vm.disk_size) * MB > room.sru)
    return `not enough SSD: ${vm.root_size + vm.disk_size} MB requested, ${Math.floor(room.sru / MB)} MB free`;
  return undefined;
}

/** Adds (sign 1) or returns (sign -1) a VM's resources to a node. */
export function allocate(node: GridNode, vm: VmSize, sign: 1 | -1): void {
  const used = node.used_resources;
  used.cru = Math.max(0, used.cru + sign * vm.cpu);
  used.mru = Math.max(0, used.mru + sign * vm.memory * MB);
  used.sru = Math.max(0, used.sru + sign * (vm.root_size + vm.disk_size) * MB);
}

/** Rentable again when nobody rents it and no sandbox VM runs on it. */
export function refreshRentable(state: State, node: GridNodeState): void {
  const hostsVm = state.deployments.some((d) => d.cluster.nodes.some((vm) => vm.node_id === node.nodeId));
  node.rentable = node.baseRentable && !node.rented && !hostsVm;
}

/** A UUID-shaped name that stays the same for the same input (pool names must not change between calls). */
export function stableUuid(input: string): string {
  const h = createHash("sha1").update(input).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export type GridQuery = Record<string, unknown>;

const str = (value: unknown) => String(value).toLowerCase();
const numberFilters: [string, (n: GridNode) => number][] = [
  ["free_mru", (n) => free(n).mru],
  ["free_hru", (n) => free(n).hru],
  ["free_sru", (n) => free(n).sru],
  ["total_mru", (n) => n.total_resources.mru],
  ["total_hru", (n) => n.total_resources.hru],
  ["total_sru", (n) => n.total_resources.sru],
  ["total_cru", (n) => n.total_resources.cru],
  ["free_ips", (n) => n.farm_free_ips],
  ["num_gpu", (n) => n.num_gpu],
  ["price_min", (n) => n.price_usd],
];
const boolFilters: [string, (n: GridNode) => boolean][] = [
  ["ipv4", (n) => n.publicConfig.ipv4 !== ""],
  ["ipv6", (n) => n.publicConfig.ipv6 !== ""],
  ["has_ipv6", (n) => n.publicConfig.ipv6 !== ""],
  ["domain", (n) => n.publicConfig.domain !== ""],
  ["dedicated", (n) => n.dedicated],
  ["in_dedicated_farm", (n) => n.inDedicatedFarm],
  ["rentable", (n) => n.rentable],
  ["rented", (n) => n.rented],
  ["has_gpu", (n) => n.num_gpu > 0],
  ["gpu_available", (n) => (n.gpus ?? []).some((g) => g.contract === 0)],
  ["healthy", (n) => n.healthy],
];
const textFilters: [string, (n: GridNode) => string, boolean][] = [
  ["country", (n) => n.country, false],
  ["country_contains", (n) => n.country, true],
  ["city", (n) => n.city, false],
  ["city_contains", (n) => n.city, true],
  ["farm_name", (n) => n.farmName, false],
  ["farm_name_contains", (n) => n.farmName, true],
  ["certification_type", (n) => n.certificationType, false],
  ["region", (n) => regionOf(n.country) ?? "", false],
];
const gpuFilters: [string, (g: NonNullable<GridNode["gpus"]>[number]) => string][] = [
  ["gpu_device_id", (g) => g.id.split("/")[2] ?? ""],
  ["gpu_device_name", (g) => g.device],
  ["gpu_vendor_id", (g) => g.id.split("/")[1] ?? ""],
  ["gpu_vendor_name", (g) => g.vendor],
];

/** The grid proxy's node filters (`GET /v1/nodes` parameters, already typed by the validator). */
export function matches(node: GridNode, q: GridQuery): boolean {
  const list = (key: string) => (q[key] === undefined ? undefined : (q[key] as unknown[]));
  if (list("status") && !list("status")!.includes(node.status)) return false;
  if (list("farm_ids") && !list("farm_ids")!.includes(node.farmId)) return false;
  if (list("node_ids") && !list("node_ids")!.includes(node.nodeId)) return false;
  if (list("excluded")?.includes(node.nodeId)) return false;
  if (list("features") && !hasFeatures(node, list("features") as string[])) return false;
  for (const [key, read] of numberFilters) if (q[key] !== undefined && read(node) < Number(q[key])) return false;
  if (q.price_max !== undefined && node.price_usd > Number(q.price_max)) return false;
  for (const [key, read] of boolFilters) if (q[key] !== undefined && read(node) !== q[key]) return false;
  for (const [key, read, contains] of textFilters) {
    if (q[key] === undefined) continue;
    const value = str(read(node));
    if (contains ? !value.includes(str(q[key])) : value !== str(q[key])) return false;
  }
  for (const [key, read] of gpuFilters) {
    if (q[key] !== undefined && !(node.gpus ?? []).some((g) => str(read(g)).includes(str(q[key])))) return false;
  }
  if (q.node_id !== undefined && node.nodeId !== q.node_id) return false;
  if (q.twin_id !== undefined && node.twinId !== q.twin_id) return false;
  if (q.rented_by !== undefined && node.rentedByTwinId !== q.rented_by) return false;
  if (q.rentable_or_rented_by !== undefined && !(node.rentable || node.rentedByTwinId === q.rentable_or_rented_by))
    return false;
  if (q.available_for !== undefined && !availableFor(node, Number(q.available_for))) return false;
  return true;
}

const SORT_KEYS: Record<string, (n: GridNode) => number | string> = {
  node_id: (n) => n.nodeId,
  farm_id: (n) => n.farmId,
  twin_id: (n) => n.twinId,
  uptime: (n) => n.uptime,
  created: (n) => n.created,
  updated_at: (n) => n.updatedAt,
  country: (n) => n.country,
  city: (n) => n.city,
  num_gpu: (n) => n.num_gpu,
  price_usd: (n) => n.price_usd,
  total_cru: (n) => n.total_resources.cru,
  total_mru: (n) => n.total_resources.mru,
  total_sru: (n) => n.total_resources.sru,
  free_mru: (n) => free(n).mru,
  free_sru: (n) => free(n).sru,
};

/** Filters, orders and pages nodes like the grid proxy; `total` is the match count when `ret_count`. */
export function queryNodes<T extends GridNode>(
  nodes: T[],
  q: GridQuery,
  rng: Random,
  defaults: { retCount: boolean; randomize: boolean },
) {
  let found = nodes.filter((node) => matches(node, q));
  const sortKey = typeof q.sort_by === "string" ? SORT_KEYS[q.sort_by] : undefined;
  if (sortKey) {
    const direction = q.sort_order === "DESC" ? -1 : 1;
    found.sort((a, b) => (sortKey(a) < sortKey(b) ? -direction : sortKey(a) > sortKey(b) ? direction : 0));
  } else if (q.randomize ?? defaults.randomize) {
    found = rng.shuffle(found);
  }
  const size = Number(q.size ?? 50);
  const page = Number(q.page ?? 1);
  const total = (q.ret_count ?? defaults.retCount) ? found.length : 0;
  return { total, nodes: found.slice((page - 1) * size, page * size) };
}

/** Storage pools as the node reports them: one SSD pool with the free SSD, HDD split in two pools. */
export function storagePools(node: GridNode): StoragePool[] | null {
  const room = free(node);
  const pools: StoragePool[] = [];
  const name = (kind: string, index: number) => stableUuid(`${node.nodeId}/${kind}/${index}`);
  if (node.total_resources.sru > 0) pools.push({ name: name("ssd", 0), free: Math.max(0, room.sru), type: "ssd" });
  if (node.total_resources.hru > 0) {
    const half = Math.floor(Math.max(0, room.hru) / 2);
    pools.push(
      { name: name("hdd", 1), free: half, type: "hdd" },
      { name: name("hdd", 2), free: Math.max(0, room.hru) - half, type: "hdd" },
    );
  }
  return pools.length ? pools : null;
}

/** Platform statistics: nodes that are up or on standby, and the platform's own counts. */
export function stats(state: State): Stats {
  const up = state.grid.filter((node) => node.status === "up" || node.status === "standby");
  return {
    total_users: state.users.length,
    total_clusters: state.deployments.length,
    up_nodes: up.length,
    countries: new Set(up.map((node) => node.country)).size,
    cores: up.reduce((sum, node) => sum + node.total_resources.cru, 0),
    ssd: Math.round((up.reduce((sum, node) => sum + node.total_resources.sru, 0) / GB) * 100) / 100,
  };
}
