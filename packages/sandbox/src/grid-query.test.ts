import type { GridNode } from "@kubecloud/sdk";
import { describe, expect, it } from "vitest";
import { allocate } from "./grid.ts";
import { cachedOrder, matches, queryNodes, sortedIndices, type GridQuery } from "./grid-query.ts";
import { createRandom } from "./random.ts";
import { seedGrid } from "./seed.ts";

// The query as it was before orders were cached and pages walked: filter everything, stable-sort the
// matches with the key read on every comparison, slice. The fast path must give exactly this.
function reference(nodes: GridNode[], q: GridQuery) {
  const read = (n: GridNode): number | string =>
    q.sort_by === "total_cru"
      ? n.total_resources.cru
      : q.sort_by === "free_mru"
        ? n.total_resources.mru - n.used_resources.mru
        : q.sort_by === "country"
          ? n.country
          : n[q.sort_by as "price_usd" | "uptime"];
  const found = nodes.filter((node) => matches(node, q));
  if (q.sort_by) {
    const direction = q.sort_order === "DESC" ? -1 : 1;
    found.sort((a, b) => (read(a) < read(b) ? -direction : read(a) > read(b) ? direction : 0));
  }
  const [size, page] = [Number(q.size ?? 50), Number(q.page ?? 1)];
  return { total: q.ret_count ? found.length : 0, nodes: found.slice((page - 1) * size, page * size) };
}

const grid = seedGrid(Date.parse("2026-03-18T10:00:00Z"), 3_000);
const base = { healthy: true, rentable: true, features: ["zmachine", "network"], size: 20 };
const queries: GridQuery[] = [
  { ...base, ret_count: true },
  { ...base, ret_count: true, sort_by: "price_usd", sort_order: "ASC" },
  { ...base, ret_count: true, sort_by: "price_usd", sort_order: "DESC", page: 3 },
  { ...base, ret_count: false, sort_by: "total_cru", sort_order: "DESC", page: 2 },
  { ...base, ret_count: true, sort_by: "uptime", sort_order: "DESC", has_gpu: true },
  { ...base, ret_count: true, sort_by: "country", total_cru: 16, price_min: 50, price_max: 400 },
  { ...base, ret_count: false, farm_name_contains: "NORDIC", sort_by: "price_usd" },
  { ...base, ret_count: true, country: "france", page: 2 },
  { ...base, ret_count: true, node_id: 100_042, sort_by: "uptime", sort_order: "DESC" },
  { ...base, ret_count: true, sort_by: "free_mru", sort_order: "DESC" },
  { ...base, ret_count: true, country: "Atlantis", sort_by: "price_usd" },
  { ...base, ret_count: true, sort_by: "price_usd", page: 400 },
];
const rng = createRandom(1);

describe("the node query at scale", () => {
  it.each(queries.map((q) => [JSON.stringify(q), q]))(
    "gives what filtering and sorting everything gives: %s",
    (_, q) => {
      const expected = reference(grid, q);
      expect(queryNodes(grid, q, rng, { retCount: true, randomize: false, cacheOrders: true })).toEqual(expected);
      expect(queryNodes(grid, q, rng, { retCount: true, randomize: false })).toEqual(expected);
    },
  );

  it("keeps ties in grid order in both directions, as a stable sort does", () => {
    const nodes = grid.slice(0, 200);
    const byCores = (direction: 1 | -1) =>
      Array.from(
        sortedIndices(nodes, Array.from(nodes.keys()), (n) => n.total_resources.cru, direction),
        (index) => nodes[index],
      );
    for (const direction of [1, -1] as const) {
      const stable = [...nodes].sort((a, b) => direction * (a.total_resources.cru - b.total_resources.cru));
      expect(byCores(direction)).toEqual(stable);
    }
  });

  it("computes an order once per grid and sort, and reads changing values (free memory, rentable) live", () => {
    const nodes = seedGrid(0, 500);
    expect(cachedOrder(nodes, "price_usd", 1)).toBe(cachedOrder(nodes, "price_usd", 1));
    expect(cachedOrder(nodes, "price_usd", -1)).not.toBe(cachedOrder(nodes, "price_usd", 1));
    const q = { ...base, ret_count: true, sort_by: "free_mru", sort_order: "DESC" };
    const before = queryNodes(nodes, q, rng, { retCount: true, randomize: false, cacheOrders: true });
    const first = nodes.find((node) => node.nodeId === before.nodes[0].nodeId)!;
    allocate(first, { cpu: 1, memory: 1024 * 1024, root_size: 0, disk_size: 0 }, 1);
    first.rentable = false;
    const after = queryNodes(nodes, q, rng, { retCount: true, randomize: false, cacheOrders: true });
    expect(after.total).toBe(before.total - 1);
    expect(after).toEqual(reference(nodes, q));
  });

  it("keeps a bounded set of filter columns per grid and still answers every query as before", () => {
    const nodes = seedGrid(0, 400);
    const fast = (q: GridQuery) => queryNodes(nodes, q, rng, { retCount: true, randomize: false, cacheOrders: true });
    for (let city = 0; city < 80; city += 1) fast({ ...base, ret_count: true, city_contains: `${city}` });
    for (const q of queries) expect(fast(q)).toEqual(reference(nodes, q));
  });
});
