import type { GridNode, RentableNode } from "@kubecloud/sdk";
import contract from "@kubecloud/sdk/openapi.json";

// Builders of realistic API data for tests, taken from the contract's own examples so that they always
// satisfy it; a test overrides only the fields it is about.

interface Examples {
  components: {
    examples: {
      GridNodeGrid: { value: { data: { nodes: GridNode[] } } };
      RentableNodeList: { value: { data: { nodes: RentableNode[] } } };
    };
  };
}
const { examples } = (contract as unknown as Examples).components;
const gridNodes = examples.GridNodeGrid.value.data.nodes;
const rentableNodes = examples.RentableNodeList.value.data.nodes;

/** A grid node as `GET /v1/nodes` sends it (the contract's first example node), with `overrides`. */
export function buildGridNode(overrides: Partial<GridNode> = {}): GridNode {
  return { ...structuredClone(gridNodes[0]), ...overrides };
}

/**
 * A node as `GET /v1/user/nodes/rentable` and `/rented` send it, with `discount_price`: the contract's example
 * node number `index` (0: node 1432 in Paris, $350.98 listed, $175.49 reserved, a $20 extra fee, 2 GPUs).
 */
export function buildRentableNode(overrides: Partial<RentableNode> = {}, index = 0): RentableNode {
  return { ...structuredClone(rentableNodes[index]), ...overrides };
}

/** The contract's grid example: 36 nodes on six continents. */
export function buildGrid(): GridNode[] {
  return structuredClone(gridNodes);
}
