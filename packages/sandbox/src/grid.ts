// The grid: its nodes as the grid proxy reports them, availability for a twin, resources used by sandbox
// VMs, storage pools and the platform statistics (the node query itself is in grid-query.ts).
import { createHash } from "node:crypto";
import { constants, type GridNode, type Stats, type StoragePool } from "@kubecloud/sdk";
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
