import type { GridNode } from "@kubecloud/sdk";
import { isValidNode } from "../../components/globe/globe-data.ts";
import { formatWholeNumber } from "../../lib/whole-number.ts";

export interface GlobeInput {
  nodes: [number, number][];
  labels: string[];
  /** How many nodes the globe can place (valid coordinates), and in how many countries. */
  placed: number;
  countries: number;
}

/**
 * Grid nodes as globe input: [latitude, longitude] pairs and one label per node, the nodeId or else
 * "Node {n}" (product-rules §3). Missing coordinates become NaN, which the globe drops with their labels.
 */
export function toGlobeInput(nodes: readonly GridNode[]): GlobeInput {
  const countries = new Set<string>();
  const input: GlobeInput = { nodes: [], labels: [], placed: 0, countries: 0 };
  nodes.forEach((node, index) => {
    const pair: [number, number] = [node.location?.latitude ?? Number.NaN, node.location?.longitude ?? Number.NaN];
    input.nodes.push(pair);
    input.labels.push(node.nodeId ? String(node.nodeId) : `Node ${index + 1}`);
    if (!isValidNode(pair)) return;
    input.placed += 1;
    if (node.country) countries.add(node.country);
  });
  input.countries = countries.size;
  return input;
}

/** The globe's text alternative: how many nodes in how many countries. */
export function describeGlobe(input: GlobeInput | undefined, failed: boolean): string {
  if (failed) return "Globe of the grid; node locations could not be loaded";
  if (!input) return "Globe of the grid; loading node locations";
  const nodes = `${formatWholeNumber(input.placed)} healthy ${input.placed === 1 ? "node" : "nodes"}`;
  return `Globe of ${nodes} in ${formatWholeNumber(input.countries)} ${input.countries === 1 ? "country" : "countries"}`;
}
