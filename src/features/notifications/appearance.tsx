import type { ReactNode } from "react";
import { constants, type Notification } from "@kubecloud/sdk";
import { BillingIcon, ConnectedIcon, DeploymentIcon, NodeIcon, OtherIcon, UserIcon } from "../../components/icons.tsx";
import { severityColor, type Severity } from "../../components/feedback/toasts.tsx";

const typeIcons: Record<string, ReactNode> = {
  deployment: <DeploymentIcon />,
  billing: <BillingIcon />,
  user: <UserIcon />,
  connected: <ConnectedIcon />,
  node: <NodeIcon />,
  other: <OtherIcon />,
};

/** An icon per notification type (spec §9). */
export function typeIcon(type: string): ReactNode {
  return typeIcons[type] ?? typeIcons.other;
}

/** A colour per severity: success green, error red, warning amber, info blue. */
export function colorOf(severity: string): string {
  return severityColor[severity as Severity] ?? severityColor.info;
}

export function subjectOf(n: Notification): string {
  const p = n.payload as Record<string, string | undefined>;
  return p.subject || p.title || n.type.charAt(0).toUpperCase() + n.type.slice(1);
}

export function messageOf(n: Notification): string {
  const p = n.payload as Record<string, string | undefined>;
  return p.message || p.description || p.details || "";
}

/** The badge text: the unread count, capped at "99+" (spec §2). */
export function badgeLabel(unread: number): string {
  return unread > constants.badgeCap ? `${constants.badgeCap}+` : String(unread);
}
