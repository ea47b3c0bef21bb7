import { queryOptions, useQuery } from "@tanstack/react-query";
import { buildActivity, readAllNotifications, type ActivityEntry, type KubeCloudClient } from "@kubecloud/sdk";
import { useMemo } from "react";
import { useApi } from "../../lib/api-context.ts";
import { accountQueries } from "../../lib/queries/account.ts";
import { clusterQueries } from "../../lib/queries/clusters.ts";
import { invoiceQueries } from "../../lib/queries/invoices.ts";
import { nodeQueries } from "../../lib/queries/nodes.ts";

export const activityQueries = {
  all: () => ["activity"] as const,
  /**
   * Every notification, page after page (the bell and /notifications read only the latest 50). The log shows
   * its own failure, so no toast.
   */
  notifications: (api: KubeCloudClient) =>
    queryOptions({
      queryKey: [...activityQueries.all(), "notifications"] as const,
      queryFn: ({ signal }) => readAllNotifications(api, { signal }),
      meta: { errorToast: false },
    }),
};

/** The sources of the log, by what the screen calls them when one cannot be read. */
const sourceNames = ["notifications", "clusters", "invoices", "payments"] as const;

export interface Activity {
  entries: ActivityEntry[];
  /** Still reading a source the first time. */
  isPending: boolean;
  /** The sources that could not be read: the log shows what the others tell. */
  failed: (typeof sourceNames)[number][];
  /** Every source failed: there is nothing to show. */
  allFailed: boolean;
  /** The first failure, for its reason. */
  error: unknown;
  /** More notifications than the log reads. */
  truncated: boolean;
  retrying: boolean;
  retry: () => void;
  /** Which clusters still exist and which nodes are still reserved, for links (undefined: not known). */
  clusters?: ReadonlySet<string>;
  rentedNodes?: ReadonlySet<number>;
}

/** The account's activity log, read from the notifications and the records (see the SDK's `buildActivity`). */
export function useActivity(): Activity {
  const api = useApi();
  // One useQuery each: useQueries would bring its observer into the framework chunk of the first load.
  const notifications = useQuery(activityQueries.notifications(api));
  const clusters = useQuery({ ...clusterQueries.list(api), meta: { errorToast: false } });
  const invoices = useQuery(invoiceQueries.list(api));
  const pending = useQuery(accountQueries.pendingRecords(api));
  const rented = useQuery(nodeQueries.rented(api));
  const sources = [notifications, clusters, invoices, pending] as const;
  const entries = useMemo(
    () =>
      buildActivity({
        notifications: notifications.data?.notifications,
        deployments: clusters.data,
        invoices: invoices.data,
        pendingRecords: pending.data,
      }),
    [notifications.data, clusters.data, invoices.data, pending.data],
  );
  const clusterNames = useMemo(
    () => clusters.data && new Set(clusters.data.map((d) => d.cluster.name)),
    [clusters.data],
  );
  const rentedIds = useMemo(() => rented.data && new Set(rented.data.map((n) => n.nodeId)), [rented.data]);
  const failed = sourceNames.filter((_, i) => sources[i].isError);
  return {
    entries,
    isPending: sources.some((q) => q.isPending),
    failed,
    allFailed: failed.length === sources.length,
    error: sources.find((q) => q.isError)?.error,
    truncated: notifications.data?.truncated ?? false,
    retrying: sources.some((q) => q.isError && q.isFetching),
    retry: () => sources.filter((q) => q.isError).forEach((q) => void q.refetch()),
    ...(clusterNames ? { clusters: clusterNames } : {}),
    ...(rentedIds ? { rentedNodes: rentedIds } : {}),
  };
}
