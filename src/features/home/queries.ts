import { queryOptions } from "@tanstack/react-query";
import { constants, type GridNodePage, type KubeCloudClient } from "@kubecloud/sdk";
import { toGlobeInput } from "./globe-input.ts";

// Module-level, so the query keeps one selector and recomputes the globe input only when the data changes.
const selectGlobeInput = (page: GridNodePage) => toGlobeInput(page.nodes ?? []);

/** The home page's data: platform statistics and the healthy grid nodes of the globe. */
export const homeQueries = {
  all: () => ["home"] as const,
  /** Platform statistics (product-rules §1). The panel shows its own failure state, so no error toast. */
  stats: (api: KubeCloudClient) =>
    queryOptions({
      queryKey: [...homeQueries.all(), "stats"] as const,
      queryFn: ({ signal }) => api.call("get", "/v1/stats", { signal }),
      meta: { errorToast: false },
    }),
  /**
   * The healthy grid nodes for the home globe (product-rules §7). The globe is decoration: when the call fails
   * it shows no markers and says so in its text alternative, without an error toast.
   */
  globeNodes: (api: KubeCloudClient) =>
    queryOptions({
      queryKey: [...homeQueries.all(), "globe-nodes", { healthy: true, size: constants.gridNodeFetchSize }] as const,
      queryFn: ({ signal }) =>
        api.call("get", "/v1/nodes", {
          params: { query: { healthy: true, size: constants.gridNodeFetchSize } },
          signal,
        }),
      select: selectGlobeInput,
      staleTime: 5 * 60_000,
      meta: { errorToast: false },
    }),
};
