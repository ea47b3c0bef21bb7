import { describe, expect, it } from "vitest";
import { buildGrid, buildRentableNode } from "../../test/builders.ts";
import { marketNodes } from "./market.ts";
import {
  applyFilters,
  filterBounds,
  countFilters,
  noFilters,
  parseFilters,
  writeFilters,
  type NodeFilters,
} from "./node-filters.ts";

const market = () => marketNodes(buildGrid());
const ids = (filters: Partial<NodeFilters>) =>
  applyFilters(market(), { ...noFilters, ...filters }).map((n) => n.nodeId);

describe("filters in the URL", () => {
  it("round-trips every filter and the sort, leaving defaults out", () => {
    const filters: NodeFilters = {
      cpu: [8, 64],
      ram: [16, 256],
      storage: [512, 4096],
      price: [20, 300],
      gpuOnly: true,
      countries: ["France", "United States"],
      text: "seine",
      sort: "cpu",
    };
    const params = writeFilters(filters);
    expect(params.toString()).toBe(
      "cpu=8-64&ram=16-256&storage=512-4096&price=20-300&gpu=1&country=France&country=United+States&q=seine&sort=cpu",
    );
    expect(parseFilters(new URLSearchParams(params.toString()))).toEqual(filters);
    expect(writeFilters(noFilters).toString()).toBe("");
    expect(parseFilters(new URLSearchParams())).toEqual(noFilters);
  });

  it("keeps the parameters that are not filters (the selected node)", () => {
    const params = writeFilters({ ...noFilters, gpuOnly: true }, new URLSearchParams("node=1432&gpu=1&sort=cpu"));
    expect(params.toString()).toBe("node=1432&gpu=1");
  });

  it("ignores what it cannot read", () => {
    expect(parseFilters(new URLSearchParams("cpu=lots&ram=-4&gpu=yes&sort=random&country="))).toEqual(noFilters);
    expect(parseFilters(new URLSearchParams("price=300-20")).price).toEqual([20, 300]);
  });

  it("counts the filters that narrow the list (not the sort)", () => {
    expect(countFilters(noFilters)).toBe(0);
    expect(countFilters({ ...noFilters, sort: "uptime" })).toBe(0);
    expect(countFilters({ ...noFilters, countries: ["Kenya", "Egypt"], gpuOnly: true, price: [0, 10] })).toBe(3);
  });
});

describe("applyFilters", () => {
  it("filters by GPU and country", () => {
    expect(ids({ gpuOnly: true, countries: ["France"] })).toEqual([1432]);
    expect(ids({ gpuOnly: true })).toEqual([1875, 912, 4190, 1432, 4078]); // cheapest first
  });

  it("filters by CPU, RAM, storage and price ranges (price in whole dollars, fee included)", () => {
    expect(ids({ cpu: [96, 128] })).toEqual([1290, 4078]);
    expect(ids({ price: [650, 650] })).toEqual([4078]); // $600 + a $50 extra fee
    const found = applyFilters(market(), { ...noFilters, ram: [100, 200], storage: [1000, 100_000] });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((n) => n.ramGB >= 100 && n.ramGB <= 200 && n.storageGB >= 1000)).toBe(true);
  });

  it("searches node ids and farms", () => {
    expect(ids({ text: "1432" })).toEqual([1432]);
    expect(ids({ text: "SEINE" })).toEqual([1432]);
    expect(ids({ text: "freefarm" })).toEqual([150, 87]);
  });

  it("sorts by price both ways, CPU, RAM, storage and uptime, ties by node id", () => {
    const cheapest = ids({});
    expect(cheapest[0]).toBe(5902); // $20
    expect(ids({ sort: "price-desc" })[0]).toBe(4078);
    for (const [sort, read] of [
      ["cpu", (n: { cpu: number }) => n.cpu],
      ["ram", (n: { ramGB: number }) => n.ramGB],
      ["storage", (n: { storageGB: number }) => n.storageGB],
      ["uptime", (n: { uptime: number }) => n.uptime],
    ] as const) {
      const values = applyFilters(market(), { ...noFilters, sort }).map((n) => read(n as never));
      expect(values).toEqual([...values].sort((a, b) => b - a));
    }
    const sameCpu = applyFilters(market(), { ...noFilters, cpu: [16, 16], sort: "cpu" }).map((n) => n.nodeId);
    expect(sameCpu).toEqual([...sameCpu].sort((a, b) => a - b));
  });
});

describe("the market", () => {
  it("uses the server's offer (with its discount) in place of the public node", () => {
    const offer = buildRentableNode();
    const nodes = marketNodes(buildGrid(), [offer]);
    const node = nodes.find((n) => n.nodeId === 1432)!;
    expect(nodes).toHaveLength(36);
    expect(node.price).toBeCloseTo(195.49, 10); // $175.49 + a $20 fee
    expect(node.listPrice).toBeCloseTo(370.98, 10);
    expect(node.discount).toBe(47);
    expect(node.hourly).toBeCloseTo(195.49 / 720, 10);
    expect(marketNodes([], [offer]).map((n) => n.nodeId)).toEqual([1432]);
  });

  it("gives the sliders the data's own bounds and the countries on offer", () => {
    const bounds = filterBounds(market());
    expect(bounds.cpu).toEqual([4, 128]);
    expect(bounds.price).toEqual([20, 650]);
    expect(bounds.countries).toContain("France");
    expect(bounds.countries).toEqual([...bounds.countries].sort());
    expect(filterBounds([]).cpu).toEqual([0, 0]);
  });
});
