import { useCallback, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { SetURLSearchParams } from "react-router-dom";
import type { MarketNode } from "./market.ts";
import { countFilters, noFilters, parseFilters, serverQuery, writeFilters, type NodeFilters } from "./node-filters.ts";

/** The market's filters and sort, kept in the URL: the grid query they make, and how to change them. */
export function useNodesFilters(params: URLSearchParams, setParams: SetURLSearchParams) {
  const filters = useMemo(() => parseFilters(params), [params]);
  const query = useMemo(() => serverQuery(filters), [filters]);
  // Both stay the same function for the page's life, so the filter panel (memoised) skips the renders that
  // change nothing it shows; each works on the URL as it is when called (a search typed before a sort change
  // commits after it without undoing it).
  const latest = useRef({ params, setParams });
  useLayoutEffect(() => {
    latest.current = { params, setParams };
  });
  /** Changes some filters (or the sort), keeping the others. */
  const setFilters = useCallback((patch: Partial<NodeFilters>) => {
    const { params: current, setParams: set } = latest.current;
    set(writeFilters({ ...parseFilters(current), ...patch }, current));
  }, []);
  const clear = useCallback(() => {
    const { params: current, setParams: set } = latest.current;
    set(writeFilters(noFilters, current));
  }, []);
  return { filters, query, setFilters, clear, filterCount: countFilters(filters) };
}

/**
 * The countries to choose from: those of every row loaded this visit (the server sends no list of them), so
 * a country seen before a filter narrowed the list can still be chosen after.
 */
export function useCountriesSeen(nodes: readonly MarketNode[], chosen: string): readonly string[] {
  const [seen, setSeen] = useState<readonly string[]>([]);
  const current = useMemo(() => [...new Set(nodes.map((node) => node.country))].filter(Boolean), [nodes]);
  if (current.some((country) => !seen.includes(country))) setSeen([...new Set([...seen, ...current])].sort());
  return chosen && !seen.includes(chosen) ? [...seen, chosen].sort() : seen;
}
