import { isKubeCloudError, type KubeCloudClient } from "@kubecloud/sdk";
import type { QueryClient } from "@tanstack/react-query";
import { settings } from "../config/settings.ts";
import { maintenanceQueries } from "./queries/maintenance.ts";

// Maintenance reaches open pages (product-rules §2): the real server blocks nothing while maintenance is on
// (it is only a flag the console reads), so the console stops a signed-in user's changes itself. Every
// change goes through the API client, so the client the app hands out refuses them while maintenance is on,
// with the maintenance message; reads, signing in and the admin's operations (the admin turns maintenance
// off from /admin) still go through.

/** What the guard needs to know about maintenance. */
export interface MaintenanceWatch {
  /** Whether maintenance is on: the last answer while it is fresh, else the server's. */
  isOn(): Promise<boolean>;
  /** A reply said the service is unavailable (503): ask whether that is maintenance, now. */
  recheck(): void;
}

const STATUS_PATH = "/v1/system/maintenance/status";

/** `api`, refusing a user's changes while `watch` says maintenance is on. */
export function guardWrites(api: KubeCloudClient, watch: MaintenanceWatch): KubeCloudClient {
  // The operation table comes after the first page, with the request code: it is asked for with the first call
  // of any kind, so a change later never waits for it (a request timer starts only when the request leaves). Not
  // at once: the prerendered pages would preload it with the first page.
  let refusals: Promise<typeof import("./maintenance-refusal.ts")> | undefined;
  const call = async (method: string, path: string, ...args: unknown[]): Promise<unknown> => {
    refusals ??= import("./maintenance-refusal.ts");
    if (method !== "get") {
      const { maintenanceRefusal } = await refusals;
      const refusal = maintenanceRefusal(method, path);
      if (refusal && (await watch.isOn())) throw refusal;
    }
    try {
      return await (api.call as (...callArgs: unknown[]) => Promise<unknown>)(method, path, ...args);
    } catch (error) {
      if (isKubeCloudError(error) && error.status === 503 && path !== STATUS_PATH) watch.recheck();
      throw error;
    }
  };
  return { ...api, call: call as KubeCloudClient["call"] };
}

/**
 * The app's watch: the route guard's own maintenance status (so a refusal and a redirect agree), asked again
 * before a change once it is older than the signed-in poll interval.
 */
export function maintenanceWatch(api: KubeCloudClient, queryClient: QueryClient): MaintenanceWatch {
  const status = maintenanceQueries.status(api);
  return {
    isOn: () => queryClient.fetchQuery({ ...status, staleTime: settings.maintenancePollMs }),
    recheck: () => void queryClient.refetchQueries({ queryKey: status.queryKey }, { cancelRefetch: false }),
  };
}
