// The marketplace's filters and sort, kept in the URL (shareable, back button, reload), and the grid query they
// make: the server filters, sorts and pages (`GET /v1/nodes`), so every filter is one the grid proxy applies
// exactly. `npm run bench:nodes` drives the page through these same URL parameters.
import { constants, type paths } from "@kubecloud/sdk";
import { marketSettings } from "../../config/market.ts";

export type Range = readonly [min: number, max: number];

export const sortOptions = [
  // The grid sorts and filters by a node's own price, before a farm's extra fee (which each row shows).
  { value: "price-asc", label: "Price before fees: low to high" },
  { value: "price-desc", label: "Price before fees: high to low" },
  { value: "cpu", label: "Most CPU cores" },
  { value: "ram", label: "Most RAM" },
  { value: "storage", label: "Most storage" },
  { value: "uptime", label: "Longest uptime" },
] as const;
export type SortKey = (typeof sortOptions)[number]["value"];
const DEFAULT_SORT: SortKey = "price-asc";

export interface NodeFilters {
  /** At least this many cores, GB of RAM and GB of SSD (the grid proxy has minimums only). */
  cpu: number | null;
  ram: number | null;
  storage: number | null;
  /** Monthly USD, the node's list price (`price_usd`). */
  price: Range | null;
  gpuOnly: boolean;
  /** One country, matched exactly; "" for all. */
  country: string;
  /** Free text: all digits is a node id (exact), anything else part of a farm's name. */
  text: string;
  sort: SortKey;
}

export const noFilters: NodeFilters = {
  cpu: null,
  ram: null,
  storage: null,
  price: null,
  gpuOnly: false,
  country: "",
  text: "",
  sort: DEFAULT_SORT,
};

/** The URL parameter of each minimum. */
export const minimumParams = { cpu: "cpu", ram: "ram", storage: "storage" } as const;
export type MinimumKey = keyof typeof minimumParams;

const NUMBER = String.raw`\d+(?:\.\d+)?`;

function parseRange(value: string | null): Range | null {
  const match = new RegExp(`^(${NUMBER})-(${NUMBER})$`).exec(value ?? "");
  if (!match) return null;
  const [min, max] = [Number(match[1]), Number(match[2])];
  return min <= max ? [min, max] : [max, min];
}

/** `16`, or a link of before the server filtered (`16-64`), read as its minimum. */
function parseMinimum(value: string | null): number | null {
  const match = new RegExp(`^(${NUMBER})(?:-${NUMBER})?$`).exec(value ?? "");
  return match && Number(match[1]) > 0 ? Number(match[1]) : null;
}

/** The filters a URL's query describes; anything unreadable counts as not set. */
export function parseFilters(params: URLSearchParams): NodeFilters {
  const sort = params.get("sort");
  return {
    cpu: parseMinimum(params.get(minimumParams.cpu)),
    ram: parseMinimum(params.get(minimumParams.ram)),
    storage: parseMinimum(params.get(minimumParams.storage)),
    price: parseRange(params.get("price")),
    gpuOnly: params.get("gpu") === "1",
    country: params.get("country")?.trim() ?? "",
    text: params.get("q")?.trim() ?? "",
    sort: sortOptions.some((option) => option.value === sort) ? (sort as SortKey) : DEFAULT_SORT,
  };
}

/**
 * The URL query for `filters`, keeping the parameters that are not filters (the selected node). Defaults are
 * left out, so a link carries only what was chosen.
 */
export function writeFilters(filters: NodeFilters, base = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of [...Object.values(minimumParams), "price", "gpu", "country", "q", "sort"]) params.delete(key);
  for (const key of Object.keys(minimumParams) as MinimumKey[]) {
    const minimum = filters[key];
    if (minimum !== null) params.set(minimumParams[key], String(minimum));
  }
  if (filters.price) params.set("price", `${filters.price[0]}-${filters.price[1]}`);
  if (filters.gpuOnly) params.set("gpu", "1");
  if (filters.country) params.set("country", filters.country);
  if (filters.text.trim()) params.set("q", filters.text.trim());
  if (filters.sort !== DEFAULT_SORT) params.set("sort", filters.sort);
  return params;
}

/** Whether two sets of filters narrow the list alike, whatever their sort. */
export function sameNarrowing(a: NodeFilters, b: NodeFilters): boolean {
  const narrowing = (filters: NodeFilters) => writeFilters({ ...filters, sort: DEFAULT_SORT }).toString();
  return a === b || narrowing(a) === narrowing(b);
}

/** How many filters narrow the list (the sort does not). */
export function countFilters(filters: NodeFilters): number {
  return [
    filters.cpu !== null,
    filters.ram !== null,
    filters.storage !== null,
    filters.price !== null,
    filters.gpuOnly,
    filters.country !== "",
    filters.text !== "",
  ].filter(Boolean).length;
}

/** The grid proxy's `GET /v1/nodes` parameters. */
export type GridQuery = NonNullable<paths["/v1/nodes"]["get"]["parameters"]["query"]>;

/**
 * What the marketplace offers: healthy nodes nobody rents, with the features a reservation needs (the same
 * filter the server's own rentable list applies).
 */
const ON_OFFER = { healthy: true, rentable: true, features: ["zmachine", "network"] } as const;

const serverSort: Record<SortKey, Pick<GridQuery, "sort_by" | "sort_order">> = {
  "price-asc": { sort_by: "price_usd", sort_order: "ASC" },
  "price-desc": { sort_by: "price_usd", sort_order: "DESC" },
  cpu: { sort_by: "total_cru", sort_order: "DESC" },
  ram: { sort_by: "total_mru", sort_order: "DESC" },
  storage: { sort_by: "total_sru", sort_order: "DESC" },
  uptime: { sort_by: "uptime", sort_order: "DESC" },
};

const bytes = (gb: number) => Math.round(gb * constants.bytesPerGB);

/**
 * The grid query the page sends for `filters` (without `page`): one page of the nodes on offer that pass them,
 * in their order, with the match count. Defaults are left out, so equal filters make equal query keys.
 */
export function serverQuery(filters: NodeFilters): GridQuery {
  const text = filters.text.trim();
  const query: GridQuery = {
    ...ON_OFFER,
    features: [...ON_OFFER.features],
    ...serverSort[filters.sort],
    size: marketSettings.pageSize,
    ret_count: true,
  };
  if (filters.cpu !== null) query.total_cru = filters.cpu;
  if (filters.ram !== null) query.total_mru = bytes(filters.ram);
  if (filters.storage !== null) query.total_sru = bytes(filters.storage);
  if (filters.price) {
    query.price_min = filters.price[0];
    // The slider's top end has no ceiling: a node dearer than the bounds still passes.
    if (filters.price[1] < marketSettings.bounds.price[1]) query.price_max = filters.price[1];
  }
  if (filters.gpuOnly) query.has_gpu = true;
  if (filters.country) query.country = filters.country;
  if (/^\d+$/.test(text)) query.node_id = Number(text);
  else if (text) query.farm_name_contains = text;
  return query;
}
