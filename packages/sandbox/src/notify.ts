// Notifications as the server makes them: a typed event goes to the user's live streams (channel `ui`)
// and, when persisted, into the notification list, in which case the live event carries its id.
import type { EventMessage, Notification, Severity } from "@kubecloud/sdk";
import type { SandboxContext } from "./context.ts";
import type { NotificationRecord } from "./store.ts";
import { isoNano, isoSeconds, payloadTime } from "./time.ts";

export type EventType = EventMessage["type"];
/** Only these types are ever stored (the others exist on the live stream alone). */
type StoredType = Extract<EventType, Notification["type"]>;

interface Spec {
  severity: Severity;
  subject: string;
  message: string;
  status: string;
  /** Pushed over the live stream; false for email-only notifications. Default true. */
  ui?: boolean;
  /** More payload keys (all strings): workflow_name, cluster_name, amount, error … */
  payload?: Record<string, string>;
}
/** A stored notification (the live event then carries its id), or a live event alone. */
export type NotifySpec = Spec & ({ persist: true; type: StoredType } | { persist?: false; type: EventType });

export function notify(ctx: SandboxContext, userId: number, spec: NotifySpec): NotificationRecord | undefined {
  const now = ctx.clock.now();
  let record: NotificationRecord | undefined;
  if (spec.persist) {
    record = {
      id: ctx.rng.uuid(),
      userId,
      type: spec.type,
      severity: spec.severity,
      payload: {
        subject: spec.subject,
        message: spec.message,
        status: spec.status,
        ...spec.payload,
        timestamp: payloadTime(now),
      },
      status: "unread",
      created_at: isoSeconds(now),
    };
    ctx.state.notifications.push(record);
    ctx.changed();
  }
  if (spec.ui !== false) {
    const message: EventMessage = {
      type: spec.type,
      data: { message: spec.message, status: spec.status },
      severity: spec.severity,
      timestamp: isoNano(now),
      ...(record ? { id: record.id } : {}),
    };
    ctx.hub.publish(userId, message);
  }
  return record;
}

/** The `connected` event sent when a stream opens. */
export const connectedEvent = (now: number): EventMessage => ({
  type: "connected",
  data: { message: "", status: "connected" },
  severity: "info",
  timestamp: isoNano(now),
});
