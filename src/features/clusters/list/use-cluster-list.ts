import type { Deployment } from "@kubecloud/sdk";
import { useSearchParams } from "react-router-dom";
import { timelineOf } from "../tracker.ts";
import { useTracker } from "../tracker-context.ts";
import { sortFrom, type ClusterSort } from "./cluster-list-view.ts";

/** The list's search and order: they live in the URL beside the section (a reload or a shared link keeps them). */
export function useClusterListParams() {
  const [params, setParams] = useSearchParams();
  const setParam = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  return {
    search: params.get("q") ?? "",
    sort: sortFrom(params.get("sort")),
    setSearch: (next: string) => setParam("q", next),
    // Newest first is the default, so it is left out of the URL.
    orderBy: (next: ClusterSort) => setParam("sort", next === "created" ? "" : next),
  };
}

/** The deployments this tab follows that the list does not show yet. */
export function usePendingDeployments(clusters: readonly Deployment[]) {
  const { state } = useTracker();
  const listed = new Set(clusters.map((deployment) => deployment.cluster.name));
  // A deployment that succeeded is in the list (or will be at the next refresh): only the others show here.
  return state.deployments.filter((record) => !listed.has(record.cluster) && timelineOf(record).phase !== "running");
}
