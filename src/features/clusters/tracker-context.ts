import { createContext, useContext, useSyncExternalStore } from "react";
import type { ClusterTracker, TrackerState } from "./tracker.ts";

export const TrackerContext = createContext<ClusterTracker | null>(null);

/** The cluster work the user has in flight (see tracker.ts), and the tracker to start more. */
export function useTracker(): { tracker: ClusterTracker; state: TrackerState } {
  const tracker = useContext(TrackerContext);
  if (!tracker) throw new Error("useTracker must be used inside <TrackerProvider>");
  const state = useSyncExternalStore(tracker.subscribe, tracker.getSnapshot);
  return { tracker, state };
}
