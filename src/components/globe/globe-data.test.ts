import { describe, expect, it } from "vitest";
import { globeSize } from "./globe-data.ts";
import { samplingStep, toMarkers } from "./globe-markers.ts";

describe("toMarkers: node validation (product-rules §5)", () => {
  it.each([
    ["a valid node", [[51.05, 3.72]], 1],
    [
      "the edges of the range",
      [
        [90, 180],
        [-90, -180],
        [0, 0],
      ],
      3,
    ],
    ["latitude above 90", [[90.01, 0]], 0],
    ["latitude below -90", [[-91, 0]], 0],
    ["longitude above 180", [[0, 180.5]], 0],
    ["longitude below -180", [[0, -181]], 0],
    [
      "NaN",
      [
        [Number.NaN, 0],
        [0, Number.NaN],
      ],
      0,
    ],
    ["strings", [["51", "3"]], 0],
    ["null coordinates", [[null, 3]], 0],
    ["a node that is not a pair", [51, "x", null, {}], 0],
    [
      "a mix",
      [
        [10, 10],
        [100, 10],
        [Number.NaN, 1],
        [-45, 170],
      ],
      2,
    ],
  ])("%s", (_name, nodes, kept) => {
    expect(toMarkers(nodes).nodes).toHaveLength(kept);
  });

  it.each([
    ["undefined", undefined],
    ["null", null],
    ["an object", { 0: [1, 2] }],
    ["a string", "51,3"],
    ["an empty array", []],
  ])("draws nothing for %s", (_name, nodes) => {
    expect(toMarkers(nodes)).toEqual({ nodes: [], labels: [], sources: [] });
  });

  it("keeps a 0 coordinate (the existing front end dropped it)", () => {
    expect(toMarkers([[0, 6.5]]).nodes).toEqual([[0, 6.5]]);
  });
});

describe("toMarkers: labels (product-rules §3)", () => {
  const nodes = [
    [51.0543, 3.7174],
    [-33.9, 18.42],
  ];

  it.each([
    ["one label per node", ["150", "Node 2"], ["150", "Node 2"]],
    ["no labels", undefined, ["(51.05, 3.72)", "(-33.90, 18.42)"]],
    ["fewer labels than nodes", ["150"], ["(51.05, 3.72)", "(-33.90, 18.42)"]],
    ["more labels than nodes", ["150", "151", "152"], ["(51.05, 3.72)", "(-33.90, 18.42)"]],
    ["an empty label list", [], ["(51.05, 3.72)", "(-33.90, 18.42)"]],
  ])("%s", (_name, labels, expected) => {
    expect(toMarkers(nodes, labels).labels).toEqual(expected);
  });

  it("drops the label of an invalid node with the node, so the others keep theirs (and their index)", () => {
    expect(
      toMarkers(
        [
          [10, 10],
          [200, 0],
          [20, 20],
        ],
        ["a", "b", "c"],
      ),
    ).toEqual({
      nodes: [
        [10, 10],
        [20, 20],
      ],
      labels: ["a", "c"],
      sources: [0, 2],
    });
  });
});

describe("samplingStep (product-rules §9)", () => {
  it.each([
    // [width, height, step]: max(2, round(6 / sqrt(min(width, height) / 480)))
    [960, 480, 6],
    [800, 400, 7],
    [600, 300, 8],
    [400, 200, 9],
    [320, 160, 10],
    [1920, 1920, 3],
    [4000, 4000, 2],
    [20000, 20000, 2],
  ])("%i×%i px samples every %i pixels", (width, height, step) => {
    expect(samplingStep(width, height)).toBe(step);
  });
});

describe("globeSize (product-rules §2)", () => {
  it.each([
    [1440, undefined, 800],
    [1200, undefined, 720],
    [900, undefined, 600],
    [700, undefined, 600],
    [1440, 520, 520],
    [375, 342, 342],
  ])("window %i px, room %s px: %i px wide", (windowWidth, room, width) => {
    expect(globeSize(windowWidth, room)).toEqual({ width, height: width / 2 });
  });
});
