import type { GridNode, GridNodeGpu, RentableNode } from "../generated/models.ts";
import { contractExample } from "./fake-fetch.ts";

// Grid nodes with round, readable resources for the placement tests (the contract's node, resized).

const GB = 1024 ** 3;

export interface NodeShape {
  cpu?: number;
  memoryGb?: number;
  ssdGb?: number;
  /** Monthly list price (price_usd). */
  price?: number;
  /** Milli-USD a month, as the wire has it. */
  extraFee?: number;
  healthy?: boolean;
  farmId?: number;
  farmName?: string;
  country?: string;
  gpus?: GridNodeGpu[];
}

/** A healthy grid node with everything free: 8 vCPU, 16 GB RAM, 100 GB SSD, $100 a month by default. */
export function gridNode(nodeId: number, shape: NodeShape = {}): GridNode {
  const { cpu = 8, memoryGb = 16, ssdGb = 100, price = 100, extraFee = 0, healthy = true } = shape;
  const base = contractExample<{ data: { nodes: GridNode[] } }>("GridNodeGrid").data.nodes[0];
  return {
    ...base,
    nodeId,
    farmId: shape.farmId ?? nodeId,
    farmName: shape.farmName ?? `Farm ${nodeId}`,
    country: shape.country ?? "Belgium",
    healthy,
    status: healthy ? "up" : "down",
    price_usd: price,
    extraFee,
    total_resources: { cru: cpu, mru: memoryGb * GB, sru: ssdGb * GB, hru: 0 },
    used_resources: { cru: 0, mru: 0, sru: 0, hru: 0 },
    gpus: shape.gpus ?? [],
    num_gpu: shape.gpus?.length ?? 0,
  };
}

/** The same node as the rented list sends it: reserved by the user, at half the list price. */
export function rentedNode(nodeId: number, shape: NodeShape = {}): RentableNode {
  const node = gridNode(nodeId, shape);
  return { ...node, rented: true, discount_price: node.price_usd / 2 };
}
