import { describe, expect, it } from "vitest";
import { clusterCost, runwayDays } from "./cluster-cost.ts";
import { placementNodes } from "./placement.ts";
import { gridNode, rentedNode } from "./test-support/placement-nodes.ts";

const nodes = new Map(
  placementNodes(
    [gridNode(1, { price: 100 }), gridNode(2, { price: 50, extraFee: 20_000 })],
    [rentedNode(3, { price: 144 })],
  ).map((node) => [node.nodeId, node]),
);

describe("a cluster's price", () => {
  it("adds each VM's node at its monthly price (reserved at the discount, extra fee in USD), per month and per hour", () => {
    const cost = clusterCost(
      [
        { name: "master1", nodeId: 3 },
        { name: "worker1", nodeId: 1 },
        { name: "worker2", nodeId: 2 },
      ],
      nodes,
    );
    expect(cost.lines).toEqual([
      { vm: "master1", nodeId: 3, monthly: 72, reserved: true },
      { vm: "worker1", nodeId: 1, monthly: 100, reserved: false },
      { vm: "worker2", nodeId: 2, monthly: 70, reserved: false },
    ]);
    expect(cost.monthly).toBe(242);
    expect(cost.hourly).toBeCloseTo(242 / 720, 10);
    expect(cost.partial).toBe(false);
  });

  it("leaves out VMs without a node, and says when a node's price is unknown", () => {
    const cost = clusterCost(
      [
        { name: "master1", nodeId: 1 },
        { name: "worker1", nodeId: null },
        { name: "worker2", nodeId: 404 },
      ],
      nodes,
    );
    expect(cost).toMatchObject({ monthly: 100, partial: true });
    expect(cost.lines.map((line) => line.vm)).toEqual(["master1", "worker2"]);
  });
});

describe("the balance's runway", () => {
  it("is the whole days the balance pays at the cluster's hourly price", () => {
    // $72 a month is $2.40 a day.
    expect(runwayDays(24, 72)).toBe(10);
    expect(runwayDays(23.99, 72)).toBe(9);
    expect(runwayDays(2.39, 72)).toBe(0);
  });

  it("is 0 without a balance (or with debt), and none for a cluster that costs nothing", () => {
    expect(runwayDays(0, 72)).toBe(0);
    expect(runwayDays(-5, 72)).toBe(0);
    expect(runwayDays(50, 0)).toBeNull();
  });
});
