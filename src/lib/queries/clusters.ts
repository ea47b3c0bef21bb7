import { queryOptions } from "@tanstack/react-query";
import type { Deployment, KubeCloudClient } from "@kubecloud/sdk";
import { clusterNeeds } from "./needs.ts";
import { readList } from "./read-list.ts";

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
      queryFn: async ({ signal }): Promise<Deployment[]> =>
        readList(
          "clusters",
          (await api.call("get", "/v1/deployments", { signal })).deployments,
          clusterNeeds,
          clusterLabel,
        ),
    }),
};

/** How a left-out cluster is named: by its name when it has one. */
export const clusterLabel = (deployment: Partial<Deployment>, index: number): string =>
  typeof deployment.cluster?.name === "string" ? deployment.cluster.name : `cluster ${index + 1}`;
