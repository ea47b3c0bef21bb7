import { nodeOutcome, outcomeOf, startedWorkflow, workflowDescriptions, type ReadableEvent } from "./event-reading.ts";
import type { Deployment, Invoice, Notification, PendingRecord } from "./generated/models.ts";

// The account's activity log: one list, newest first, of what happened on the account, built only from what
// the API already offers. Records (deployments, invoices and their lines, rented nodes, pending records) say
// what happened with ids and exact times; notifications say the same things in words, and also what no record
// keeps (a failure, a deletion, a release, a password change). The console's /activity and its dashboard panels
// read this module; a script could too.

/** What an entry is about; the log is filtered by these. */
export const activityKinds = ["cluster", "node", "invoice", "payment", "voucher", "credit", "notification"] as const;
export type ActivityKind = (typeof activityKinds)[number];

/** One thing that happened on the account. */
export interface ActivityEntry {
  /** Stable and unique: the source and its id (`invoice:317`, `notification:<uuid>`). */
  id: string;
  kind: ActivityKind;
  /** When it happened, as an ISO 8601 date-time. */
  time: string;
  /** What happened, in plain words: "Invoice #317 issued", "Node 1432 reserved". */
  title: string;
  /** The cluster it concerns, by its user-facing name. */
  cluster?: string;
  /** The grid node it concerns. */
  nodeId?: number;
  /** The invoice it is. */
  invoiceId?: number;
  /** USD, when the thing has an amount. */
  amountUsd?: number;
  /** Whether the entry comes from a record or only from a notification. */
  source: "record" | "notification";
}

/** What the log is built from; a source that could not be read is left out (undefined). */
export interface ActivitySources {
  notifications?: readonly Notification[];
  deployments?: readonly Deployment[];
  invoices?: readonly Invoice[];
  pendingRecords?: readonly PendingRecord[];
}

/**
 * How far apart a notification and a record may be and still tell the same thing. A record is written when its
 * workflow ends (a deployment at its last step, a pending record when the charge succeeds, a rent contract during
 * the reservation), and its notification follows within seconds; a quarter of an hour leaves room for a slow
 * workflow and still keeps two vouchers redeemed on different days apart.
 */
export const DUPLICATE_WINDOW_MS = 15 * 60_000;

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** What a notification and a record both say, so that one can stand for the other. */
type MatchKey = string;

interface Candidate {
  entry: ActivityEntry;
  match?: MatchKey;
}

const at = (iso: string) => Date.parse(iso);
const validTime = (iso: string | undefined): iso is string => typeof iso === "string" && !Number.isNaN(at(iso));

/** A cluster's record entry: deployed (its creation) or updated (a node added or removed). */
const clusterRecord = (id: number, name: string, change: "deployed" | "updated", time: string): Candidate => ({
  entry: {
    id: `cluster-${change}:${id}`,
    kind: "cluster",
    time,
    title: `Cluster ${name} ${change}`,
    cluster: name,
    source: "record",
  },
  match: `cluster-${change === "deployed" ? "deployed" : "changed"}:${name}`,
});

function fromRecords(sources: ActivitySources): Candidate[] {
  const out: Candidate[] = [];
  for (const { id, cluster, created_at, updated_at } of sources.deployments ?? []) {
    if (validTime(created_at)) out.push(clusterRecord(id, cluster.name, "deployed", created_at));
    // A later update is a node added or removed (the row keeps only the last one); one soon after the creation
    // is the deployment's own last write.
    if (validTime(updated_at) && validTime(created_at) && at(updated_at) - at(created_at) > DUPLICATE_WINDOW_MS)
      out.push(clusterRecord(id, cluster.name, "updated", updated_at));
  }

  // Reservations: an invoice line gives its rent contract's start, for released nodes too. The rented list
  // (`GET /v1/user/nodes/rented`) has no start time, so a node rented now but not invoiced yet is told by its
  // "reserved" notification, if any.
  const reserved = new Map<number, { nodeId: number; time: string }>();
  for (const invoice of sources.invoices ?? [])
    for (const line of invoice.nodes ?? [])
      if (validTime(line.rent_created_at) && !reserved.has(line.contract_id))
        reserved.set(line.contract_id, { nodeId: line.node_id, time: line.rent_created_at });
  for (const [contractId, { nodeId, time }] of reserved)
    out.push({
      entry: {
        id: `node-reserved:${contractId}`,
        kind: "node",
        time,
        title: `Node ${nodeId} reserved`,
        nodeId,
        source: "record",
      },
      match: `node-reserved:${nodeId}`,
    });

  for (const invoice of sources.invoices ?? [])
    if (validTime(invoice.created_at))
      out.push({
        entry: {
          id: `invoice:${invoice.id}`,
          kind: "invoice",
          time: invoice.created_at,
          title: `Invoice #${invoice.id} issued`,
          invoiceId: invoice.id,
          amountUsd: invoice.total,
          source: "record",
        },
      });

  for (const record of sources.pendingRecords ?? []) {
    if (!validTime(record.created_at)) continue;
    const kind = recordKinds[record.transfer_mode];
    if (!kind) continue;
    out.push({
      entry: {
        id: `${record.transfer_mode}:${record.id}`,
        kind,
        time: record.created_at,
        title: recordTitles[kind](usd.format(record.usd_amount)),
        amountUsd: record.usd_amount,
        source: "record",
      },
      match: kind,
    });
  }
  return out;
}

const recordKinds: Record<string, "payment" | "voucher" | "credit"> = {
  charge_balance: "payment",
  redeem_voucher: "voucher",
  admin_credit: "credit",
};

const recordTitles = {
  payment: (amount: string) => `${amount} added by card`,
  voucher: (amount: string) => `${amount} voucher redeemed`,
  credit: (amount: string) => `${amount} credited by an administrator`,
};

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
function fromNotification(n: Notification): Candidate | undefined {
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

/** Newest first; entries of the same instant in a fixed order (by id), so the list never shuffles. */
function newestFirst(a: ActivityEntry, b: ActivityEntry): number {
  return at(b.time) - at(a.time) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * The account's activity, newest first. A notification that tells what a record already tells (the deployment
 * that created a cluster and its "deployed" notification, a pending record and its "funds added", an invoiced
 * rent contract and its "reserved") is left out in favour of the record, which has the exact id, time and
 * amount: they are the same when they say the same thing (same kind of event, same cluster or node) within
 * `DUPLICATE_WINDOW_MS` of each other. Each record stands for one notification at most, the nearest in time,
 * so two vouchers redeemed a minute apart stay two entries. A notification that no record tells stays.
 */
export function buildActivity(sources: ActivitySources): ActivityEntry[] {
  const records = fromRecords(sources);
  const notes = (sources.notifications ?? []).map(fromNotification).filter((c): c is Candidate => c !== undefined);
  const dropped = new Set<string>();
  for (const record of records) {
    if (!record.match) continue;
    let best: Candidate | undefined;
    let bestGap = Infinity;
    for (const note of notes) {
      if (note.match !== record.match || dropped.has(note.entry.id)) continue;
      const gap = Math.abs(at(note.entry.time) - at(record.entry.time));
      if (gap <= DUPLICATE_WINDOW_MS && gap < bestGap) {
        best = note;
        bestGap = gap;
      }
    }
    if (best) dropped.add(best.entry.id);
  }
  const seen = new Set<string>();
  const entries: ActivityEntry[] = [];
  for (const { entry } of [...records, ...notes])
    if (!dropped.has(entry.id) && !seen.has(entry.id)) {
      seen.add(entry.id);
      entries.push(entry);
    }
  return entries.sort(newestFirst);
}
