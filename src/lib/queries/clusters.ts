import { queryOptions } from "@tanstack/react-query";
import type { KubeCloudClient } from "@kubecloud/sdk";

/**
 * The user's clusters, read by the dashboard, the clusters screens and the deploy wizard, and refreshed
 * by deployment events. Screens that add their own cluster queries build their keys under `all()`, so
 * one invalidation of `all()` refreshes every one of them.
 */
export const clusterQueries = {
  all: () => ["clusters"] as const,
  list: (api: KubeCloudClient) =>
    queryOptions({
      queryKey: [...clusterQueries.all(), "list"] as const,
      queryFn: async ({ signal }) => (await api.call("get", "/v1/deployments", { signal })).deployments,
    }),
};
