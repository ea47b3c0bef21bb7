// The grid proxy's node filters (`GET /v1/nodes` parameters), compiled once per query into the tests it
// uses; for the grid itself, the tests of what never changes are kept as columns (compileIndexFilter).
import type { GridNode } from "@kubecloud/sdk";
import { availableFor, hasFeatures } from "./grid.ts";
import { regionOf } from "./regions.ts";

export type GridQuery = Record<string, unknown>;
export type Test = (node: GridNode) => boolean;
type Gpu = NonNullable<GridNode["gpus"]>[number];

/**
 * The parameters that read what changes while the sandbox runs: rent and resources used by VMs (persist.ts's
 * NodeChange). The others are kept as columns per grid: a field that starts changing must be listed here.
 */
const LIVE = new Set(["rentable", "rented", "gpu_available", "free_mru", "free_hru", "free_sru"]);
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

/** One parameter's test; `live` when it reads what changes while the sandbox runs (rent, used resources). */
interface Filter {
  key: string;
  live: boolean;
  test: Test;
}
const filter = (q: GridQuery, name: string, test: Test, live = false): Filter => ({
  key: `${name}=${JSON.stringify(q[name])}`,
  live,
  test,
});

/** The filters of the parameters that identify nodes or compare a value as it is. */
function identityFilters(q: GridQuery): Filter[] {
  const filters: Filter[] = [];
  const list = (key: string) => (q[key] === undefined ? undefined : (q[key] as unknown[]));
  const { node_id: nodeId, twin_id: twinId, rented_by: rentedBy, rentable_or_rented_by: rentableOr } = q;
  if (nodeId !== undefined) filters.push(filter(q, "node_id", (n) => n.nodeId === nodeId));
  if (twinId !== undefined) filters.push(filter(q, "twin_id", (n) => n.twinId === twinId));
  if (rentedBy !== undefined) filters.push(filter(q, "rented_by", (n) => n.rentedByTwinId === rentedBy, true));
  if (rentableOr !== undefined) {
    const test: Test = (n) => n.rentable || n.rentedByTwinId === rentableOr;
    filters.push(filter(q, "rentable_or_rented_by", test, true));
  }
  const [status, farms, ids, excluded] = [list("status"), list("farm_ids"), list("node_ids"), list("excluded")];
  if (status) filters.push(filter(q, "status", (n) => status.includes(n.status)));
  if (farms) filters.push(filter(q, "farm_ids", (n) => farms.includes(n.farmId)));
  if (ids) filters.push(filter(q, "node_ids", (n) => ids.includes(n.nodeId)));
  if (excluded) filters.push(filter(q, "excluded", (n) => !excluded.includes(n.nodeId)));
  if (q.available_for !== undefined) {
    const twin = Number(q.available_for);
    filters.push(filter(q, "available_for", (n) => availableFor(n, twin), true));
  }
  return filters;
}

/** The filters of the parameters that compare a number, a flag or a text. */
function valueFilters(q: GridQuery): Filter[] {
  const filters: Filter[] = [];
  for (const [key, read] of boolFilters) {
    const wanted = q[key];
    if (wanted !== undefined) filters.push(filter(q, key, (n) => read(n) === wanted, LIVE.has(key)));
  }
  for (const [key, read] of numberFilters) {
    const min = Number(q[key]);
    // `!(a < min)` rather than `a >= min`: a minimum that is not a number filters nothing out, as before.
    if (q[key] !== undefined) filters.push(filter(q, key, (n) => !(read(n) < min), LIVE.has(key)));
  }
  if (q.price_max !== undefined) {
    const max = Number(q.price_max);
    filters.push(filter(q, "price_max", (n) => !(n.price_usd > max)));
  }
  if (q.features !== undefined) {
    const features = q.features as string[];
    filters.push(filter(q, "features", (n) => hasFeatures(n, features)));
  }
  for (const [key, read, contains] of textFilters) {
    const wanted = str(q[key]);
    if (q[key] !== undefined)
      filters.push(filter(q, key, contains ? (n) => str(read(n)).includes(wanted) : (n) => str(read(n)) === wanted));
  }
  for (const [key, read] of gpuFilters) {
    const wanted = str(q[key]);
    if (q[key] !== undefined)
      filters.push(filter(q, key, (n) => (n.gpus ?? []).some((g) => str(read(g)).includes(wanted))));
  }
  return filters;
}

const allFilters = (q: GridQuery) => [...identityFilters(q), ...valueFilters(q)];

/** The grid proxy's node filters (`GET /v1/nodes` parameters, already typed by the validator), as one test. */
export function compileFilter(q: GridQuery): Test {
  const tests = allFilters(q).map((f) => f.test);
  return (node) => {
    for (const test of tests) if (!test(node)) return false;
    return true;
  };
}

export const matches = (node: GridNode, q: GridQuery): boolean => compileFilter(q)(node);

// Per node list (the grid array, replaced as a whole on reset or load): each fixed filter's result per node.
const columns = new WeakMap<readonly GridNode[], Map<string, Uint8Array>>();
/** Enough for every filter a few buyers try at once; beyond, the oldest go (100 KB each at 100,000 nodes). */
const MAX_COLUMNS = 64;

function column(nodes: readonly GridNode[], { key, test }: Filter): Uint8Array {
  const perList = columns.get(nodes) ?? columns.set(nodes, new Map()).get(nodes)!;
  let values = perList.get(key);
  if (!values || values.length !== nodes.length) {
    values = Uint8Array.from(nodes, (node) => (test(node) ? 1 : 0));
    if (perList.size >= MAX_COLUMNS) perList.delete(perList.keys().next().value!);
  }
  perList.delete(key); // (re)inserted last: the map's order is the order of use
  perList.set(key, values);
  return values;
}

/**
 * The filters as a test of a node's position in `nodes`, a long-lived list: a filter on what never changes
 * (health, features, hardware, price, place) is read from a column computed once per list, which is sequential
 * memory, instead of from 100,000 scattered nodes (the features test alone took 16 ms a query); what changes
 * (rent, used resources) is read from the node.
 */
export function compileIndexFilter(nodes: readonly GridNode[], q: GridQuery): (index: number) => boolean {
  const filters = allFilters(q);
  const fixed = filters.filter((f) => !f.live).map((f) => column(nodes, f));
  const live = filters.filter((f) => f.live).map((f) => f.test);
  return (index) => {
    for (const values of fixed) if (values[index] === 0) return false;
    for (const test of live) if (!test(nodes[index])) return false;
    return true;
  };
}
