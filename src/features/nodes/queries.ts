import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { GridNode, KubeCloudClient, RentableNode } from "@kubecloud/sdk";
import { nodeQueries, readNodes } from "../../lib/queries/nodes.ts";
import type { GridQuery } from "./node-filters.ts";

/** One page of the market: the nodes a row can show, and how many match the query on the server. */
export interface MarketPage {
  nodes: GridNode[];
  total: number;
}

/** The marketplace's data, under the shared node keys (a reservation refreshes them with the rest). */
export const marketQueries = {
  /**
   * The nodes on offer that pass the filters, page by page (`query` is `serverQuery(filters)`, the key): the
   * first rows come from one request, the next pages as the list is scrolled. The page shows a failure itself.
   */
  grid: (api: KubeCloudClient, query: GridQuery) =>
    infiniteQueryOptions({
      queryKey: [...nodeQueries.all(), "market", "grid", query] as const,
      queryFn: async ({ pageParam, signal }): Promise<MarketPage> => {
        const reply = await api.call("get", "/v1/nodes", { params: { query: { ...query, page: pageParam } }, signal });
        return { nodes: readNodes<GridNode>("grid-nodes", reply.nodes), total: reply.total };
      },
      initialPageParam: 1,
      // By the server's count, not the rows kept: a node left out for missing fields still took its place.
      getNextPageParam: (last: MarketPage, _pages, page: number) =>
        page * (query.size ?? 50) < last.total ? page + 1 : undefined,
      staleTime: 60_000,
      meta: { errorToast: false },
    }),
  /**
   * The server's offers to the signed-in user, with the reserved-node discount (`GET /v1/user/nodes/rentable`:
   * at most 50, whatever the filters). Without them the list still shows, at the list price.
   */
  offers: (api: KubeCloudClient) =>
    queryOptions({
      queryKey: [...nodeQueries.all(), "market", "offers"] as const,
      queryFn: async ({ signal }) =>
        readNodes<RentableNode>("offered-nodes", (await api.call("get", "/v1/user/nodes/rentable", { signal })).nodes),
      staleTime: 60_000,
      meta: { errorToast: false },
    }),
};

/**
 * A twin's account (`GET /v1/twins/{twinId}/account`, public), for a node's health dashboard, which picks
 * the node by its twin's account id. Fetched only when the user asks for the dashboard, never per row; an
 * account does not change, so one answer serves the whole session.
 */
export const twinAccountQuery = (api: KubeCloudClient, twinId: number) =>
  queryOptions({
    queryKey: [...nodeQueries.all(), "twin-account", twinId] as const,
    queryFn: ({ signal }) =>
      api.call("get", "/v1/twins/{twin_id}/account", { params: { path: { twin_id: twinId } }, signal }),
    staleTime: Infinity,
  });
