// The activity log's entries and the helpers that reading records and reading notifications share.

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

/** Amounts in entry titles. */
export const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** What a notification and a record both say, so that one can stand for the other. */
export type MatchKey = string;

/** An entry, with what it says when a notification and a record might tell the same thing. */
export interface Candidate {
  entry: ActivityEntry;
  match?: MatchKey;
}

export const at = (iso: string) => Date.parse(iso);
export const validTime = (iso: string | undefined): iso is string => typeof iso === "string" && !Number.isNaN(at(iso));

/** The titles of money arriving, whether a record or a notification tells it. */
export const recordTitles = {
  payment: (amount: string) => `${amount} added by card`,
  voucher: (amount: string) => `${amount} voucher redeemed`,
  credit: (amount: string) => `${amount} credited by an administrator`,
};
