import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useApi } from "../../lib/api-context.ts";
import { useSkippedItems } from "../../lib/queries/read-list.ts";
import { marketNodes } from "./market.ts";
import { marketQueries } from "./queries.ts";

/**
 * The nodes on offer: the grid's public list for everyone (the original console showed guests nothing), and
 * for a signed-in user the server's own offers in place of those nodes, with the reserved-node discount.
 */
export function useMarket(signedIn: boolean) {
  const api = useApi();
  const grid = useQuery(marketQueries.grid(api));
  const offers = useQuery({ ...marketQueries.offers(api), enabled: signedIn });
  const skippedGrid = useSkippedItems("grid-nodes");
  const skippedOffers = useSkippedItems("offered-nodes");
  const nodes = useMemo(
    () => (grid.data ? marketNodes(grid.data, signedIn ? offers.data : []) : []),
    [grid.data, offers.data, signedIn],
  );
  return {
    nodes,
    grid,
    offersFailed: signedIn && offers.isError,
    /** Nodes the server sent without what a row needs: left out of the list, and counted. */
    skipped: signedIn ? [...skippedGrid, ...skippedOffers] : skippedGrid,
    refresh: () => Promise.all([grid.refetch(), signedIn ? offers.refetch() : undefined]),
  };
}
