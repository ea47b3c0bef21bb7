import type { ReactNode } from "react";
import type { Notification } from "@kubecloud/sdk";
import { BillingIcon, ConnectedIcon, DeploymentIcon, NodeIcon, OtherIcon, UserIcon } from "../../components/icons.tsx";
import { severityColor } from "../../components/feedback/toasts.tsx";
import { settings } from "../../config/settings.ts";
import { defaultEventMessage, notificationKind, severityOf, type NotificationKind } from "./kinds.ts";

const typeIcons: Record<NotificationKind, ReactNode> = {
  deployment: <DeploymentIcon />,
  billing: <BillingIcon />,
  user: <UserIcon />,
  connected: <ConnectedIcon />,
  node: <NodeIcon />,
  other: <OtherIcon />,
};

/** An icon per notification type (product-rules §9). */
export function typeIcon(type: string): ReactNode {
  return typeIcons[notificationKind(type)];
}

/** A colour per severity: success green, error red, warning amber, info blue. */
export function colorOf(severity: string): string {
  return severityColor[severityOf(severity)];
}

/** The notification's subject; never its bare type ("User"), but its kind's default message (product-rules §8). */
export function subjectOf({ payload, type }: Notification): string {
  return payload.subject || payload.title || defaultEventMessage(type);
}

export function messageOf({ payload }: Notification): string {
  return payload.message || payload.description || payload.details || "";
}

/** The badge text: the unread count, capped at "99+" (product-rules §2). */
export function badgeLabel(unread: number): string {
  return unread > settings.badgeCap ? `${settings.badgeCap}+` : String(unread);
}
