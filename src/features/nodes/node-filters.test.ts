import { describe, expect, it } from "vitest";
import { constants } from "@kubecloud/sdk";
import { queryNodes } from "../../../packages/sandbox/src/grid-query.ts";
import { buildGrid, buildRentableNode } from "../../test/builders.ts";
import { marketNodes } from "./market.ts";
import { countFilters, noFilters, parseFilters, serverQuery, writeFilters, type NodeFilters } from "./node-filters.ts";

/** What the grid proxy (the sandbox's, the contract's 36 nodes) finds for `filters`, on the first page. */
const ids = (filters: Partial<NodeFilters>) =>
  queryNodes(buildGrid(), serverQuery({ ...noFilters, ...filters }) as Record<string, unknown>, undefined as never, {
    retCount: true,
    randomize: false,
  }).nodes.map((n) => n.nodeId);
const GB = constants.bytesPerGB;

describe("filters in the URL", () => {
  it("round-trips every filter and the sort, leaving defaults out", () => {
    const filters: NodeFilters = {
      cpu: 8,
      ram: 16,
      storage: 512,
      price: [20, 300],
      gpuOnly: true,
      country: "United States",
      text: "seine",
      sort: "cpu",
    };
    const params = writeFilters(filters);
    expect(params.toString()).toBe(
      "cpu=8&ram=16&storage=512&price=20-300&gpu=1&country=United+States&q=seine&sort=cpu",
    );
    expect(parseFilters(new URLSearchParams(params.toString()))).toEqual(filters);
    expect(writeFilters(noFilters).toString()).toBe("");
    expect(parseFilters(new URLSearchParams())).toEqual(noFilters);
  });

  it("reads a range link of before the server filtered as its minimum", () => {
    expect(parseFilters(new URLSearchParams("cpu=16-64&ram=32-256&storage=1024-4096"))).toMatchObject({
      cpu: 16,
      ram: 32,
      storage: 1024,
    });
  });

  it("keeps the parameters that are not filters (the selected node)", () => {
    const params = writeFilters({ ...noFilters, gpuOnly: true }, new URLSearchParams("node=1432&gpu=1&sort=cpu"));
    expect(params.toString()).toBe("node=1432&gpu=1");
  });

  it("ignores what it cannot read", () => {
    expect(parseFilters(new URLSearchParams("cpu=lots&ram=-4&storage=0&gpu=yes&sort=random&country="))).toEqual(
      noFilters,
    );
    expect(parseFilters(new URLSearchParams("price=300-20")).price).toEqual([20, 300]);
  });

  it("counts the filters that narrow the list (not the sort)", () => {
    expect(countFilters(noFilters)).toBe(0);
    expect(countFilters({ ...noFilters, sort: "uptime" })).toBe(0);
    expect(countFilters({ ...noFilters, country: "Kenya", gpuOnly: true, price: [0, 10] })).toBe(3);
  });
});

describe("serverQuery: the grid query the page sends", () => {
  it("asks for one page of the nodes on offer, cheapest first, with the count", () => {
    expect(serverQuery(noFilters)).toEqual({
      healthy: true,
      rentable: true,
      features: ["zmachine", "network"],
      sort_by: "price_usd",
      sort_order: "ASC",
      size: 50,
      ret_count: true,
    });
  });

  it("maps each filter to the grid proxy's own parameter (minimums in bytes)", () => {
    expect(
      serverQuery({
        ...noFilters,
        cpu: 16,
        ram: 32,
        storage: 1024,
        price: [50, 400],
        gpuOnly: true,
        country: "France",
      }),
    ).toMatchObject({
      total_cru: 16,
      total_mru: 32 * GB,
      total_sru: 1024 * GB,
      price_min: 50,
      price_max: 400,
      has_gpu: true,
      country: "France",
    });
    // The price slider's top end has no ceiling.
    expect(serverQuery({ ...noFilters, price: [50, 2000] })).not.toHaveProperty("price_max");
  });

  it("searches a node id exactly, anything else in farm names", () => {
    expect(serverQuery({ ...noFilters, text: "1432" })).toMatchObject({ node_id: 1432 });
    expect(serverQuery({ ...noFilters, text: "1432" })).not.toHaveProperty("farm_name_contains");
    expect(serverQuery({ ...noFilters, text: "Seine" })).toMatchObject({ farm_name_contains: "Seine" });
    expect(serverQuery({ ...noFilters, text: "Seine" })).not.toHaveProperty("node_id");
  });

  it("sorts on the server by the sort's field", () => {
    const sorts = ["price-asc", "price-desc", "cpu", "ram", "storage", "uptime"] as const;
    expect(sorts.map((sort) => serverQuery({ ...noFilters, sort })).map((q) => `${q.sort_by} ${q.sort_order}`)).toEqual(
      ["price_usd ASC", "price_usd DESC", "total_cru DESC", "total_mru DESC", "total_sru DESC", "uptime DESC"],
    );
  });

  it("finds on the grid proxy what each filter means", () => {
    expect(ids({ gpuOnly: true, country: "France" })).toEqual([1432]);
    expect(ids({ gpuOnly: true })).toEqual([1875, 912, 4190, 1432, 4078]); // cheapest first
    expect(ids({ cpu: 96 })).toEqual([4078]); // 1290 has 96 cores too, but is not on offer
    expect(ids({ text: "1432" })).toEqual([1432]);
    expect(ids({ text: "seine" })).toEqual([1432]);
    expect(ids({ text: "SEINE" })).toEqual([1432]); // in any case
    const grid = buildGrid();
    const big = (id: number) => grid.find((n) => n.nodeId === id)!.total_resources;
    for (const id of ids({ ram: 100, storage: 1000 })) {
      expect(big(id).mru).toBeGreaterThanOrEqual(100 * GB);
      expect(big(id).sru).toBeGreaterThanOrEqual(1000 * GB);
    }
    // The server orders by the list price (`price_usd`), before a farm's extra fee.
    const price = (id: number) => grid.find((n) => n.nodeId === id)!.price_usd;
    const cheapest = ids({}).map(price);
    expect(cheapest).toEqual([...cheapest].sort((a, b) => a - b));
    expect(ids({ sort: "price-desc" })[0]).toBe(4078);
  });
});

describe("the market", () => {
  it("uses the server's offer (with its discount) in place of the public node, and adds none", () => {
    const offer = buildRentableNode();
    const nodes = marketNodes(buildGrid(), new Map([[offer.nodeId, offer]]));
    const node = nodes.find((n) => n.nodeId === 1432)!;
    expect(nodes).toHaveLength(36);
    expect(node.price).toBeCloseTo(195.49, 10); // $175.49 + a $20 fee
    expect(node.listPrice).toBeCloseTo(370.98, 10);
    expect(node.discount).toBe(47);
    expect(node.hourly).toBeCloseTo(195.49 / 720, 10);
    // An offer the page lacks is not appended: it would ignore the server's filters and paging.
    expect(marketNodes([], new Map([[offer.nodeId, offer]]))).toEqual([]);
  });
});
