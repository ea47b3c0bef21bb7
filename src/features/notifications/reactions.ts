import { constants, messages, type EventMessage, type Notification } from "@kubecloud/sdk";
import type { ToastInput } from "../../components/feedback/toasts.tsx";

/** What a live event may cause; injected so the reaction table is tested without a browser. */
export interface EventEffects {
  toast(toast: ToastInput): void;
  prependNotification(notification: Notification): void;
  reloadClusters(): void;
  reloadBalance(): void;
  announceNodeUpdate(): void;
  /** Reload the user, then go to /dashboard. */
  reloadUserAndOpenDashboard(): void;
  /** Log out and go to /. */
  signOutToHome(): void;
  schedule(fn: () => void, ms: number): void;
}

const severities = ["success", "error", "warning", "info"] as const;
type Severity = (typeof severities)[number];

function severityOf(event: EventMessage): Severity {
  return (severities as readonly string[]).includes(event.severity) ? event.severity : "info";
}

/** The spec §8 default message for an event type ("System notification" for anything unknown). */
function defaultEventMessage(type: string): string {
  const defaults: Record<string, string> = messages.events;
  return defaults[type] ?? messages.events.other;
}

/** Persisted events carry an id: they join the notification list as unread (spec §4). */
function toNotification(event: EventMessage & { id: string }): Notification {
  const knownTypes = ["deployment", "billing", "user", "node", "connected", "other"] as const;
  const type = (knownTypes as readonly string[]).includes(event.type) ? (event.type as Notification["type"]) : "other";
  return {
    id: event.id,
    type,
    severity: severityOf(event),
    payload: {
      message: event.data.message,
      status: event.data.status,
      ...(event.data.subject ? { subject: event.data.subject } : {}),
    },
    status: "unread",
    created_at: event.timestamp,
  };
}

/**
 * The reactions of spec §4, by severity and type. The server's extra types (user_registration,
 * step_completed, step_failed) are progress reports: a toast, nothing else.
 */
export function reactToEvent(event: EventMessage, effects: EventEffects): void {
  if (event.type === "connected") return; // the client marks the connection instead
  if (event.id) effects.prependNotification(toNotification({ ...event, id: event.id }));

  const severity = severityOf(event);
  const title = event.data.subject || defaultEventMessage(event.type);
  const message = event.data.message || defaultEventMessage(event.type);
  effects.toast({ severity, title, message: message === title ? undefined : message });

  if (severity === "success") {
    if (event.type === "deployment") effects.reloadClusters();
    if (event.type === "node") effects.announceNodeUpdate();
    if (event.type === "billing") effects.reloadBalance();
    if (event.type === "user") effects.reloadUserAndOpenDashboard();
  } else if (severity === "error" && event.type === "user") {
    effects.schedule(() => effects.signOutToHome(), constants.userErrorLogoutDelayMs);
  }
}
