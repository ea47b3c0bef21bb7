import { constants } from "./generated/constants.ts";
import type { GridNode, GridNodeResources, RentableNode } from "./generated/models.ts";

/** The price fields of a node (monthly USD). `discount_price` is only on rentable and rented nodes. */
export type Priced = Partial<Pick<GridNode, "price_usd" | "extraFee"> & Pick<RentableNode, "discount_price">>;

/** A node's monthly price: discount_price, else price_usd, else 0, plus extraFee (product-rules §9). */
export function nodePrice(node: Priced): number {
  return (node.discount_price ?? node.price_usd ?? 0) + (node.extraFee ?? 0);
}

/** The total monthly cost of a set of nodes. */
export function monthlyCost(nodes: readonly Priced[]): number {
  return nodes.reduce((sum, node) => sum + nodePrice(node), 0);
}

/** A node's hourly price (a month is 720 hours on the server). */
export function hourlyPrice(node: Priced): number {
  return nodePrice(node) / constants.hoursPerMonth;
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
