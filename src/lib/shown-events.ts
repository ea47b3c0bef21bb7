import type { EventMessage } from "@kubecloud/sdk";
import { useEffect, useLayoutEffect, useRef } from "react";
import { settings } from "../config/settings.ts";

// One outcome, one message (product-rules §4): a screen that shows a flow itself (a charge's progress, a
// deployment's timeline, a reservation's row) says so here, and the live events of that flow update the
// screen instead of adding toasts. The live notifications ask `shownOnScreen` before each toast; everything
// else an event does (the notification list, reloads) happens all the same.

/** Whether a screen shows what `event` reports. */
export type ShowsEvent = (event: EventMessage) => boolean;

const claims = new Set<{ current: ShowsEvent }>();

/** Whether a screen (or a flow of the app) shows what `event` reports, so no toast repeats it. */
export function shownOnScreen(event: EventMessage): boolean {
  for (const claim of claims) if (claim.current(event)) return true;
  return false;
}

/** Claims the events `shows` matches until the returned function is called. */
export function claimEvents(shows: ShowsEvent): () => void {
  const claim = { current: shows };
  claims.add(claim);
  return () => void claims.delete(claim);
}

/**
 * Claims the events `shows` matches for `ms`: for an action whose result the screen has just shown, while
 * the server's own report of it has not come yet (events are queued and handled one every 2 s).
 */
export function claimEventsFor(shows: ShowsEvent, ms: number = settings.shownEventGraceMs): void {
  const release = claimEvents(shows);
  setTimeout(release, ms);
}

/** While `active`, the screen claims the events `shows` matches (the latest `shows` is asked each time). */
export function useClaimEvents(active: boolean, shows: ShowsEvent): void {
  const claim = useRef(shows);
  useLayoutEffect(() => {
    claim.current = shows;
  });
  useEffect(() => {
    if (!active) return;
    claims.add(claim);
    return () => void claims.delete(claim);
  }, [active]);
}
