import { useMemo } from "react";
import type { SetURLSearchParams } from "react-router-dom";
import type { MarketNode } from "./market.ts";
import {
  applyFilters,
  countFilters,
  filterBounds,
  noFilters,
  parseFilters,
  writeFilters,
  type NodeFilters,
} from "./node-filters.ts";

/** The market's filters and sort, kept in the URL: the nodes they let through, their bounds, and how to change them. */
export function useNodesFilters(nodes: readonly MarketNode[], params: URLSearchParams, setParams: SetURLSearchParams) {
  const filters = useMemo(() => parseFilters(params), [params]);
  const shown = useMemo(() => applyFilters(nodes, filters), [nodes, filters]);
  const bounds = useMemo(() => filterBounds(nodes), [nodes]);
  const setFilters = (next: NodeFilters) => setParams(writeFilters(next, params));
  const clear = () => setParams(writeFilters(noFilters, params));
  return { filters, shown, bounds, setFilters, clear, filterCount: countFilters(filters) };
}
