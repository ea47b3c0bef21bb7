import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { GridNode, RentableNode } from "@kubecloud/sdk";
import { useMemo } from "react";
import { useApi } from "../../lib/api-context.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { useSkippedItems } from "../../lib/queries/read-list.ts";
import { marketNodes, type MarketNode } from "./market.ts";
import type { GridQuery } from "./node-filters.ts";
import { marketQueries } from "./queries.ts";

const noOffers = new Map<number, RentableNode>();

/** Each page's rows, by the page's node array (TanStack Query keeps a loaded page's data as it was). */
const pageRows = new WeakMap<GridNode[], { offers: ReadonlyMap<number, RentableNode>; rows: MarketNode[] }>();

/**
 * Each loaded page as market rows, worked out once per page: a new page leaves the others' arrays (and the
 * globe's points built from them) as they were. New offers rework every page.
 */
function marketPages(pages: readonly { nodes: GridNode[] }[], offers: ReadonlyMap<number, RentableNode>) {
  return pages.map((page) => {
    const known = pageRows.get(page.nodes);
    if (known?.offers === offers) return known.rows;
    const rows = marketNodes(page.nodes, offers);
    pageRows.set(page.nodes, { offers, rows });
    return rows;
  });
}

/**
 * The nodes on offer that pass the filters, as the server pages them: the grid's public list for everyone
 * (the original console showed guests nothing), and for a signed-in user the server's own offers in place of
 * those nodes, with the reserved-node discount. While new filters load, the previous rows stay (placeholder).
 */
export function useMarket(signedIn: boolean, query: GridQuery) {
  const api = useApi();
  const hydrated = useHydrated();
  const options = marketQueries.grid(api, query);
  const grid = useInfiniteQuery({
    ...options,
    // While the prerendered page hydrates, a key of its own that never loads: the page renders as its HTML has
    // it (loading), though the grid's reply may be here already (the page asked for it before its code arrived:
    // lib/early-replies.ts, main.tsx). The rows come right after.
    queryKey: hydrated ? options.queryKey : ([...options.queryKey, "hydrating"] as unknown as typeof options.queryKey),
    enabled: hydrated,
    placeholderData: keepPreviousData,
  });
  const offers = useQuery({ ...marketQueries.offers(api), enabled: signedIn });
  const skippedGrid = useSkippedItems("grid-nodes");
  const skippedOffers = useSkippedItems("offered-nodes");
  const offered = useMemo(
    () => (signedIn && offers.data ? new Map(offers.data.map((node) => [node.nodeId, node])) : noOffers),
    [signedIn, offers.data],
  );
  const pages = useMemo(() => marketPages(grid.data?.pages ?? [], offered), [grid.data, offered]);
  const nodes = useMemo(() => pages.flat(), [pages]);
  return {
    pages,
    nodes,
    /** How many nodes pass the filters on the server (not only the pages loaded). */
    total: grid.data?.pages[0]?.total ?? 0,
    grid,
    offersFailed: signedIn && offers.isError,
    /** Nodes the server sent without what a row needs: left out of the list, and counted. */
    skipped: signedIn ? [...skippedGrid, ...skippedOffers] : skippedGrid,
    refresh: () => Promise.all([grid.refetch(), signedIn ? offers.refetch() : undefined]),
  };
}
