import { queryOptions } from "@tanstack/react-query";
import { type Balance, type KubeCloudClient } from "@kubecloud/sdk";
import { queryKeys } from "../../lib/query-keys.ts";
import { settings } from "../../config/settings.ts";

/** The balance, refreshed every 30 s while a screen shows it (spec §4). */
export const balanceQuery = (api: KubeCloudClient) =>
  queryOptions({
    queryKey: queryKeys.balance,
    queryFn: () => api.call("get", "/v1/user/balance"),
    refetchInterval: settings.balanceRefreshMs,
  });

export const deploymentsQuery = (api: KubeCloudClient) =>
  queryOptions({
    queryKey: queryKeys.deployments,
    queryFn: async () => (await api.call("get", "/v1/deployments")).deployments,
  });

/** Displayed balance: balance_usd − debt_usd; a failed fetch shows 0 (spec §3, §8). */
export function netBalance(balance: Pick<Balance, "balance_usd" | "debt_usd"> | undefined): number {
  return balance ? balance.balance_usd - balance.debt_usd : 0;
}
