import type { Deployment, Invoice, Notification, PendingRecord } from "./generated/models.ts";
import { at, recordTitles, usd, validTime, type ActivityEntry, type Candidate } from "./activity-entry.ts";
import { fromNotification } from "./activity-notifications.ts";

export { activityKinds, type ActivityEntry, type ActivityKind } from "./activity-entry.ts";

// The account's activity log: one list, newest first, of what happened on the account, built only from what
// the API already offers. Records (deployments, invoices and their lines, rented nodes, pending records) say
// what happened with ids and exact times; notifications say the same things in words, and also what no record
// keeps (a failure, a deletion, a release, a password change). The console's /activity and its dashboard panels
// read this module; a script could too.

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
