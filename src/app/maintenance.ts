import { queryOptions } from "@tanstack/react-query";
import { type KubeCloudClient } from "@kubecloud/sdk";
import { settings } from "../config/settings.ts";

/**
 * Whether maintenance mode is on. Fresh for one hour (the guard rechecks on navigation after that); a
 * failed check counts as off (spec §4, §8), and never shows a toast.
 */
export const maintenanceQuery = (api: KubeCloudClient) =>
  queryOptions({
    queryKey: ["maintenance"],
    queryFn: async () => {
      try {
        return (await api.call("get", "/v1/system/maintenance/status")).enabled;
      } catch {
        return false;
      }
    },
    staleTime: settings.maintenanceRecheckMs,
    meta: { errorToast: false },
  });
