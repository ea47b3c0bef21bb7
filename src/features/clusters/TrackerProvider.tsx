import { finalStatuses, readable, toClusterEvent } from "@kubecloud/sdk";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, type ReactNode } from "react";
import { useApi } from "../../lib/api-context.ts";
import { subscribeLiveEvents } from "../../lib/live-events.ts";
import { clusterQueries } from "../../lib/queries/clusters.ts";
import { useSession } from "../../lib/session/session-context.ts";
import { useClaimEvents } from "../../lib/shown-events.ts";
import { clusterScreenQueries } from "./queries.ts";
import { showsClusterEvent, type ClusterScope } from "./shown.ts";
import { tabTracker } from "./tab-tracker.ts";
import { isActive } from "./tracker.ts";
import { TrackerContext, useTracker } from "./tracker-context.ts";

/** Asks the server about one workflow until it ends; its end refreshes the clusters (the event may never come). */
function WatchWorkflow({ id }: { id: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { tracker } = useTracker();
  const { data: status } = useQuery(clusterScreenQueries.workflow(api, id));
  useEffect(() => {
    if (!status) return;
    tracker.setWorkflow(id, status);
    if (finalStatuses.includes(status)) void queryClient.invalidateQueries({ queryKey: clusterQueries.all() });
  }, [status, id, tracker, queryClient]);
  return null;
}

function WorkflowWatch() {
  const { state } = useTracker();
  const active = [...state.deployments, ...state.operations].filter(isActive);
  return active.map((item) => <WatchWorkflow key={item.taskId} id={item.taskId} />);
}

/**
 * The clusters screens' tracker of the user's deployments and operations (one per tab, kept in the tab's
 * session storage), fed with the tab's live events, including those that arrived before the screen.
 * A screen that shows the tracked work (`shows`: its cluster, or all) takes that work's live events instead
 * of toasts: the timeline and the alerts are the one message.
 */
export function TrackerProvider({ children, shows }: { children: ReactNode; shows?: ClusterScope }) {
  const { user } = useSession();
  const key = `kubecloud.clusters.${user?.ID ?? 0}`;
  const tracker = useMemo(() => tabTracker(window.sessionStorage, key), [key]);
  useClaimEvents(shows !== undefined, (event) =>
    shows === undefined ? false : showsClusterEvent(tracker.getSnapshot(), readable(event), shows),
  );
  useEffect(
    () => subscribeLiveEvents((event) => tracker.recordEvent(toClusterEvent(event)), { replay: true }),
    [tracker],
  );
  return (
    <TrackerContext.Provider value={tracker}>
      <WorkflowWatch />
      {children}
    </TrackerContext.Provider>
  );
}
