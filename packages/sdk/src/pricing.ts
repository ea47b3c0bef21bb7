import { constants } from "./generated/constants.ts";
import type { ClusterNode, GridNode, GridNodeResources, RentableNode } from "./generated/models.ts";

/** The price fields of a node (monthly USD). `discount_price` is only on rentable and rented nodes. */
export type Priced = Partial<Pick<GridNode, "price_usd" | "extraFee"> & Pick<RentableNode, "discount_price">>;

/**
 * A node's extra fee in USD a month. The wire value is milli-USD a month: the chain keeps the farmer's fee
 * as mUSD per month (tfchain bills `fee_musd_per_month`) and the grid proxy passes it through. The original
 * console divided it by 1000 in its balance check but added it raw to the monthly cost, which made a $20
 * fee cost $20,000; every screen here converts it once, through this function (product-rules §9).
 */
export function extraFeeUsd(node: Pick<Priced, "extraFee">): number {
  return (node.extraFee ?? 0) / constants.extraFeeUnitsPerUsd;
}

/** A node's monthly price: discount_price, else price_usd, else 0, plus the extra fee (product-rules §9). */
export function nodePrice(node: Priced): number {
  return (node.discount_price ?? node.price_usd ?? 0) + extraFeeUsd(node);
}

/** The monthly price without the reserved-node discount: price_usd, else 0, plus the extra fee. */
export function listPrice(node: Priced): number {
  return (node.price_usd ?? 0) + extraFeeUsd(node);
}

/** The discount in whole percent when the server gives a price below the list price, else 0. */
export function discountPercent(node: Priced): number {
  const list = listPrice(node);
  const price = nodePrice(node);
  return list > 0 && price < list ? Math.round((1 - price / list) * 100) : 0;
}

/** The total monthly cost of a set of nodes. */
export function monthlyCost(nodes: readonly Priced[]): number {
  return nodes.reduce((sum, node) => sum + nodePrice(node), 0);
}

/** A node's hourly price (a month is 720 hours on the server). */
export function hourlyPrice(node: Priced): number {
  return nodePrice(node) / constants.hoursPerMonth;
}

/**
 * The balance the server wants before it reserves a node: one hour of `price_usd` (the undiscounted price,
 * without the extra fee), which (balance − debt) must cover, or the reservation is refused with "You should
 * at least have enough balance for one hour".
 */
export function reserveBalanceNeeded(node: Pick<Priced, "price_usd">): number {
  return (node.price_usd ?? 0) / constants.hoursPerMonth;
}

/** What a VM takes from its node: vCPU, and RAM and SSD (its disk plus the root filesystem) in bytes. */
export interface VmResources {
  cpu: number;
  memory: number;
  storage: number;
}

/** The resources a node has in all (`total_resources`): cores, and RAM and SSD in bytes. */
export type NodeCapacity = Pick<GridNodeResources, "cru" | "mru" | "sru">;

const MB = 1024 ** 2;

/** A deployed VM's resources: the server keeps its sizes in MB. */
export function clusterVmResources(vm: Pick<ClusterNode, "cpu" | "memory" | "root_size" | "disk_size">): VmResources {
  return { cpu: vm.cpu, memory: vm.memory * MB, storage: (vm.root_size + vm.disk_size) * MB };
}

/**
 * How much of a node a VM takes: the largest of its shares of the node's cores, RAM and SSD, at most the
 * whole node (a node reporting none of a resource the VM asks for counts as wholly taken).
 */
export function vmShare(capacity: NodeCapacity, vm: VmResources): number {
  const part = (asked: number, total: number) => (total > 0 ? asked / total : asked > 0 ? 1 : 0);
  return Math.min(
    1,
    Math.max(part(vm.cpu, capacity.cru), part(vm.memory, capacity.mru), part(vm.storage, capacity.sru)),
  );
}

/**
 * An ESTIMATE of what a VM on a shared node (one the user does not rent) costs a month. The server bills
 * only the rent of reserved nodes (their invoices and debt): a VM on a node the user rents costs nothing
 * more. A VM on a shared node is paid from the account's on-chain balance by the grid, whose rule the
 * server does not state; the estimate is the VM's share of the node (`vmShare`) at the node's list price
 * (`price_usd` plus the extra fee: no reserved-node discount, "shared nodes at full price").
 */
export function sharedVmPrice(node: Priced & { total_resources: NodeCapacity }, vm: VmResources): number {
  return listPrice(node) * vmShare(node.total_resources, vm);
}

/** Bytes → GB (1024³), unrounded. */
export function bytesToGB(bytes: number): number {
  return bytes / constants.bytesPerGB;
}

/** Splits nodes into healthy and unhealthy ones. */
export function splitByHealth<T extends { healthy?: boolean | null }>(nodes: readonly T[]) {
  return {
    healthy: nodes.filter((node) => node.healthy === true),
    unhealthy: nodes.filter((node) => node.healthy !== true),
  };
}

/** The derived figures of a reserved node: cpu = cru, memory and storage in whole GB. */
export function nodeCapacity(node: { total_resources: Pick<GridNodeResources, "cru" | "mru" | "sru"> }) {
  const { cru, mru, sru } = node.total_resources;
  return { cpu: cru, memoryGB: Math.round(bytesToGB(mru)), storageGB: Math.round(bytesToGB(sru)) };
}
