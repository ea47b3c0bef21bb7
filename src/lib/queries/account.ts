import { queryOptions } from "@tanstack/react-query";
import type { Balance, KubeCloudClient, PendingRecord } from "@kubecloud/sdk";
import { settings } from "../../config/settings.ts";

/**
 * The signed-in account's data that several features read or refresh: the user record, the balance and
 * the pending transfers (the invoices: `invoiceQueries`). Keys and query options travel together, so `setQueryData` and
 * `invalidateQueries` use the same typed key the screens read (a live billing event refreshes the
 * balance through `accountQueries.all()` or `accountQueries.balance(api).queryKey`).
 */
export const accountQueries = {
  all: () => ["account"] as const,
  /** `GET /v1/user/`; the SDK has already removed the leaked hash and code. */
  user: (api: KubeCloudClient) =>
    queryOptions({
      queryKey: [...accountQueries.all(), "user"] as const,
      queryFn: async ({ signal }) => (await api.call("get", "/v1/user/", { signal })).user,
    }),
  /**
   * The balance, refreshed every 30 s while a screen shows it (product-rules §4). A failed read shows $0.00 and
   * 'Failed to fetch balance' where the balance is (BalanceFailure), so no toast, which every refresh would repeat.
   */
  balance: (api: KubeCloudClient) =>
    queryOptions({
      queryKey: [...accountQueries.all(), "balance"] as const,
      queryFn: ({ signal }) => api.call("get", "/v1/user/balance", { signal }),
      refetchInterval: settings.balanceRefreshMs,
      meta: { errorToast: false },
    }),
  /** The account's pending transfers (product-rules §7); the server sends null when there are none. */
  pendingRecords: (api: KubeCloudClient) =>
    queryOptions({
      queryKey: [...accountQueries.all(), "pending-records"] as const,
      queryFn: async ({ signal }): Promise<PendingRecord[]> =>
        (await api.call("get", "/v1/user/pending-records", { signal })).pending_records ?? [],
      meta: { errorToast: false },
    }),
};

/** Displayed balance: balance_usd − debt_usd; a failed fetch shows 0 (product-rules §3, §8). */
export function netBalance(balance: Pick<Balance, "balance_usd" | "debt_usd"> | undefined): number {
  return balance ? balance.balance_usd - balance.debt_usd : 0;
}
