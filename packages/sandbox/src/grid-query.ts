// The grid proxy's node query (`GET /v1/nodes` filters, sorting and paging), fast enough for a 100,000-node
// grid: the query's filters are compiled once into the few tests it uses, the grid's order for each sort key
// is computed once and kept, and a page walks that order, stopping as soon as the page is full unless the
// total must be counted.
import type { GridNode } from "@kubecloud/sdk";
import { availableFor, hasFeatures } from "./grid.ts";
import type { Random } from "./random.ts";
import { regionOf } from "./regions.ts";

export type GridQuery = Record<string, unknown>;
type Test = (node: GridNode) => boolean;
type Gpu = NonNullable<GridNode["gpus"]>[number];

const str = (value: unknown) => String(value).toLowerCase();
// Read without allocating: these run once per node and query.
const numberFilters: [string, (n: GridNode) => number][] = [
  ["free_mru", (n) => n.total_resources.mru - n.used_resources.mru],
  ["free_hru", (n) => n.total_resources.hru - n.used_resources.hru],
  ["free_sru", (n) => n.total_resources.sru - n.used_resources.sru],
  ["total_mru", (n) => n.total_resources.mru],
  ["total_hru", (n) => n.total_resources.hru],
  ["total_sru", (n) => n.total_resources.sru],
  ["total_cru", (n) => n.total_resources.cru],
  ["free_ips", (n) => n.farm_free_ips],
  ["num_gpu", (n) => n.num_gpu],
  ["price_min", (n) => n.price_usd],
];
const boolFilters: [string, (n: GridNode) => boolean][] = [
  ["ipv4", (n) => n.publicConfig.ipv4 !== ""],
  ["ipv6", (n) => n.publicConfig.ipv6 !== ""],
  ["has_ipv6", (n) => n.publicConfig.ipv6 !== ""],
  ["domain", (n) => n.publicConfig.domain !== ""],
  ["dedicated", (n) => n.dedicated],
  ["in_dedicated_farm", (n) => n.inDedicatedFarm],
  ["rentable", (n) => n.rentable],
  ["rented", (n) => n.rented],
  ["has_gpu", (n) => n.num_gpu > 0],
  ["gpu_available", (n) => (n.gpus ?? []).some((g) => g.contract === 0)],
  ["healthy", (n) => n.healthy],
];
const textFilters: [string, (n: GridNode) => string, boolean][] = [
  ["country", (n) => n.country, false],
  ["country_contains", (n) => n.country, true],
  ["city", (n) => n.city, false],
  ["city_contains", (n) => n.city, true],
  ["farm_name", (n) => n.farmName, false],
  ["farm_name_contains", (n) => n.farmName, true],
  ["certification_type", (n) => n.certificationType, false],
  ["region", (n) => regionOf(n.country) ?? "", false],
];
const gpuFilters: [string, (g: Gpu) => string][] = [
  ["gpu_device_id", (g) => g.id.split("/")[2] ?? ""],
  ["gpu_device_name", (g) => g.device],
  ["gpu_vendor_id", (g) => g.id.split("/")[1] ?? ""],
  ["gpu_vendor_name", (g) => g.vendor],
];

/** The tests of the parameters that identify nodes or compare a value as it is. */
function identityTests(q: GridQuery): Test[] {
  const tests: Test[] = [];
  const list = (key: string) => (q[key] === undefined ? undefined : (q[key] as unknown[]));
  const { node_id: nodeId, twin_id: twinId, rented_by: rentedBy, rentable_or_rented_by: rentableOr } = q;
  if (nodeId !== undefined) tests.push((n) => n.nodeId === nodeId);
  if (twinId !== undefined) tests.push((n) => n.twinId === twinId);
  if (rentedBy !== undefined) tests.push((n) => n.rentedByTwinId === rentedBy);
  if (rentableOr !== undefined) tests.push((n) => n.rentable || n.rentedByTwinId === rentableOr);
  const [status, farms, ids, excluded] = [list("status"), list("farm_ids"), list("node_ids"), list("excluded")];
  if (status) tests.push((n) => status.includes(n.status));
  if (farms) tests.push((n) => farms.includes(n.farmId));
  if (ids) tests.push((n) => ids.includes(n.nodeId));
  if (excluded) tests.push((n) => !excluded.includes(n.nodeId));
  if (q.available_for !== undefined) {
    const twin = Number(q.available_for);
    tests.push((n) => availableFor(n, twin));
  }
  return tests;
}

/** The tests of the parameters that compare a number, a flag or a text. */
function valueTests(q: GridQuery): Test[] {
  const tests: Test[] = [];
  for (const [key, read] of boolFilters) {
    const wanted = q[key];
    if (wanted !== undefined) tests.push((n) => read(n) === wanted);
  }
  for (const [key, read] of numberFilters) {
    const min = Number(q[key]);
    // `!(a < min)` rather than `a >= min`: a minimum that is not a number filters nothing out, as before.
    if (q[key] !== undefined) tests.push((n) => !(read(n) < min));
  }
  if (q.price_max !== undefined) {
    const max = Number(q.price_max);
    tests.push((n) => !(n.price_usd > max));
  }
  if (q.features !== undefined) {
    const features = q.features as string[];
    tests.push((n) => hasFeatures(n, features));
  }
  for (const [key, read, contains] of textFilters) {
    const wanted = str(q[key]);
    if (q[key] !== undefined)
      tests.push(contains ? (n) => str(read(n)).includes(wanted) : (n) => str(read(n)) === wanted);
  }
  for (const [key, read] of gpuFilters) {
    const wanted = str(q[key]);
    if (q[key] !== undefined) tests.push((n) => (n.gpus ?? []).some((g) => str(read(g)).includes(wanted)));
  }
  return tests;
}

/** The grid proxy's node filters (`GET /v1/nodes` parameters, already typed by the validator), as one test. */
export function compileFilter(q: GridQuery): Test {
  const tests = [...identityTests(q), ...valueTests(q)];
  return (node) => {
    for (const test of tests) if (!test(node)) return false;
    return true;
  };
}

export const matches = (node: GridNode, q: GridQuery): boolean => compileFilter(q)(node);

const SORT_KEYS: Record<string, (n: GridNode) => number | string> = {
  node_id: (n) => n.nodeId,
  farm_id: (n) => n.farmId,
  twin_id: (n) => n.twinId,
  uptime: (n) => n.uptime,
  created: (n) => n.created,
  updated_at: (n) => n.updatedAt,
  country: (n) => n.country,
  city: (n) => n.city,
  num_gpu: (n) => n.num_gpu,
  price_usd: (n) => n.price_usd,
  total_cru: (n) => n.total_resources.cru,
  total_mru: (n) => n.total_resources.mru,
  total_sru: (n) => n.total_resources.sru,
  free_mru: (n) => n.total_resources.mru - n.used_resources.mru,
  free_sru: (n) => n.total_resources.sru - n.used_resources.sru,
};
/** The only sort keys whose values change while the sandbox runs (VMs use resources): never cached. */
const CHANGING_SORT_KEYS = new Set(["free_mru", "free_sru"]);

/**
 * `indices` (positions in `nodes`) ordered by `read`, ties in grid order: what a stable sort of those nodes
 * gives, with each key read once (decorate-sort) instead of on every comparison.
 */
export function sortedIndices(
  nodes: readonly GridNode[],
  indices: ArrayLike<number>,
  read: (n: GridNode) => number | string,
  direction: 1 | -1,
): Int32Array {
  const keys = new Array<number | string>(nodes.length);
  for (let k = 0; k < indices.length; k += 1) keys[indices[k]] = read(nodes[indices[k]]);
  return Int32Array.from(indices).sort((a, b) => {
    const ka = keys[a];
    const kb = keys[b];
    return ka < kb ? -direction : ka > kb ? direction : a - b;
  });
}

// Per node list (the grid array, replaced as a whole on reset or load) and sort key, the full order.
const orders = new WeakMap<readonly GridNode[], Map<string, Int32Array>>();

/** The whole list's order for a sort key whose values never change, computed once per list. */
export function cachedOrder(nodes: readonly GridNode[], sortBy: string, direction: 1 | -1): Int32Array {
  const perList = orders.get(nodes) ?? orders.set(nodes, new Map()).get(nodes)!;
  const id = `${sortBy} ${direction}`;
  let order = perList.get(id);
  // A length check as well: the grid never grows or shrinks today, but a stale order must not serve a page.
  if (!order || order.length !== nodes.length) {
    const all = Int32Array.from({ length: nodes.length }, (_, index) => index);
    order = sortedIndices(nodes, all, SORT_KEYS[sortBy], direction);
    perList.set(id, order);
  }
  return order;
}

export interface QueryDefaults {
  retCount: boolean;
  randomize: boolean;
  /** `nodes` is a long-lived list (the grid) whose sort orders are worth keeping; not a filtered copy. */
  cacheOrders?: boolean;
}

interface Range {
  start: number;
  end: number;
  count: boolean;
}

/** The positions `accept` takes, in `order` (list order when absent), from `start` to `end`. */
function pageOf(
  length: number,
  order: ArrayLike<number> | undefined,
  accept: (index: number) => boolean,
  range: Range,
) {
  const page: number[] = [];
  let found = 0;
  for (let k = 0; k < (order ? order.length : length) && found < range.end; k += 1) {
    const index = order ? order[k] : k;
    if (!accept(index)) continue;
    if (found >= range.start) page.push(index);
    found += 1;
  }
  return page;
}

/**
 * A page of the matches in `order`. Counting walks the list in its own order (memory order: a walk in sort
 * order jumps across the heap and is several times slower at 100,000 nodes) and marks the matches; the page
 * then only reads the marks.
 */
function walk<T extends GridNode>(nodes: readonly T[], order: ArrayLike<number> | undefined, test: Test, range: Range) {
  if (!range.count) {
    const page = pageOf(nodes.length, order, (index) => test(nodes[index]), range);
    return { total: 0, nodes: page.map((index) => nodes[index]) };
  }
  const matched = new Uint8Array(nodes.length);
  let total = 0;
  for (let index = 0; index < nodes.length; index += 1) {
    if (test(nodes[index])) {
      matched[index] = 1;
      total += 1;
    }
  }
  const page = pageOf(nodes.length, order, (index) => matched[index] === 1, range);
  return { total, nodes: page.map((index) => nodes[index]) };
}

/** Filters, orders and pages nodes like the grid proxy; `total` is the match count when `ret_count`. */
export function queryNodes<T extends GridNode>(nodes: T[], q: GridQuery, rng: Random, defaults: QueryDefaults) {
  const test = compileFilter(q);
  const sortBy = typeof q.sort_by === "string" ? q.sort_by : undefined;
  const read = sortBy === undefined ? undefined : SORT_KEYS[sortBy];
  const direction = q.sort_order === "DESC" ? -1 : 1;
  const size = Number(q.size ?? 50);
  const page = Number(q.page ?? 1);
  const count = Boolean(q.ret_count ?? defaults.retCount);
  const [start, end] = [(page - 1) * size, page * size];
  const regular = Number.isInteger(start) && Number.isInteger(end) && start >= 0;
  if (read && sortBy && defaults.cacheOrders && regular && !CHANGING_SORT_KEYS.has(sortBy)) {
    return walk(nodes, cachedOrder(nodes, sortBy, direction), test, { start, end, count });
  }
  if (!read && !(q.randomize ?? defaults.randomize) && regular)
    return walk(nodes, undefined, test, { start, end, count });
  // Otherwise every match is needed first: shuffled, or sorted among themselves (a filtered copy, a
  // changing key), or sliced with unusual bounds.
  let found = nodes.filter(test);
  if (read) {
    const indices = Int32Array.from(found.keys());
    found = Array.from(sortedIndices(found, indices, read, direction), (index) => found[index]);
  } else if (q.randomize ?? defaults.randomize) {
    found = rng.shuffle(found);
  }
  return { total: count ? found.length : 0, nodes: found.slice(start, end) };
}
