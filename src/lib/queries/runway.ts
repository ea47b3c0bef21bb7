import { runway, spendBreakdown, sharedNodeIds, type Runway } from "@kubecloud/sdk";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "../api-context.ts";
import { accountQueries } from "./account.ts";
import { clusterQueries } from "./clusters.ts";
import { nodeQueries } from "./nodes.ts";

// How long the balance lasts and what spends it (the SDK's `runway` over `spendBreakdown`), read through the
// query cache that the dashboard, My Nodes and the clusters screens share: the balance (refreshed every 30 s),
// the clusters, the reserved nodes and the grid nodes of the VMs on shared nodes. The dashboard's runway card
// and the low-balance banner read it.

export interface RunwayRead {
  /** Undefined while loading, or when the balance, the clusters or the reserved nodes could not be read. */
  runway: Runway | undefined;
  pending: boolean;
  /** What could not be read (the shared nodes' failure only makes their VMs unknown). */
  failed: "balance" | "spend" | null;
  fetching: boolean;
  retry: () => void;
}

/**
 * The account's runway. The clusters and reserved nodes are asked for once the balance is known (a
 * runway needs it; a tab whose balance cannot be read asks for nothing more). No error toasts: whoever
 * shows the runway shows its failure.
 */
export function useRunway(): RunwayRead {
  const api = useApi();
  const balance = useQuery(accountQueries.balance(api));
  const enabled = balance.isSuccess;
  const clusters = useQuery({ ...clusterQueries.list(api), meta: { errorToast: false }, enabled });
  const rented = useQuery({ ...nodeQueries.rented(api), enabled });
  const ids = clusters.data && rented.data ? sharedNodeIds(clusters.data, rented.data) : [];
  const grid = useQuery({ ...nodeQueries.byIds(api, ids), enabled: ids.length > 0 });
  const retry = () => {
    for (const query of [balance, clusters, rented, grid]) if (query.isError) void query.refetch();
  };
  const fetching = [balance, clusters, rented, grid].some((query) => query.isFetching);
  const failed = balance.isError ? "balance" : clusters.isError || rented.isError ? "spend" : null;
  if (failed || !balance.data || !clusters.data || !rented.data || (ids.length > 0 && grid.isPending)) {
    return { runway: undefined, pending: failed === null, failed, fetching, retry };
  }
  const spend = spendBreakdown(clusters.data, rented.data, grid.data);
  return { runway: runway(balance.data, spend), pending: false, failed: null, fetching, retry };
}
