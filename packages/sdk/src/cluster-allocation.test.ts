import { describe, expect, it } from "vitest";
import { clusterAllocation, splitCents, type LiveVm } from "./cluster-allocation.ts";
import { placementNodes } from "./placement.ts";
import { gridNode, rentedNode } from "./test-support/placement-nodes.ts";

const GB = 1024 ** 3;
/** 2 vCPU, 4 GB RAM, 25 GB disk + 5 GB root filesystem: the wizard's default VM. */
const vm = { cpu: 2, memory: 4 * GB, storage: 30 * GB };

// Nodes of 8 vCPU, 16 GB RAM and 100 GB SSD unless said otherwise.
const nodes = new Map(
  placementNodes(
    [gridNode(1, { price: 100 }), gridNode(2, { price: 50, cpu: 16, memoryGb: 64, ssdGb: 1000 })],
    [rentedNode(3, { price: 144 })],
  ).map((node) => [node.nodeId, node]),
);

describe("a cluster's allocation and cost per node", () => {
  it("gives a VM on a node the user rents its share of the node, and $0 in the rent", () => {
    const {
      nodes: rows,
      cost,
      monthlyCents,
    } = clusterAllocation([{ name: "master1", nodeId: 3, resources: vm }], nodes);
    expect(rows).toEqual([
      {
        nodeId: 3,
        vms: ["master1"],
        allocated: { cpu: 2, memoryGB: 4, storageGB: 30 },
        capacity: { cpu: 8, memoryGB: 16, storageGB: 100 },
        fractions: { cpu: 0.25, memory: 0.25, storage: 0.3 },
        used: undefined,
        usedFractions: undefined,
        monthly: 0,
        monthlyCents: 0,
        basis: "rent",
      },
    ]);
    expect(cost.monthly).toBe(0);
    expect(monthlyCents).toBe(0);
  });

  it("says a node the grid no longer lists is unknown: allocation still counted, no capacity, no price", () => {
    const { nodes: rows, cost } = clusterAllocation(
      [
        { name: "master1", nodeId: 1, resources: vm },
        { name: "worker1", nodeId: 99, resources: vm },
      ],
      nodes,
    );
    expect(rows[1]).toMatchObject({
      nodeId: 99,
      vms: ["worker1"],
      allocated: { cpu: 2, memoryGB: 4, storageGB: 30 },
      capacity: undefined,
      fractions: { cpu: undefined, memory: undefined, storage: undefined },
      monthly: undefined,
      monthlyCents: undefined,
      basis: "unknown",
    });
    // The shared node's estimate is the whole known total: 30 % of $100.
    expect(rows[0]).toMatchObject({ nodeId: 1, monthly: 30, monthlyCents: 3000, basis: "estimate" });
    expect(cost).toMatchObject({ monthly: 30, partial: true });
  });

  it("adds up several VMs on one node against that node's capacity, and their estimates", () => {
    const { nodes: rows, cost } = clusterAllocation(
      [
        { name: "master1", nodeId: 1, resources: vm },
        { name: "worker1", nodeId: 1, resources: { cpu: 4, memory: 2 * GB, storage: 10 * GB } },
        { name: "worker2", nodeId: 3, resources: vm },
      ],
      nodes,
    );
    expect(rows.map((row) => row.nodeId)).toEqual([1, 3]);
    expect(rows[0]).toMatchObject({
      vms: ["master1", "worker1"],
      allocated: { cpu: 6, memoryGB: 6, storageGB: 40 },
      fractions: { cpu: 0.75, memory: 0.375, storage: 0.4 },
      // 30 % (SSD) and 50 % (vCPU) of $100.
      monthly: 80,
      basis: "estimate",
    });
    expect(rows[1]).toMatchObject({ vms: ["worker2"], monthly: 0, basis: "rent" });
    expect(cost.monthly).toBe(80);
  });

  it("adds live usage when the server measures it: cores × usage, RAM and data disk in use", () => {
    const live: LiveVm[] = [
      { node_id: 1, cpu_cores: 2, cpu_usage_percent: 50, memory_used_bytes: 2 * GB, disk_used_bytes: 5 * GB },
      { node_id: 1, cpu_cores: 2, cpu_usage_percent: 25, memory_used_bytes: 2 * GB, disk_used_bytes: 15 * GB },
    ];
    const { nodes: rows } = clusterAllocation(
      [
        { name: "master1", nodeId: 1, resources: vm },
        { name: "worker1", nodeId: 1, resources: vm },
        { name: "worker2", nodeId: 99, resources: vm },
      ],
      nodes,
      live,
    );
    expect(rows[0].used).toEqual({ cpu: 1.5, memoryGB: 4, storageGB: 20 });
    expect(rows[0].usedFractions).toEqual({ cpu: 0.1875, memory: 0.25, storage: 0.2 });
    // No figures for a node with no measured VM, nor fractions for an unknown node.
    expect(rows[1]).toMatchObject({ used: undefined, usedFractions: undefined });
  });

  it("leaves out VMs not placed on a node", () => {
    const { nodes: rows } = clusterAllocation([{ name: "master1", nodeId: null, resources: vm }], nodes);
    expect(rows).toEqual([]);
  });

  it("rounds each node's figure to cents so the nodes add up to the cluster's total", () => {
    // A third of node 1's vCPU, three times over: $33.333… each, $100 in all.
    const third = { cpu: 8 / 3, memory: GB, storage: GB };
    const shared = new Map(
      placementNodes([gridNode(1, { price: 100 }), gridNode(2, { price: 100 }), gridNode(4, { price: 100 })], []).map(
        (node) => [node.nodeId, node],
      ),
    );
    const {
      nodes: rows,
      cost,
      monthlyCents,
    } = clusterAllocation(
      [
        { name: "a", nodeId: 1, resources: third },
        { name: "b", nodeId: 2, resources: third },
        { name: "c", nodeId: 4, resources: third },
      ],
      shared,
    );
    expect(cost.monthly).toBeCloseTo(100, 10);
    expect(rows.map((row) => row.monthlyCents)).toEqual([3334, 3333, 3333]);
    expect(monthlyCents).toBe(10000);
  });
});

describe("splitting a total into cents", () => {
  it("keeps exact cents exact, despite floating point", () => {
    expect(splitCents([12.3, 0.1, 0.2])).toEqual([1230, 10, 20]);
  });

  it("gives the spare cents to the largest remainders", () => {
    // 1.004 + 1.006 + 1.005 = 3.015 → 302 cents: the floors make 300, 1.006 and 1.005 take one each.
    expect(splitCents([1.004, 1.006, 1.005])).toEqual([100, 101, 101]);
    expect(splitCents([])).toEqual([]);
  });
});
