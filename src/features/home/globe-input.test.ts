import type { GridNode } from "@kubecloud/sdk";
import { describe, expect, it } from "vitest";
import { describeGlobe, toGlobeInput } from "./globe-input.ts";

const node = (nodeId: number, latitude: number | null, longitude: number | null, country: string) =>
  ({ nodeId, country, location: { country, city: "", latitude, longitude } }) as unknown as GridNode;

describe("toGlobeInput", () => {
  it("labels each node with its nodeId, else 'Node {n}', and counts the countries of placeable nodes", () => {
    const input = toGlobeInput([
      node(150, 51.05, 3.72, "Belgium"),
      node(0, 50.8, 4.3, "Belgium"),
      node(7, null, 10, "Egypt"),
      node(9, -33.9, 18.4, "South Africa"),
    ]);
    expect(input.labels).toEqual(["150", "Node 2", "7", "9"]);
    expect(Number.isNaN(input.nodes[2][0])).toBe(true);
    expect(input.countries).toBe(2);
  });

  it("describes the globe for the text alternative", () => {
    expect(describeGlobe(toGlobeInput([node(1, 1, 1, "Belgium"), node(2, 2, 2, "Egypt")]), false)).toBe(
      "Globe of 2 healthy nodes in 2 countries",
    );
    expect(describeGlobe(undefined, false)).toMatch(/loading/);
    expect(describeGlobe(undefined, true)).toMatch(/could not be loaded/);
  });
});
