import type { KeyValueStorage } from "@kubecloud/sdk";
import { createClusterTracker, type ClusterTracker } from "./tracker.ts";

// One tracker per user and tab, shared by every clusters screen. A scheduled deletion or removal is sent when
// its countdown ends, maybe after the screen that scheduled it has gone and another one shows the clusters:
// what it starts must land in the tracker that screen reads, not in a copy the next write would overwrite.
const trackers = new Map<string, { tracker: ClusterTracker; saved: () => string | null }>();

/** The tab's tracker of `key`; made again when the storage no longer holds what it last read or wrote. */
export function tabTracker(storage: KeyValueStorage, key: string): ClusterTracker {
  const known = trackers.get(key);
  if (known && storage.getItem(key) === known.saved()) return known.tracker;
  let saved = storage.getItem(key);
  const tracker = createClusterTracker(
    {
      getItem: (k) => storage.getItem(k),
      setItem: (k, value) => {
        saved = value;
        storage.setItem(k, value);
      },
      removeItem: (k) => storage.removeItem(k),
    },
    key,
  );
  trackers.set(key, { tracker, saved: () => saved });
  return tracker;
}
