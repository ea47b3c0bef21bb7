import type { Needs } from "@kubecloud/sdk";

// What the console needs of an item to show it or act on it (a row, a marker, a placement choice). Only these
// fields are checked: an item lacking one is left out of its list and counted; drift in any other field never
// hides it (the SDK reports that drift, see `onDrift`). needs.test.ts holds each path to the contract.

/** A cluster (`Deployment`): its name, and each VM's grid node, role and size (rows, totals, prices). */
export const clusterNeeds = {
  "cluster.name": "string",
  "cluster.nodes": "list",
  "cluster.nodes[].name": "string",
  "cluster.nodes[].node_id": "number",
  "cluster.nodes[].type": "string",
  "cluster.nodes[].cpu": "number",
  "cluster.nodes[].memory": "number",
  "cluster.nodes[].root_size": "number",
  "cluster.nodes[].disk_size": "number",
} as const satisfies Needs;

/** A grid node (`GridNode`, `RentableNode`): who and where it is, its capacity and use, and its price. */
export const gridNodeNeeds = {
  nodeId: "number",
  farmId: "number",
  farmName: "string",
  country: "string",
  price_usd: "number",
  "total_resources.cru": "number",
  "total_resources.mru": "number",
  "total_resources.sru": "number",
  "used_resources.cru": "number",
  "used_resources.mru": "number",
  "used_resources.sru": "number",
} as const satisfies Needs;
