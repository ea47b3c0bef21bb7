import type { GridNode } from "@kubecloud/sdk";
import contract from "@kubecloud/sdk/openapi.json";

// Builders of realistic API data for tests, taken from the contract's own examples so that they always
// satisfy it; a test overrides only the fields it is about.

interface Examples {
  components: { examples: { GridNodeGrid: { value: { data: { nodes: GridNode[] } } } } };
}
const gridNodes = (contract as unknown as Examples).components.examples.GridNodeGrid.value.data.nodes;

/** A grid node as `GET /v1/nodes` sends it (the contract's first example node), with `overrides`. */
export function buildGridNode(overrides: Partial<GridNode> = {}): GridNode {
  return { ...structuredClone(gridNodes[0]), ...overrides };
}
