import { messages, notificationTypeValues, severityValues, type Notification, type Severity } from "@kubecloud/sdk";
import { texts } from "../../config/texts.ts";

/** The kinds the console draws: the contract's notification types, and `other` for anything else. */
export type NotificationKind = Notification["type"] | "other";

/** Narrows a type from the server (live events carry more kinds than stored notifications). */
export function notificationKind(type: string): NotificationKind {
  return (notificationTypeValues as readonly string[]).includes(type) ? (type as Notification["type"]) : "other";
}

/** Narrows a severity from the server; anything unknown is shown as info (product-rules §4). */
export function severityOf(severity: string): Severity {
  return (severityValues as readonly string[]).includes(severity) ? (severity as Severity) : "info";
}

/** The default message of a kind (product-rules §8): what a notification says when the server said nothing. */
export function defaultEventMessage(type: string): string {
  const kind = notificationKind(type);
  return kind === "other" ? texts.ui.otherEvent : messages.events[kind];
}
