import { queryOptions } from "@tanstack/react-query";
import type { KubeCloudClient, PendingRecord } from "@kubecloud/sdk";
import { maintenanceQueries } from "../../lib/queries/maintenance.ts";
import { asAdmin } from "./admin-errors.ts";

// Every admin screen shows its own loading, empty and failure states, so none of these toasts.
const quiet = { meta: { errorToast: false } } as const;

const all = () => ["admin"] as const;

/** One of the panel's platform-wide reads, keyed under "admin" and without a toast. */
const adminRead = <N extends string, T>(name: N, read: (signal: AbortSignal) => Promise<T>) =>
  queryOptions({ queryKey: [...all(), name] as const, queryFn: ({ signal }) => read(signal), ...quiet });

/** The admin panel's data: platform-wide lists that only admins may read. */
export const adminQueries = {
  all,
  /** `GET /v1/stats`: total users and clusters, up nodes, countries. */
  stats: (api: KubeCloudClient) => adminRead("stats", (signal) => api.call("get", "/v1/stats", { signal })),
  /** Every user with their balance; the server's order is random, so screens sort it. */
  users: (api: KubeCloudClient) =>
    adminRead("users", async (signal) => (await asAdmin(api.call("get", "/v1/users", { signal }))).users),
  vouchers: (api: KubeCloudClient) =>
    adminRead("vouchers", async (signal) => (await asAdmin(api.call("get", "/v1/vouchers", { signal }))).vouchers),
  invoices: (api: KubeCloudClient) =>
    adminRead("invoices", async (signal) => (await asAdmin(api.call("get", "/v1/invoices", { signal }))).invoices),
  /** Every user's pending records; the server sends null when there are none. */
  payments: (api: KubeCloudClient) =>
    adminRead(
      "payments",
      async (signal): Promise<PendingRecord[]> =>
        (await asAdmin(api.call("get", "/v1/pending-records", { signal }))).pending_records ?? [],
    ),
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
