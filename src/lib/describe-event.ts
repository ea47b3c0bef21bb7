import {
  messages,
  nodeOutcome,
  notificationTypeValues,
  outcomeOf,
  readable,
  severityValues,
  startedWorkflow,
  stepReport,
  workflowDescriptions,
  type EventMessage,
  type Severity,
} from "@kubecloud/sdk";
import { eventTexts } from "../config/event-texts.ts";
import { clusterPath, dashboardPath, paths } from "../config/paths.ts";
import { texts } from "../config/texts.ts";
import { asSentence } from "./error-text.ts";

/** A link to the thing an event is about, which its toast offers ("Node 2215 reserved" → My Nodes). */
export interface ThingLink {
  to: string;
  label: string;
}

/** How the console shows one live event: what happened to what, how bad it is, and where to look. */
export interface EventDescription {
  title: string;
  message?: string;
  severity: Severity;
  link?: ThingLink;
}

/** Narrows a severity from the server; anything unknown is shown as info (product-rules §4). */
export function severityOf(severity: string): Severity {
  return (severityValues as readonly string[]).includes(severity) ? (severity as Severity) : "info";
}

/** The default message of an event's type (product-rules §8): what it says when nothing better is known. */
export function defaultEventMessage(type: string): string {
  return (notificationTypeValues as readonly string[]).includes(type)
    ? messages.events[type as keyof typeof messages.events]
    : texts.ui.otherEvent;
}

/** Where a toast about each kind of thing takes the user. */
export const thingLinks = {
  cluster: (cluster: string): ThingLink => ({ to: clusterPath(cluster), label: eventTexts.links.cluster(cluster) }),
  clusters: { to: dashboardPath("clusters"), label: eventTexts.links.clusters },
  myNodes: { to: dashboardPath("nodes"), label: eventTexts.links.myNodes },
  marketplace: (nodeId: number): ThingLink => ({
    to: `${paths.nodes}?q=${nodeId}`,
    label: eventTexts.links.marketplace,
  }),
  payments: { to: dashboardPath("payments"), label: eventTexts.links.payments },
  reason: { to: paths.notifications, label: eventTexts.links.reason },
  sshKeys: { to: dashboardPath("ssh"), label: eventTexts.links.sshKeys },
};

/** Deploy steps and the end of cluster workflows. */
function describeCluster(event: EventMessage): EventDescription | undefined {
  const step = stepReport(readable(event));
  if (step) {
    const { cluster, step: n, total } = step;
    const link = thingLinks.cluster(cluster);
    // The server reports a failed step as info with status "retrying" (a quirk): it is the deployment failing.
    if (step.result === "failed")
      return {
        title: eventTexts.step.failed(cluster, n, total),
        message: eventTexts.step.failedMessage,
        severity: "error",
        link,
      };
    if (step.result === "retrying")
      return { title: eventTexts.step.retrying(cluster, n, total), severity: "warning", link };
    return { title: eventTexts.step.completed(cluster, n, total), severity: severityOf(event.severity), link };
  }
  const outcome = outcomeOf(readable(event));
  if (!outcome) return undefined;
  const { workflow, cluster, ok } = outcome;
  const words = eventTexts.outcome[workflow];
  const title = words
    ? ok
      ? words.ok(cluster)
      : words.failed(cluster)
    : eventTexts.outcomeOther(workflow, cluster, ok);
  const severity = severityOf(event.severity);
  if (!ok) return { title, severity, link: thingLinks.reason };
  if (workflow === workflowDescriptions.rollback) return { title, message: eventTexts.rolledBackMessage, severity };
  const gone = workflow === workflowDescriptions.deleteCluster || workflow === workflowDescriptions.deleteAll;
  return { title, severity, link: gone ? thingLinks.clusters : thingLinks.cluster(cluster) };
}

function describeNode(event: EventMessage): EventDescription | undefined {
  const outcome = nodeOutcome(readable(event));
  if (!outcome) return undefined;
  const { nodeId, action, ok, reason } = outcome;
  const severity = severityOf(event.severity);
  if (!ok)
    return {
      title: action === "reserve" ? eventTexts.node.reserveFailed(nodeId) : eventTexts.node.releaseFailed(nodeId),
      ...(reason ? { message: asSentence(reason) } : {}),
      severity,
    };
  return action === "reserve"
    ? { title: eventTexts.node.reserved(nodeId), severity, link: thingLinks.myNodes }
    : { title: eventTexts.node.released(nodeId), severity, link: thingLinks.marketplace(nodeId) };
}

const VOUCHERS = /^(\d+) vouchers generated/;
const CREDITED = / was credited to /;

function describeBilling(event: EventMessage): EventDescription | undefined {
  const { status, message } = event.data;
  const severity = severityOf(event.severity);
  switch (status) {
    case "funds_succeeded":
      return { title: eventTexts.billing.fundsAdded, message, severity, link: thingLinks.payments };
    case "funds_failed":
      return {
        title: eventTexts.billing.fundsFailed,
        message: eventTexts.billing.fundsFailedMessage,
        severity,
        link: thingLinks.reason,
      };
    case "voucher_redeemed":
      return { title: eventTexts.billing.voucherRedeemed, severity, link: thingLinks.payments };
  }
  const vouchers = VOUCHERS.exec(message);
  if (vouchers) return { title: eventTexts.billing.vouchersGenerated(vouchers[1]), severity };
  // An admin's credit to a user reports "succeeded" whatever happened: the severity tells.
  if (status === "succeeded" && severity === "error")
    return { title: eventTexts.billing.creditFailed, message, severity };
  if (status === "succeeded" && CREDITED.test(message))
    return { title: eventTexts.billing.userCredited, message, severity };
  return undefined;
}

function describeUser(event: EventMessage): EventDescription | undefined {
  const { status, message } = event.data;
  const severity = severityOf(event.severity);
  if (event.type === "user_registration") return { title: eventTexts.user.emailVerified, severity };
  switch (status) {
    case "password_changed":
      return { title: eventTexts.user.passwordChanged, message, severity };
    case "ssh_key_added":
      return { title: eventTexts.user.sshKeyAdded, message, severity, link: thingLinks.sshKeys };
    case "ssh_key_deleted":
      return { title: eventTexts.user.sshKeyDeleted, message, severity, link: thingLinks.sshKeys };
  }
  // The account set-up after verification (the server's only other user workflow).
  if (event.type === "user" && status === "succeeded") return { title: eventTexts.user.accountVerified, severity };
  if (event.type === "user" && status === "failed")
    return { title: eventTexts.user.accountVerificationFailed, severity };
  return undefined;
}

/**
 * What a live event is called on screen (product-rules §4): a title that says what happened to what (the
 * toast's title, ahead of a subject or the message, product-rules §2), the server's text below it when it
 * says more, the event's severity, and a link to the thing it is about. An event the console cannot read
 * keeps the server's words, else its type's default message (product-rules §8).
 */
export function describeEvent(event: EventMessage): EventDescription {
  const workflow = startedWorkflow(readable(event));
  if (workflow !== undefined)
    return {
      title: eventTexts.started[workflow] ?? eventTexts.startedOther(workflow),
      severity: severityOf(event.severity),
    };
  const described =
    event.type === "deployment" || event.type.startsWith("step_")
      ? describeCluster(event)
      : event.type === "node"
        ? describeNode(event)
        : event.type === "billing"
          ? describeBilling(event)
          : event.type === "user" || event.type === "user_registration"
            ? describeUser(event)
            : undefined;
  if (described) return described;
  const title = event.data.subject || event.data.message || defaultEventMessage(event.type);
  const message = event.data.message && event.data.message !== title ? event.data.message : undefined;
  return { title, ...(message ? { message } : {}), severity: severityOf(event.severity) };
}
