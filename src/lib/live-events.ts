import type { EventMessage } from "@kubecloud/sdk";

// The tab's live events, for any screen that follows one: the notifications feature owns the one connection
// (product-rules §4) and publishes every event here after its own reactions; a screen subscribes instead of
// opening a second connection. The last events are kept, so a screen that loads after they arrived (the
// cluster page opened from a link while a deployment runs) still sees them.

type Listener = (event: EventMessage) => void;

/** How many recent events a late subscriber can replay (a deployment of 20 VMs sends about 25). */
export const RECENT_EVENTS = 50;

const listeners = new Set<Listener>();
let recent: EventMessage[] = [];

/** Hands one event to every subscriber (called by the connection, once per event, in arrival order). */
export function publishLiveEvent(event: EventMessage): void {
  recent = [...recent.slice(-(RECENT_EVENTS - 1)), event];
  for (const listener of [...listeners]) listener(event);
}

/**
 * Calls `listener` for every event from now on and, with `replay`, first for the recent ones. Returns the
 * unsubscribe function.
 */
export function subscribeLiveEvents(listener: Listener, { replay = false }: { replay?: boolean } = {}): () => void {
  if (replay) for (const event of recent) listener(event);
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Forgets the recent events (the connection closes: the user signed out, and the next one must not see them). */
export function clearLiveEvents(): void {
  recent = [];
}
