import { describe, expect, it } from "vitest";
import { clusterCost, runwayDays, vmCost } from "./cluster-cost.ts";
import { placementNodes } from "./placement.ts";
import { gridNode, rentedNode } from "./test-support/placement-nodes.ts";

const GB = 1024 ** 3;
/** 2 vCPU, 4 GB RAM, 25 GB disk + 5 GB root filesystem: the wizard's default VM. */
const vm = { cpu: 2, memory: 4 * GB, storage: 30 * GB };

// Nodes of 8 vCPU, 16 GB RAM and 100 GB SSD: the default VM takes 30 % of the SSD, its largest share.
const nodes = new Map(
  placementNodes(
    [gridNode(1, { price: 100 }), gridNode(2, { price: 50, extraFee: 20_000 })],
    [rentedNode(3, { price: 144 }), rentedNode(4, { price: 60, extraFee: 10_000 })],
  ).map((node) => [node.nodeId, node]),
);

/** The cost of the default VM as master1, worker1, worker2… on these nodes (null: no node chosen yet). */
const costOn = (...nodeIds: (number | null)[]) =>
  clusterCost(
    nodeIds.map((nodeId, i) => ({ name: i === 0 ? "master1" : `worker${i}`, nodeId, resources: vm })),
    nodes,
  );
const lines = (cost: ReturnType<typeof clusterCost>) => cost.lines.map((line) => [line.vm, line.monthly, line.basis]);

describe("what a cluster adds to the bill", () => {
  it("adds nothing for a VM on a node the user rents: its rent is the bill, counted once in My Nodes", () => {
    const cost = costOn(3, 4, 4);
    expect(lines(cost)).toEqual([
      ["master1", 0, "rent"],
      ["worker1", 0, "rent"],
      ["worker2", 0, "rent"],
    ]);
    expect(cost).toMatchObject({ monthly: 0, hourly: 0, estimated: false, partial: false, rentedNodes: [3, 4] });
    // The rent the note names: $72 (144 at half) + $40 ($30 at half and a $10 fee), each node once.
    expect(cost.rent).toBe(112);
  });

  it("estimates a VM on a shared node as its share of the node's list price (extra fee in, no discount)", () => {
    const cost = costOn(3, 1, 2);
    // 30 % of $100, and 30 % of $50 + $20.
    expect(lines(cost)).toEqual([
      ["master1", 0, "rent"],
      ["worker1", 30, "estimate"],
      ["worker2", 21, "estimate"],
    ]);
    expect(cost.monthly).toBe(51);
    expect(cost.hourly).toBeCloseTo(51 / 720, 10);
    expect(cost).toMatchObject({ estimated: true, partial: false, rentedNodes: [3], rent: 72 });
  });

  it("is never the node's whole price for a small VM, and a bigger VM takes a bigger share", () => {
    const shared = nodes.get(1)!;
    expect(vmCost(shared, vm).monthly).toBeLessThan(shared.price);
    expect(vmCost(shared, { cpu: 4, memory: 4 * GB, storage: 30 * GB }).monthly).toBe(50);
    expect(vmCost(shared, { cpu: 16, memory: 4 * GB, storage: 30 * GB }).monthly).toBe(100);
  });

  it("leaves out VMs without a node, and says when a node's price is unknown", () => {
    const cost = costOn(1, null, 404);
    expect(cost).toMatchObject({ monthly: 30, partial: true });
    expect(cost.lines.map((line) => [line.vm, line.basis])).toEqual([
      ["master1", "estimate"],
      ["worker2", "unknown"],
    ]);
  });
});

describe("the balance's runway", () => {
  it("is the whole days the balance pays at the hourly price", () => {
    // $72 a month is $2.40 a day.
    expect(runwayDays(24, 72)).toBe(10);
    expect(runwayDays(23.99, 72)).toBe(9);
    expect(runwayDays(2.39, 72)).toBe(0);
  });

  it("is 0 without a balance (or with debt), and none for what costs nothing", () => {
    expect(runwayDays(0, 72)).toBe(0);
    expect(runwayDays(-5, 72)).toBe(0);
    expect(runwayDays(50, 0)).toBeNull();
  });
});
