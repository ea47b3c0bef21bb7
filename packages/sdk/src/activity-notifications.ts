import { nodeOutcome, outcomeOf, startedWorkflow, workflowDescriptions, type ReadableEvent } from "./event-reading.ts";
import type { Notification } from "./generated/models.ts";
import { recordTitles, usd, validTime, type ActivityKind, type Candidate } from "./activity-entry.ts";

// What a notification tells, as an activity entry: a finished cluster or node workflow (matching the record of
// what it did), money that arrived, or a plain notification.

const clusterWords: Record<string, { ok: (c: string) => string; failed: (c: string) => string }> = {
  [workflowDescriptions.deploy]: { ok: (c) => `Cluster ${c} deployed`, failed: (c) => `Deployment of ${c} failed` },
  [workflowDescriptions.addNode]: { ok: (c) => `Node added to ${c}`, failed: (c) => `Adding a node to ${c} failed` },
  [workflowDescriptions.removeNode]: {
    ok: (c) => `Node removed from ${c}`,
    failed: (c) => `Removing a node from ${c} failed`,
  },
  [workflowDescriptions.deleteCluster]: { ok: (c) => `Cluster ${c} deleted`, failed: (c) => `Deleting ${c} failed` },
  [workflowDescriptions.deleteAll]: { ok: () => "All clusters deleted", failed: () => "Deleting all clusters failed" },
  [workflowDescriptions.rollback]: {
    ok: (c) => `Failed deployment of ${c} rolled back`,
    failed: (c) => `Rollback of ${c} failed`,
  },
};

// The user's own copy of an admin's credit (email-only, but persisted). The admin's copy ("… was credited to …")
// is about someone else's money, so it stays a plain notification.
const CREDITED = /^Your account has been credited with /;

/** What every entry of a notification has: its id, time and source. */
interface NotificationBase {
  id: string;
  time: string;
  source: "notification";
}

/** A finished cluster workflow as an entry; a success matches the record of what it did. */
function fromClusterOutcome(base: NotificationBase, outcome: NonNullable<ReturnType<typeof outcomeOf>>): Candidate {
  const words = clusterWords[outcome.workflow];
  const title = words
    ? (outcome.ok ? words.ok : words.failed)(outcome.cluster)
    : `${outcome.workflow} of ${outcome.cluster} ${outcome.ok ? "done" : "failed"}`;
  const match = !outcome.ok
    ? undefined
    : outcome.workflow === workflowDescriptions.deploy
      ? `cluster-deployed:${outcome.cluster}`
      : outcome.workflow === workflowDescriptions.addNode || outcome.workflow === workflowDescriptions.removeNode
        ? `cluster-changed:${outcome.cluster}`
        : undefined;
  return { entry: { ...base, kind: "cluster", title, cluster: outcome.cluster }, ...(match ? { match } : {}) };
}

/** A node reserved or released (or failing to be) as an entry; a reservation matches its record. */
function fromNodeOutcome(
  base: NotificationBase,
  { nodeId, action, ok }: NonNullable<ReturnType<typeof nodeOutcome>>,
): Candidate {
  const title = ok
    ? `Node ${nodeId} ${action === "reserve" ? "reserved" : "released"}`
    : `${action === "reserve" ? "Reservation" : "Release"} of node ${nodeId} failed`;
  return {
    entry: { ...base, kind: "node", title, nodeId },
    ...(ok && action === "reserve" ? { match: `node-reserved:${nodeId}` } : {}),
  };
}

/** A notification as an entry: its kind, plain title and what it concerns, read with the event readers. */
export function fromNotification(n: Notification): Candidate | undefined {
  if (!validTime(n.created_at)) return undefined;
  const payload = n.payload ?? {};
  const event: ReadableEvent = {
    type: n.type,
    message: payload.message ?? "",
    severity: n.severity,
    status: payload.status,
  };
  const base = { id: `notification:${n.id}`, time: n.created_at, source: "notification" as const };
  const payloadNode = Number(payload.node_id);
  const amount = payload.amount !== undefined && payload.amount !== "" ? Number(payload.amount) : Number.NaN;
  const amountUsd = Number.isFinite(amount) ? { amountUsd: amount } : {};

  const started = startedWorkflow(event);
  if (started !== undefined)
    return {
      entry: {
        ...base,
        kind: n.type === "deployment" ? "cluster" : n.type === "node" ? "node" : "notification",
        title: `${started} started`,
        ...(payload.cluster_name ? { cluster: payload.cluster_name } : {}),
      },
    };

  const outcome = outcomeOf(event);
  if (outcome) return fromClusterOutcome(base, outcome);

  const node = nodeOutcome(event);
  if (node) return fromNodeOutcome(base, node);

  if (n.type === "billing") {
    const money = Number.isFinite(amount) ? usd.format(amount) : undefined;
    if (payload.status === "funds_succeeded")
      return {
        entry: { ...base, kind: "payment", title: money ? recordTitles.payment(money) : "Funds added", ...amountUsd },
        match: "payment",
      };
    if (payload.status === "funds_failed") return { entry: { ...base, kind: "payment", title: "Adding funds failed" } };
    if (payload.status === "voucher_redeemed")
      return {
        entry: {
          ...base,
          kind: "voucher",
          title: money ? recordTitles.voucher(money) : "Voucher redeemed",
          ...amountUsd,
        },
        match: "voucher",
      };
    if (n.severity !== "error" && CREDITED.test(event.message))
      return {
        entry: { ...base, kind: "credit", title: money ? recordTitles.credit(money) : "Credit received", ...amountUsd },
        match: "credit",
      };
  }

  const kind: ActivityKind = n.type === "deployment" ? "cluster" : n.type === "node" ? "node" : "notification";
  const title = payload.subject || event.message || `${n.type.charAt(0).toUpperCase()}${n.type.slice(1)} notification`;
  return {
    entry: {
      ...base,
      kind,
      title,
      ...(payload.cluster_name ? { cluster: payload.cluster_name } : {}),
      ...(Number.isInteger(payloadNode) && payloadNode > 0 ? { nodeId: payloadNode } : {}),
    },
  };
}
