import { useSyncExternalStore } from "react";

/** The live connection's state, shared by the connection hook and the indicator. */
export type LiveState = "off" | "connecting" | "live";

let state: LiveState = "off";
const listeners = new Set<() => void>();

export function setLiveState(next: LiveState) {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

export function useLiveState(): LiveState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}
