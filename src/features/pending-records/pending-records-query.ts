import { queryOptions } from "@tanstack/react-query";
import type { KubeCloudClient, PendingRecord } from "@kubecloud/sdk";

const pendingRecordsKey = ["pending-records"] as const;

/** The signed-in user's pending transfers (spec §7); the server sends null when there are none. */
export const pendingRecordsQuery = (api: KubeCloudClient) =>
  queryOptions({
    queryKey: pendingRecordsKey,
    queryFn: async ({ signal }): Promise<PendingRecord[]> =>
      (await api.call("get", "/v1/user/pending-records", { signal })).pending_records ?? [],
    meta: { errorToast: false },
  });
