import { describe, expect, it } from "vitest";
import type { Deployment } from "./generated/models.ts";
import { monthlySpend } from "./account-spend.ts";
import { runway, spendBreakdown, type SpendBreakdown } from "./runway.ts";
import { contractExample } from "./test-support/fake-fetch.ts";
import { gridNode, rentedNode } from "./test-support/placement-nodes.ts";

// Nodes of 8 vCPU, 16 GB RAM and 100 GB SSD. A VM of 2 vCPU, 4 GB RAM, 25 GB disk + 5 GB root filesystem
// takes 30 % of one (its SSD share), so on a shared node of $100 a month it is estimated at $30.

/** A cluster whose VMs (2 vCPU, 4 GB, 25 GB disk) run on the given grid nodes. */
function cluster(name: string, nodeIds: number[]): Deployment {
  const base = contractExample<{ deployments: Deployment[] }>("DeploymentListTwo").deployments[0];
  const vm = base.cluster.nodes[0];
  return {
    ...base,
    project_name: `kc12${name}`,
    cluster: {
      ...base.cluster,
      name,
      nodes: nodeIds.map((node_id, i) => ({
        ...vm,
        name: `kc12${name}vm${i}`,
        original_name: `vm${i}`,
        node_id,
        cpu: 2,
        memory: 4096,
        disk_size: 25 * 1024,
        root_size: 5 * 1024,
      })),
    },
  };
}

const balance = (balance_usd: number, debt_usd = 0, pending_balance_usd = 0) => ({
  balance_usd,
  debt_usd,
  pending_balance_usd,
});

/** A spend of `monthly` USD a month (one reserved node at that rent). */
const spendOf = (monthly: number): SpendBreakdown => spendBreakdown([], [rentedNode(1, { price: monthly * 2 })], []);

describe("what spends the balance", () => {
  it("lists each cluster (its VMs on shared nodes) and each reserved node (its rent), largest first", () => {
    const spend = spendBreakdown(
      [cluster("small", [1]), cluster("big", [1, 2, 2])],
      [rentedNode(3, { price: 144 }), rentedNode(4, { price: 60, extraFee: 10_000 })],
      [gridNode(1, { price: 100 }), gridNode(2, { price: 50, extraFee: 20_000 })],
    );
    // big: $30 on node 1 and 2 × (30 % of $50 + $20) = $72; the nodes at half price: $72 and $30 + the $10 fee.
    expect(spend.items.map((item) => [item.kind === "cluster" ? item.name : item.nodeId, item.monthly])).toEqual([
      ["big", 72],
      [3, 72],
      [4, 40],
      ["small", 30],
    ]);
    expect(spend.monthly).toBe(214);
    expect(spend.hourly).toBeCloseTo(214 / 720, 10);
    expect(spend.items[0]).toMatchObject({ hourly: 0.1, estimated: true, unknown: 0 });
    expect(spend.items[1]).toMatchObject({ kind: "node", hourly: 0.1, estimated: false });
    expect(spend).toMatchObject({ unknown: 0, estimated: true });
  });

  it("counts a reserved node that a cluster also uses once, as its rent: the cluster's VMs on it add nothing", () => {
    const spend = spendBreakdown([cluster("prod", [3, 3, 1])], [rentedNode(3, { price: 144 })], [gridNode(1)]);
    expect(spend.items).toEqual([
      { kind: "node", nodeId: 3, monthly: 72, hourly: 0.1, estimated: false, unknown: 0 },
      { kind: "cluster", name: "prod", monthly: 30, hourly: 30 / 720, estimated: true, unknown: 0 },
    ]);
    expect(spend.monthly).toBe(102);
  });

  it("keeps a cluster wholly on reserved nodes as an item of $0, not an estimate", () => {
    const spend = spendBreakdown([cluster("prod", [3])], [rentedNode(3, { price: 100 })], undefined);
    expect(spend.items.at(-1)).toEqual({
      kind: "cluster",
      name: "prod",
      monthly: 0,
      hourly: 0,
      estimated: false,
      unknown: 0,
    });
    expect(spend).toMatchObject({ monthly: 50, estimated: false });
  });

  it("counts the VMs whose node cannot be read as unknown and leaves them out of the figures", () => {
    // Node 9 is not listed any more; the grid could not be read at all in the second case.
    const spend = spendBreakdown([cluster("prod", [1, 9, 9])], [], [gridNode(1)]);
    expect(spend.items).toEqual([
      { kind: "cluster", name: "prod", monthly: 30, hourly: 30 / 720, estimated: true, unknown: 2 },
    ]);
    expect(spend.unknown).toBe(2);
    const unread = spendBreakdown([cluster("prod", [1]), cluster("dev", [2])], [], undefined);
    expect(unread).toMatchObject({ monthly: 0, unknown: 2, estimated: false });
  });

  it("agrees with monthlySpend, which the deploy review's runway uses", () => {
    const clusters = [cluster("prod", [3, 1, 9]), cluster("dev", [2, 2])];
    const rented = [rentedNode(3, { price: 144 }), rentedNode(4, { price: 60, extraFee: 10_000 })];
    const grid = [gridNode(1, { price: 100 }), gridNode(2, { price: 50, extraFee: 20_000 })];
    const spend = spendBreakdown(clusters, rented, grid);
    const account = monthlySpend(clusters, rented, grid);
    expect(spend.monthly).toBeCloseTo(account.rent + account.shared, 10);
    expect(spend.unknown).toBe(account.unknown);
  });

  it("orders equal figures clusters first, by name, then nodes by id", () => {
    const spend = spendBreakdown(
      [cluster("beta", [1]), cluster("alpha", [2])],
      [rentedNode(20, { price: 60 }), rentedNode(3, { price: 60 })],
      [gridNode(1), gridNode(2)],
    );
    expect(spend.items.map((item) => (item.kind === "cluster" ? item.name : item.nodeId))).toEqual([
      "alpha",
      "beta",
      3,
      20,
    ]);
  });
});

describe("how long the balance lasts", () => {
  it("is 'not spending' when nothing costs anything, whatever the balance", () => {
    const none = runway(balance(50), spendBreakdown([], [], undefined));
    expect(none).toMatchObject({ state: "not-spending", hours: null, days: null, available: 50, monthly: 0 });
    const free = runway(balance(0, 5), spendBreakdown([cluster("prod", [3])], [], [])); // its node unknown
    expect(free).toMatchObject({ state: "not-spending", hours: null, available: -5, debt: 5, unknown: 1 });
  });

  it("divides the balance net of debt by the hourly spend, without the pending balance", () => {
    // $72 a month is $0.10 an hour: $10 lasts 100 hours, 4 whole days; $20 pending is not counted.
    const r = runway(balance(10, 0, 20), spendOf(72));
    expect(r).toMatchObject({ state: "days", hours: 100, days: 4, available: 10, pending: 20 });
  });

  it("says 'hours' under a day, 'days' from exactly 24 hours on", () => {
    // $0.10 an hour.
    expect(runway(balance(2.3), spendOf(72))).toMatchObject({ state: "hours", days: 0 });
    expect(runway(balance(2.3), spendOf(72)).hours).toBeCloseTo(23, 10);
    expect(runway(balance(2.4), spendOf(72))).toMatchObject({ state: "days", hours: 24, days: 1 });
    expect(runway(balance(16.7), spendOf(72))).toMatchObject({ state: "days", days: 6 });
    expect(runway(balance(16.8), spendOf(72))).toMatchObject({ state: "days", hours: 168, days: 7 });
  });

  it("is 0 with a debt the balance does not cover, and names what stops: the reserved nodes and the clusters", () => {
    const spend = spendBreakdown([cluster("prod", [3, 1])], [rentedNode(3), rentedNode(4)], [gridNode(1)]);
    const r = runway(balance(10, 12.5), spend);
    expect(r).toMatchObject({ state: "debt", hours: 0, days: 0, available: -2.5, debt: 12.5 });
    expect(r.stops).toEqual({ reservedNodes: 2, clusters: 1 });
    expect(runway(balance(12.5, 12.5), spend)).toMatchObject({ state: "debt", hours: 0 });
  });

  it("pays a debt the balance covers first: the runway is what is left after it", () => {
    // $87.50 left after the debt, at $72 a month ($0.10 an hour): 875 hours, 36 days.
    expect(runway(balance(100, 12.5), spendOf(72))).toMatchObject({
      state: "days",
      available: 87.5,
      debt: 12.5,
      hours: 875,
      days: 36,
    });
  });

  it("is 'empty' when nothing is left yet no debt has been counted", () => {
    expect(runway(balance(0), spendOf(72))).toMatchObject({ state: "empty", hours: 0, days: 0 });
  });
});
