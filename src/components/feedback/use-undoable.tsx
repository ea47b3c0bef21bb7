import { notifications } from "@mantine/notifications";
import { useCallback } from "react";
import type { UndoWords } from "../../config/undo-texts.ts";
import { scheduledActions, type ScheduledAction } from "../../lib/scheduled-actions.ts";
import { useSessionStore } from "../../lib/session/session-context.ts";
import type { SessionStore } from "../../lib/session/session-store.ts";
import { ScheduledToast } from "./ScheduledToast.tsx";
import type { ThingLink } from "../../lib/describe-event.ts";
import { showToast } from "./toasts.tsx";

export interface UndoableAction {
  /** What it is about (one action per key at a time). */
  key: string;
  words: UndoWords;
  /** The thing it is about, linked from the toast. */
  link?: ThingLink;
  /** Sends the request (once, when the countdown ends or on "Do it now") and shows what came of a failure. */
  send: () => Promise<unknown>;
}

const ANNOUNCER_ID = "scheduled-actions-announcer";

/**
 * A polite live region for the end of a countdown: the toast goes when the request is sent, and the screen's
 * own progress display takes over without a toast of its own, so this says it. Made when the countdown
 * starts, since a region that appears with its text is not reliably read.
 */
function announcer(): HTMLElement {
  let region = document.getElementById(ANNOUNCER_ID);
  if (!region) {
    region = document.createElement("div");
    region.id = ANNOUNCER_ID;
    region.setAttribute("role", "status");
    region.style.cssText =
      "position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);border:0";
    document.body.append(region);
  }
  return region;
}

function schedule({ key, words, link, send }: UndoableAction, session: SessionStore): ScheduledAction {
  const pending = scheduledActions.find(key);
  if (pending) return pending; // a second confirmation: the same action, and no second toast
  const region = announcer();
  region.textContent = "";
  let stopWatching = () => {};
  const action = scheduledActions.schedule({
    key,
    send,
    onEnd(end) {
      stopWatching();
      notifications.hide(toastId);
      if (end === "undone") showToast({ severity: "info", title: words.undone, link, duration: 4_000 });
      if (end === "sent") region.textContent = words.sending;
    },
  });
  const toastId = `scheduled-${action.id}`;
  // Signing out (or a session that expires) ends the page's authority to act: nothing is sent.
  stopWatching = session.subscribe(() => {
    if (session.getSnapshot().accessToken === null) scheduledActions.cancel(action.id);
  });
  showToast({
    id: toastId,
    severity: "warning",
    title: words.title,
    link,
    duration: false,
    content: <ScheduledToast actionKey={key} words={words} />,
  });
  return action;
}

/**
 * Schedules a destructive action with its toast (product-rules §4): the toast names the thing, counts down,
 * and offers Undo and "Do it now"; the request goes at the end of the countdown. Returns the action (the one
 * already scheduled for the same key, if any).
 */
export function useUndoable(): (action: UndoableAction) => ScheduledAction {
  const session = useSessionStore();
  return useCallback((action: UndoableAction) => schedule(action, session), [session]);
}
