import { clusterNodeName, type Cluster } from "@kubecloud/sdk";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import { dashboardPath } from "../../../config/paths.ts";
import { useScheduledActions } from "../../../lib/use-scheduled-actions.ts";
import { operationsOn } from "../mutations.ts";
import { undoKeys } from "../scheduled.ts";
import { isActive } from "../tracker.ts";
import { useTracker } from "../tracker-context.ts";

/**
 * What is changing in a cluster: the operations this tab follows, a deletion counting down or sent (nothing new
 * starts then), and the nodes being removed (sent, or counting down with their Undo).
 */
export function useClusterChanges(cluster: Pick<Cluster, "name" | "project_name" | "nodes">) {
  const { state } = useTracker();
  const operations = operationsOn(state.operations, cluster.name);
  const deletionStarted = operations.some((op) => (op.kind === "delete" || op.kind === "delete-all") && isActive(op));
  const scheduled = useScheduledActions();
  // A deletion counting down (this cluster's or all of them) or already sent: nothing new starts here.
  const scheduledDelete = scheduled.find(
    (action) => action.key === undoKeys.cluster(cluster.name) || action.key === undoKeys.all,
  );
  const scheduledRemoval = (node: string) =>
    scheduled.find((action) => action.key === undoKeys.node(cluster.name, node));
  const removing = new Set([
    ...operations.filter((op) => op.kind === "remove-node" && isActive(op)).map((op) => op.node ?? ""),
    ...cluster.nodes
      .map((node) => clusterNodeName(node, cluster))
      .filter((name) => scheduledRemoval(name)?.state === "sending"),
  ]);
  return {
    operations,
    deletionStarted,
    scheduledDelete,
    deleting: deletionStarted || scheduledDelete !== undefined,
    scheduledRemoval,
    removing,
  };
}

/** A deletion scheduled here leads to the clusters once the server has taken it (not if it is undone). */
export function useLeaveOnceDeleting(deletionStarted: boolean) {
  const navigate = useNavigate();
  const [leaveOnceDeleting, setLeaveOnceDeleting] = useState(false);
  useEffect(() => {
    if (leaveOnceDeleting && deletionStarted) void navigate(dashboardPath("clusters"));
  }, [leaveOnceDeleting, deletionStarted, navigate]);
  return () => setLeaveOnceDeleting(true);
}
