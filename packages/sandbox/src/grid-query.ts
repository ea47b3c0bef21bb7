// The grid proxy's node query (`GET /v1/nodes` filters, sorting and paging), fast enough for a 100,000-node
// grid: the query's filters are compiled once into the few tests it uses (grid-filters.ts), the grid's order
// for each sort key is computed once and kept, the total is counted in memory order, and the page walks the
// sort order only until it is full.
import type { GridNode } from "@kubecloud/sdk";
import { compileFilter, compileIndexFilter, type GridQuery } from "./grid-filters.ts";
import type { Random } from "./random.ts";

export { matches, type GridQuery } from "./grid-filters.ts";

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
  /** `nodes` is a long-lived list (the grid) whose sort orders and filter columns are worth keeping. */
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
function walk<T extends GridNode>(
  nodes: readonly T[],
  order: ArrayLike<number> | undefined,
  accept: (index: number) => boolean,
  range: Range,
) {
  if (!range.count) {
    const page = pageOf(nodes.length, order, accept, range);
    return { total: 0, nodes: page.map((index) => nodes[index]) };
  }
  const matched = new Uint8Array(nodes.length);
  let total = 0;
  for (let index = 0; index < nodes.length; index += 1) {
    if (accept(index)) {
      matched[index] = 1;
      total += 1;
    }
  }
  const page = pageOf(nodes.length, order, (index) => matched[index] === 1, range);
  return { total, nodes: page.map((index) => nodes[index]) };
}

/** The query's filters as a test of a position in `nodes`. */
function acceptor(nodes: readonly GridNode[], q: GridQuery, cacheOrders = false): (index: number) => boolean {
  if (cacheOrders) return compileIndexFilter(nodes, q);
  const test = compileFilter(q);
  return (index) => test(nodes[index]);
}

/** Filters, orders and pages nodes like the grid proxy; `total` is the match count when `ret_count`. */
export function queryNodes<T extends GridNode>(nodes: T[], q: GridQuery, rng: Random, defaults: QueryDefaults) {
  const accept = acceptor(nodes, q, defaults.cacheOrders);
  const sortBy = typeof q.sort_by === "string" ? q.sort_by : undefined;
  const read = sortBy === undefined ? undefined : SORT_KEYS[sortBy];
  const direction = q.sort_order === "DESC" ? -1 : 1;
  const size = Number(q.size ?? 50);
  const page = Number(q.page ?? 1);
  const count = Boolean(q.ret_count ?? defaults.retCount);
  const [start, end] = [(page - 1) * size, page * size];
  const regular = Number.isInteger(start) && Number.isInteger(end) && start >= 0;
  if (read && sortBy && defaults.cacheOrders && regular && !CHANGING_SORT_KEYS.has(sortBy)) {
    return walk(nodes, cachedOrder(nodes, sortBy, direction), accept, { start, end, count });
  }
  if (!read && !(q.randomize ?? defaults.randomize) && regular)
    return walk(nodes, undefined, accept, { start, end, count });
  // Otherwise every match is needed first: shuffled, or sorted among themselves (a filtered copy, a
  // changing key), or sliced with unusual bounds.
  let found = nodes.filter((_, index) => accept(index));
  if (read) {
    const indices = Int32Array.from(found.keys());
    found = Array.from(sortedIndices(found, indices, read, direction), (index) => found[index]);
  } else if (q.randomize ?? defaults.randomize) {
    found = rng.shuffle(found);
  }
  return { total: count ? found.length : 0, nodes: found.slice(start, end) };
}
