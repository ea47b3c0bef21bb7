import { queryOptions } from "@tanstack/react-query";
import type { KubeCloudClient, PendingRecord } from "@kubecloud/sdk";
import { maintenanceQueries } from "../../lib/queries/maintenance.ts";
import { asAdmin } from "./admin-errors.ts";

// Every admin screen shows its own loading, empty and failure states, so none of these toasts.
const quiet = { meta: { errorToast: false } } as const;

/** The admin panel's data: platform-wide lists that only admins may read. */
export const adminQueries = {
  all: () => ["admin"] as const,
  /** `GET /v1/stats`: total users and clusters, up nodes, countries. */
  stats: (api: KubeCloudClient) =>
    queryOptions({
      queryKey: [...adminQueries.all(), "stats"] as const,
      queryFn: ({ signal }) => api.call("get", "/v1/stats", { signal }),
      ...quiet,
    }),
  /** Every user with their balance; the server's order is random, so screens sort it. */
  users: (api: KubeCloudClient) =>
    queryOptions({
      queryKey: [...adminQueries.all(), "users"] as const,
      queryFn: async ({ signal }) => (await asAdmin(api.call("get", "/v1/users", { signal }))).users,
      ...quiet,
    }),
  vouchers: (api: KubeCloudClient) =>
    queryOptions({
      queryKey: [...adminQueries.all(), "vouchers"] as const,
      queryFn: async ({ signal }) => (await asAdmin(api.call("get", "/v1/vouchers", { signal }))).vouchers,
      ...quiet,
    }),
  invoices: (api: KubeCloudClient) =>
    queryOptions({
      queryKey: [...adminQueries.all(), "invoices"] as const,
      queryFn: async ({ signal }) => (await asAdmin(api.call("get", "/v1/invoices", { signal }))).invoices,
      ...quiet,
    }),
  /** Every user's pending records; the server sends null when there are none. */
  payments: (api: KubeCloudClient) =>
    queryOptions({
      queryKey: [...adminQueries.all(), "payments"] as const,
      queryFn: async ({ signal }): Promise<PendingRecord[]> =>
        (await asAdmin(api.call("get", "/v1/pending-records", { signal }))).pending_records ?? [],
      ...quiet,
    }),
  /**
   * Maintenance mode as the admin panel shows it. Unlike the route guard's check (a failure counts as off,
   * cached for an hour), the switch must show what the server says now, and a failure as a failure.
   */
  maintenance: (api: KubeCloudClient) =>
    queryOptions({
      queryKey: [...maintenanceQueries.all(), "admin"] as const,
      queryFn: async ({ signal }) => (await api.call("get", "/v1/system/maintenance/status", { signal })).enabled,
      staleTime: 0,
      ...quiet,
    }),
};
