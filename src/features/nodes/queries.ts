import { queryOptions } from "@tanstack/react-query";
import { constants, type GridNode, type KubeCloudClient, type RentableNode } from "@kubecloud/sdk";
import { nodeQueries, readNodes } from "../../lib/queries/nodes.ts";

/**
 * What the marketplace offers: healthy nodes nobody rents, with the features a reservation needs (the same
 * filter the server's own rentable list applies). Filtering and sorting happen in the page, on all of them.
 */
const ON_OFFER = { healthy: true, rentable: true, features: ["zmachine", "network"] };
/** Pages fetched at once after the first one, which tells how many there are. */
const PARALLEL_PAGES = 4;

async function fetchGrid(api: KubeCloudClient, signal: AbortSignal): Promise<GridNode[]> {
  const size = constants.gridNodeFetchSize;
  const page = (number: number) =>
    api.call("get", "/v1/nodes", { params: { query: { ...ON_OFFER, size, page: number, ret_count: true } }, signal });
  const first = await page(1);
  const nodes: unknown[] = [...(first.nodes ?? [])];
  const pages = Math.ceil(first.total / size);
  for (let next = 2; next <= pages; next += PARALLEL_PAGES) {
    const batch = Array.from({ length: Math.min(PARALLEL_PAGES, pages - next + 1) }, (_, i) => page(next + i));
    for (const reply of await Promise.all(batch)) nodes.push(...(reply.nodes ?? []));
  }
  return readNodes<GridNode>("grid-nodes", nodes);
}

/** The marketplace's data, under the shared node keys (a reservation refreshes them with the rest). */
export const marketQueries = {
  /** Every node on offer, from the public list (guests and users alike). The page shows a failure itself. */
  grid: (api: KubeCloudClient) =>
    queryOptions({
      queryKey: [...nodeQueries.all(), "market", "grid"] as const,
      queryFn: ({ signal }) => fetchGrid(api, signal),
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
