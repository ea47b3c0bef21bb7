// Grid nodes with round, readable resources for the placement tests: the SDK's own fixture, so that the console's
// tests and the SDK's resize the contract's node alike.
export { gridNode, rentedNode, type NodeShape } from "../../packages/sdk/src/test-support/placement-nodes.ts";
