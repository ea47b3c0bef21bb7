import { queryOptions } from "@tanstack/react-query";
import type { KubeCloudClient } from "@kubecloud/sdk";

/** Platform statistics (spec §1). The panel shows its own failure state, so no error toast. */
export const statsQuery = (api: KubeCloudClient) =>
  queryOptions({
    queryKey: ["stats"],
    queryFn: ({ signal }) => api.call("get", "/v1/stats", { signal }),
    meta: { errorToast: false },
  });
