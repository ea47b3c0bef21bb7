import { queryOptions } from "@tanstack/react-query";
import { nameKubeconfig, type KubeCloudClient, type Notification, type WorkflowStatus } from "@kubecloud/sdk";
import { settings } from "../../config/settings.ts";
import { clusterQueries } from "../../lib/queries/clusters.ts";
import { clusterNeeds } from "../../lib/queries/needs.ts";
import { nodeQueries } from "../../lib/queries/nodes.ts";
import { readOne } from "../../lib/queries/read-list.ts";
import { gridRegions } from "./regions.ts";

/**
 * The clusters screens' own queries. Everything about a cluster is keyed under `clusterQueries.all()`, so
 * the deployment events' one invalidation refreshes it; grid facts are keyed under `nodeQueries.all()`.
 */
export const clusterScreenQueries = {
  /** One cluster by its user-facing name; the screen says "Cluster not found" or 'Failed to fetch cluster'. */
  detail: (api: KubeCloudClient, name: string) =>
    queryOptions({
      queryKey: [...clusterQueries.all(), "detail", name] as const,
      queryFn: async ({ signal }) =>
        readOne(
          await api.call("get", "/v1/deployments/{name}", { params: { path: { name } }, signal }),
          clusterNeeds,
          "cluster",
        ),
      meta: { errorToast: false },
    }),
  /**
   * The kubeconfig, fetched only when asked for (the server may read it over SSH: 120 s). It holds the
   * cluster's credentials, so it stays in this in-memory cache, and only while a screen shows it. Its cluster,
   * user and context are named after the cluster (the server's are all `default`), so files merge.
   */
  kubeconfig: (api: KubeCloudClient, name: string) =>
    queryOptions({
      queryKey: [...clusterQueries.all(), "kubeconfig", name] as const,
      queryFn: async ({ signal }) =>
        nameKubeconfig(
          (await api.call("get", "/v1/deployments/{name}/kubeconfig", { params: { path: { name } }, signal }))
            .kubeconfig,
          name,
        ),
      gcTime: 0,
      staleTime: Infinity,
      meta: { errorToast: false },
    }),
  /** Live usage per VM; the real server has no such route and answers a plain-text 404. */
  metrics: (api: KubeCloudClient, name: string) =>
    queryOptions({
      queryKey: [...clusterQueries.all(), "metrics", name] as const,
      queryFn: ({ signal }) => api.call("get", "/clusters/{id}/metrics", { params: { path: { id: name } }, signal }),
      refetchInterval: (query) => (query.state.status === "error" ? false : settings.metricsRefreshMs),
      meta: { errorToast: false },
    }),
  /** The state of a cluster workflow (public). Right after a 202 the server may not know the id yet: a 500. */
  workflow: (api: KubeCloudClient, id: string) =>
    queryOptions({
      queryKey: [...clusterQueries.all(), "workflow", id] as const,
      queryFn: ({ signal }): Promise<WorkflowStatus> =>
        api.call("get", "/v1/workflow/{workflow_id}", { params: { path: { workflow_id: id } }, signal }),
      refetchInterval: (query) =>
        query.state.data === "completed" || query.state.data === "failed"
          ? false
          : query.state.status === "error"
            ? settings.workflowRetryMs
            : settings.workflowPollMs,
      retry: false,
      meta: { errorToast: false },
    }),
  /**
   * The recent notifications, where a failed deployment's stored notification gives the server's reason (the
   * live event leaves it out).
   */
  notifications: (api: KubeCloudClient) =>
    queryOptions({
      queryKey: [...clusterQueries.all(), "notifications"] as const,
      queryFn: async ({ signal }): Promise<Notification[]> =>
        (await api.call("get", "/v1/notifications", { params: { query: { limit: 50 } }, signal })).notifications ?? [],
      meta: { errorToast: false },
    }),
  /** Grid nodes by id (public), for the prices and countries of a cluster's nodes: the runway's query, one cache entry. */
  gridNodes: nodeQueries.byIds,
  /**
   * The grid's region (continent) of each given node. Clusters have no region on the server, so a cluster is
   * shown in its leader's; the grid proxy's own `region` filter decides, one request per region.
   */
  regions: (api: KubeCloudClient, ids: readonly number[]) =>
    queryOptions({
      queryKey: [...nodeQueries.all(), "regions", [...ids].sort((a, b) => a - b)] as const,
      queryFn: async ({ signal }): Promise<Map<number, string>> => {
        const found = new Map<number, string>();
        if (ids.length === 0) return found;
        const replies = await Promise.all(
          gridRegions.map((region) =>
            api.call("get", "/v1/nodes", {
              params: { query: { region, node_ids: [...ids], size: ids.length } },
              signal,
            }),
          ),
        );
        replies.forEach((reply, i) => {
          for (const node of reply.nodes ?? []) found.set(node.nodeId, gridRegions[i]);
        });
        return found;
      },
      staleTime: Infinity,
      meta: { errorToast: false },
    }),
};
