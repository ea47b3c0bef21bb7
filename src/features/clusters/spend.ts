import { monthlySpend, sharedNodeIds, type MonthlySpend } from "@kubecloud/sdk";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../lib/api-context.ts";
import { clusterQueries } from "../../lib/queries/clusters.ts";
import { nodeQueries } from "../../lib/queries/nodes.ts";
import { clusterScreenQueries } from "./queries.ts";

// What the account already pays a month (the SDK's monthlySpend: the rent of the reserved nodes and the
// estimates of the VMs of existing clusters on shared nodes), read through the query cache, so that the
// review's runway counts everything the balance pays for. `kubecloud deploy --dry-run` computes the same.

/**
 * The account's monthly spending before a change, or `undefined` while it loads; `failed` when the clusters
 * or the reserved nodes could not be read (a runway then counts only what is known).
 */
export function useMonthlySpend(): { spend: MonthlySpend | undefined; failed: boolean } {
  const api = useApi();
  const rented = useQuery(nodeQueries.rented(api));
  const clusters = useQuery({ ...clusterQueries.list(api), meta: { errorToast: false } });
  const ids = rented.data && clusters.data ? sharedNodeIds(clusters.data, rented.data) : [];
  const grid = useQuery({ ...clusterScreenQueries.gridNodes(api, ids), enabled: ids.length > 0 });
  if (rented.isError || clusters.isError) return { spend: undefined, failed: true };
  if (!rented.data || !clusters.data || (ids.length > 0 && grid.isPending)) return { spend: undefined, failed: false };
  return { spend: monthlySpend(clusters.data, rented.data, grid.data), failed: false };
}
