import { queryOptions } from "@tanstack/react-query";
import type { KubeCloudClient } from "@kubecloud/sdk";
import { settings } from "../../config/settings.ts";

/** Maintenance mode: read by the route guard and the maintenance page, switched by the admin panel. */
export const maintenanceQueries = {
  all: () => ["maintenance"] as const,
  /**
   * Whether maintenance mode is on, for the route guard. Fresh for one hour (the guard rechecks on
   * navigation after that); a failed check counts as off (product-rules §4, §8), and never shows a toast.
   */
  status: (api: KubeCloudClient) =>
    queryOptions({
      queryKey: [...maintenanceQueries.all(), "status"] as const,
      queryFn: async () => {
        try {
          // Only a clear "on" counts: anything else (a failure, a malformed reply) is off.
          return (await api.call("get", "/v1/system/maintenance/status")).enabled === true;
        } catch {
          return false;
        }
      },
      staleTime: settings.maintenanceRecheckMs,
      meta: { errorToast: false },
    }),
};
