import { notificationTypeValues, type Notification } from "@kubecloud/sdk";

export { defaultEventMessage, severityOf } from "../../lib/describe-event.ts";

/** The kinds the console draws: the contract's notification types, and `other` for anything else. */
export type NotificationKind = Notification["type"] | "other";

/** Narrows a type from the server (live events carry more kinds than stored notifications). */
export function notificationKind(type: string): NotificationKind {
  return (notificationTypeValues as readonly string[]).includes(type) ? (type as Notification["type"]) : "other";
}
