import { queryOptions } from "@tanstack/react-query";
import type { KubeCloudClient } from "@kubecloud/sdk";
import { maintenanceQueries } from "../../lib/queries/maintenance.ts";

/**
 * How often the maintenance page asks whether maintenance is over. Short enough that people come
 * back soon after it ends, long enough to be no load on a server that is being worked on.
 */
export const MAINTENANCE_POLL_MS = 30_000;

/**
 * The maintenance page's own check. Unlike the route guard's (where a failed check counts as "off"),
 * a failure here proves nothing, so the page keeps waiting and asks again at the next tick.
 */
export const maintenancePollQuery = (api: KubeCloudClient) =>
  queryOptions({
    queryKey: [...maintenanceQueries.all(), "poll"] as const,
    queryFn: async ({ signal }) => (await api.call("get", "/v1/system/maintenance/status", { signal })).enabled,
    refetchInterval: MAINTENANCE_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    retry: false,
    gcTime: 0,
    meta: { errorToast: false },
  });
