import {
  discountPercent,
  hourlyPrice,
  listPrice,
  nodeCapacity,
  nodePrice,
  type GridNode,
  type RentableNode,
} from "@kubecloud/sdk";

/** A node on offer, as the server sent it: rentable ones carry the reserved-node `discount_price`. */
export type OfferedNode = GridNode | RentableNode;

/**
 * A node of the marketplace (its whole capacity: a reserved node is the whole machine) with every figure the
 * list shows, worked out once when its page arrives.
 */
export interface MarketNode {
  node: OfferedNode;
  nodeId: number;
  /** Monthly USD (product-rules §9), the list price before the discount, and the discount in percent. */
  price: number;
  listPrice: number;
  discount: number;
  hourly: number;
  cpu: number;
  ramGB: number;
  /** SSD (sru) in GB: what the product calls a node's storage (product-rules §3). */
  storageGB: number;
  gpus: number;
  country: string;
  farm: string;
  uptime: number;
  latitude: number | null;
  longitude: number | null;
}

export function toMarketNode(node: OfferedNode): MarketNode {
  const { cpu, memoryGB, storageGB } = nodeCapacity(node);
  return {
    node,
    nodeId: node.nodeId,
    price: nodePrice(node),
    listPrice: listPrice(node),
    discount: discountPercent(node),
    hourly: hourlyPrice(node),
    cpu,
    ramGB: memoryGB,
    storageGB,
    gpus: node.num_gpu,
    country: node.country,
    farm: node.farmName,
    uptime: node.uptime,
    latitude: node.location?.latitude ?? null,
    longitude: node.location?.longitude ?? null,
  };
}

/**
 * A page of the marketplace: the grid's nodes, each replaced by the server's own offer when it made one (with
 * `discount_price`). Offers the page lacks are not added: they would ignore the server's filters and paging.
 */
export function marketNodes(
  grid: readonly GridNode[],
  offers: ReadonlyMap<number, RentableNode> = new Map(),
): MarketNode[] {
  return grid.map((node) => toMarketNode(offers.get(node.nodeId) ?? node));
}
