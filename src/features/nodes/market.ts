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
 * A node of the marketplace (its whole capacity: a reserved node is the whole machine) with every figure the list shows, filters and sorts on, worked out once when the
 * data arrives (so filtering 10,000 nodes compares numbers, and never converts bytes or prices again).
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
  /** Lower-case text the free-text filter searches: node id, farm name and farm id. */
  search: string;
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
    search: `${node.nodeId} ${node.farmName} ${node.farmId}`.toLowerCase(),
  };
}

/**
 * The marketplace: every node of the grid's public list, each replaced by the server's own offer when it made
 * one (with `discount_price`), and offers the list lacks added after it.
 */
export function marketNodes(grid: readonly GridNode[], offers: readonly RentableNode[] = []): MarketNode[] {
  const offered = new Map(offers.map((node) => [node.nodeId, node]));
  const nodes = grid.map((node) => {
    const offer = offered.get(node.nodeId);
    offered.delete(node.nodeId);
    return toMarketNode(offer ?? node);
  });
  for (const offer of offered.values()) nodes.push(toMarketNode(offer));
  return nodes;
}
