import type { LiveState } from "@kubecloud/sdk";
import { useSyncExternalStore } from "react";

// The live connection's state and its "reconnect now", shared by the connection hook (which owns the
// connection) and the indicator in the navbar (which shows it and offers Reconnect).

let state: LiveState = "idle";
let reconnectNow: () => void = () => undefined;
const listeners = new Set<() => void>();

export function setLiveState(next: LiveState) {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

/** The connection hook hands over how to reconnect; the indicator's button calls it. */
export function setReconnect(reconnect: () => void) {
  reconnectNow = reconnect;
}

export function reconnectLive() {
  reconnectNow();
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
