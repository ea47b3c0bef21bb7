// The marketplace's filters and sort, kept in the URL (shareable, back button, reload), and the one function
// that applies them: the page and `npm run bench:nodes` run this same code (≤ 50 ms median on 10,000 nodes).
import type { MarketNode } from "./market.ts";

export type Range = readonly [min: number, max: number];

export const sortOptions = [
  { value: "price-asc", label: "Price: low to high" },
  { value: "price-desc", label: "Price: high to low" },
  { value: "cpu", label: "Most CPU cores" },
  { value: "ram", label: "Most RAM" },
  { value: "storage", label: "Most storage" },
  { value: "uptime", label: "Longest uptime" },
] as const;
export type SortKey = (typeof sortOptions)[number]["value"];
const DEFAULT_SORT: SortKey = "price-asc";

export interface NodeFilters {
  cpu: Range | null;
  ram: Range | null;
  storage: Range | null;
  /** Monthly USD. */
  price: Range | null;
  gpuOnly: boolean;
  countries: readonly string[];
  /** Free text: node id, farm name or farm id. */
  text: string;
  sort: SortKey;
}

export const noFilters: NodeFilters = {
  cpu: null,
  ram: null,
  storage: null,
  price: null,
  gpuOnly: false,
  countries: [],
  text: "",
  sort: DEFAULT_SORT,
};

/** The URL parameter of each range. */
export const rangeParams = { cpu: "cpu", ram: "ram", storage: "storage", price: "price" } as const;
export type RangeKey = keyof typeof rangeParams;

function parseRange(value: string | null): Range | null {
  const match = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(value ?? "");
  if (!match) return null;
  const [min, max] = [Number(match[1]), Number(match[2])];
  return min <= max ? [min, max] : [max, min];
}

/** The filters a URL's query describes; anything unreadable counts as not set. */
export function parseFilters(params: URLSearchParams): NodeFilters {
  const sort = params.get("sort");
  return {
    cpu: parseRange(params.get(rangeParams.cpu)),
    ram: parseRange(params.get(rangeParams.ram)),
    storage: parseRange(params.get(rangeParams.storage)),
    price: parseRange(params.get(rangeParams.price)),
    gpuOnly: params.get("gpu") === "1",
    countries: params.getAll("country").filter((country) => country !== ""),
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
  for (const key of [...Object.values(rangeParams), "gpu", "country", "q", "sort"]) params.delete(key);
  for (const key of Object.keys(rangeParams) as RangeKey[]) {
    const range = filters[key];
    if (range) params.set(rangeParams[key], `${range[0]}-${range[1]}`);
  }
  if (filters.gpuOnly) params.set("gpu", "1");
  for (const country of filters.countries) params.append("country", country);
  if (filters.text.trim()) params.set("q", filters.text.trim());
  if (filters.sort !== DEFAULT_SORT) params.set("sort", filters.sort);
  return params;
}

/** How many filters narrow the list (the sort does not). */
export function countFilters(filters: NodeFilters): number {
  return [
    filters.cpu !== null,
    filters.ram !== null,
    filters.storage !== null,
    filters.price !== null,
    filters.gpuOnly,
    filters.countries.length > 0,
    filters.text !== "",
  ].filter(Boolean).length;
}

const inRange = (value: number, range: Range | null) => range === null || (value >= range[0] && value <= range[1]);

const comparators: Record<SortKey, (a: MarketNode, b: MarketNode) => number> = {
  "price-asc": (a, b) => a.price - b.price,
  "price-desc": (a, b) => b.price - a.price,
  cpu: (a, b) => b.cpu - a.cpu,
  ram: (a, b) => b.ramGB - a.ramGB,
  storage: (a, b) => b.storageGB - a.storageGB,
  uptime: (a, b) => b.uptime - a.uptime,
};

/** The nodes that pass every filter, in the chosen order (ties by node id, so the order is stable). */
export function applyFilters(nodes: readonly MarketNode[], filters: NodeFilters): MarketNode[] {
  const text = filters.text.toLowerCase();
  const countries = filters.countries.length ? new Set(filters.countries) : null;
  const found = nodes.filter(
    (node) =>
      inRange(node.cpu, filters.cpu) &&
      inRange(node.ramGB, filters.ram) &&
      inRange(node.storageGB, filters.storage) &&
      // Prices are compared in whole dollars, the sliders' step.
      inRange(Math.round(node.price), filters.price) &&
      (!filters.gpuOnly || node.gpus > 0) &&
      (countries === null || countries.has(node.country)) &&
      (text === "" || node.search.includes(text)),
  );
  const compare = comparators[filters.sort];
  return found.sort((a, b) => compare(a, b) || a.nodeId - b.nodeId);
}

export interface Bounds {
  cpu: Range;
  ram: Range;
  storage: Range;
  price: Range;
  countries: string[];
}

/** The ranges the sliders span and the countries to choose from: they follow the data (not fixed numbers). */
export function filterBounds(nodes: readonly MarketNode[]): Bounds {
  const span = (read: (node: MarketNode) => number): Range => {
    if (nodes.length === 0) return [0, 0];
    let min = Infinity;
    let max = -Infinity;
    for (const node of nodes) {
      const value = read(node);
      if (value < min) min = value;
      if (value > max) max = value;
    }
    return [min, max];
  };
  return {
    cpu: span((node) => node.cpu),
    ram: span((node) => node.ramGB),
    storage: span((node) => node.storageGB),
    price: [Math.floor(span((node) => node.price)[0]), Math.ceil(span((node) => node.price)[1])],
    countries: [...new Set(nodes.map((node) => node.country))].filter(Boolean).sort(),
  };
}
