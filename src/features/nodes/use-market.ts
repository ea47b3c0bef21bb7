import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useApi } from "../../lib/api-context.ts";
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
  const nodes = useMemo(
    () => (grid.data ? marketNodes(grid.data, signedIn ? offers.data : []) : []),
    [grid.data, offers.data, signedIn],
  );
  return {
    nodes,
    grid,
    offersFailed: signedIn && offers.isError,
    refresh: () => Promise.all([grid.refetch(), signedIn ? offers.refetch() : undefined]),
  };
}
