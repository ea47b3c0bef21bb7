import { queryOptions } from "@tanstack/react-query";
import { constants, type GridNodePage, type KubeCloudClient } from "@kubecloud/sdk";
import { toGlobeInput } from "./globe-input.ts";

// Module-level, so the query keeps one selector and recomputes the globe input only when the data changes.
const selectGlobeInput = (page: GridNodePage) => toGlobeInput(page.nodes ?? []);

/**
 * The healthy grid nodes for the home globe (spec §7). The globe is decoration: when the call fails
 * it shows no markers and says so in its text alternative, without an error toast.
 */
export const gridNodesQuery = (api: KubeCloudClient) =>
  queryOptions({
    queryKey: ["grid-nodes", { healthy: true, size: constants.gridNodeFetchSize }],
    queryFn: ({ signal }) =>
      api.call("get", "/v1/nodes", { params: { query: { healthy: true, size: constants.gridNodeFetchSize } }, signal }),
    select: selectGlobeInput,
    staleTime: 5 * 60_000,
    meta: { errorToast: false },
  });
