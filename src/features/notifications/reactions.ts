import { nodeOutcome, readable, type EventMessage, type Notification } from "@kubecloud/sdk";
import type { ToastInput } from "../../components/feedback/toasts.tsx";
import { describeEvent } from "../../lib/describe-event.ts";
import { notificationKind, severityOf } from "./kinds.ts";
import { settings } from "../../config/settings.ts";

/** What a live event may cause; injected so the reaction table is tested without a browser. */
export interface EventEffects {
  toast(toast: ToastInput): void;
  prependNotification(notification: Notification): void;
  /** Load the stored list again (it has what the live event leaves out, such as the subject). */
  reloadNotifications(): void;
  reloadClusters(): void;
  reloadBalance(): void;
  announceNodeUpdate(): void;
  /** A reservation or release failed on the server: whoever follows that node stops waiting (our rule). */
  announceNodeFailure(nodeId: number, reason: string | undefined): void;
  /** Whether a screen already shows what the event reports (one outcome, one message: no toast then). */
  shownOnScreen(event: EventMessage): boolean;
  /** Reload the user, then go to /dashboard. */
  reloadUserAndOpenDashboard(): void;
  /** Log out and go to /. */
  signOutToHome(): void;
  schedule(fn: () => void, ms: number): void;
}

/**
 * Persisted events carry an id: they join the notification list as unread (product-rules §4). Only the kinds the
 * server stores can be listed; an unknown kind is left to the next load of the list.
 */
function toNotification(event: EventMessage & { id: string }): Notification | undefined {
  const type = notificationKind(event.type);
  if (type === "other") return undefined;
  return {
    id: event.id,
    type,
    severity: severityOf(event.severity),
    // The live event has no subject; the stored notification has, and arrives with the next load of the list.
    payload: {
      subject: event.data.subject || describeEvent(event).title,
      message: event.data.message,
      status: event.data.status,
    },
    status: "unread",
    created_at: event.timestamp,
  };
}

/**
 * User events that report a change the user just made on a screen (an SSH key, the password): reloading the
 * user and opening /dashboard would take them away from that screen (the deploy wizard adds keys), and the
 * user record has not changed (our rule, product-rules §4).
 */
const accountChanges = new Set(["ssh_key_added", "ssh_key_deleted", "password_changed"]);

/**
 * The reactions of product-rules §4, by severity and type. The server's extra types (user_registration,
 * step_completed, step_failed) are progress reports: a toast, nothing else. No toast for what a screen already
 * shows (its progress, its result): one outcome, one message.
 */
export function reactToEvent(event: EventMessage, effects: EventEffects): void {
  if (event.type === "connected") return; // the client marks the connection instead
  const notification = event.id ? toNotification({ ...event, id: event.id }) : undefined;
  if (notification) {
    effects.prependNotification(notification);
    effects.reloadNotifications();
  }

  // The toast says what happened to what, with its own severity (a failed deploy step is an error);
  // the reactions below follow the event's severity as the server sent it.
  if (!effects.shownOnScreen(event)) effects.toast(describeEvent(event));

  const severity = severityOf(event.severity);
  const node = nodeOutcome(readable(event));
  if (node && !node.ok) effects.announceNodeFailure(node.nodeId, node.reason);
  if (severity === "success") {
    if (event.type === "deployment") effects.reloadClusters();
    if (event.type === "node") effects.announceNodeUpdate();
    if (event.type === "billing") effects.reloadBalance();
    if (event.type === "user" && !accountChanges.has(event.data.status)) effects.reloadUserAndOpenDashboard();
  } else if (severity === "error" && event.type === "user") {
    effects.schedule(() => effects.signOutToHome(), settings.userErrorLogoutDelayMs);
  }
}
