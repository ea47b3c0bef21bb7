import type { ActivityEntry } from "@kubecloud/sdk";
import { clusterPath, dashboardPath, paths } from "../../config/paths.ts";

export interface EntryLink {
  to: string;
  /** The link's text: the thing it opens. */
  label: string;
}

interface Known {
  /** The clusters that exist now (undefined: not known). */
  clusters?: ReadonlySet<string>;
  /** The nodes reserved now (undefined: not known). */
  rentedNodes?: ReadonlySet<number>;
}

/**
 * Where an entry's thing is: its cluster's page while the cluster exists (or when that is not known), a node in
 * My Nodes while it is reserved and in the marketplace once released, an invoice in Billing History, money in
 * Payments. A deleted cluster has no page, so its name is shown without a link.
 */
export function entryLink(entry: ActivityEntry, { clusters, rentedNodes }: Known): EntryLink | undefined {
  if (entry.cluster !== undefined)
    return !clusters || clusters.has(entry.cluster)
      ? { to: clusterPath(entry.cluster), label: entry.cluster }
      : undefined;
  if (entry.nodeId !== undefined)
    return !rentedNodes || rentedNodes.has(entry.nodeId)
      ? { to: dashboardPath("nodes"), label: `Node ${entry.nodeId}` }
      : { to: `${paths.nodes}?node=${entry.nodeId}`, label: `Node ${entry.nodeId}` };
  if (entry.invoiceId !== undefined) return { to: dashboardPath("billing"), label: `Invoice #${entry.invoiceId}` };
  if (entry.kind === "payment" || entry.kind === "voucher" || entry.kind === "credit")
    return { to: dashboardPath("payments"), label: "Payments" };
  return undefined;
}

/** What an entry concerns, as text (a deleted cluster keeps its name). */
export function concerns(entry: ActivityEntry): string {
  if (entry.cluster !== undefined) return entry.cluster;
  if (entry.nodeId !== undefined) return `Node ${entry.nodeId}`;
  if (entry.invoiceId !== undefined) return `Invoice #${entry.invoiceId}`;
  return "";
}
