import type { Invoice, PendingRecord } from "./generated/models.ts";

// What the account spent and topped up over the last days, in weeks or calendar months, with the balance at the
// end of each: the dashboard's spend chart and its CSV. Pure, over injected data; every date is read in UTC.

export type SpendPeriod = "week" | "month";

/** How money came in, from a pending record's `transfer_mode`. */
export type TopUpKind = "card" | "voucher" | "credit";

const KIND: Record<PendingRecord["transfer_mode"], TopUpKind> = {
  charge_balance: "card",
  redeem_voucher: "voucher",
  admin_credit: "credit",
};

export interface SpendBucket {
  /** First day in the bucket, `YYYY-MM-DD` (UTC); the first bucket starts on the range's first day. */
  start: string;
  /** Last day in the bucket, `YYYY-MM-DD` (UTC); the last bucket ends today. */
  end: string;
  /** USD invoiced in the bucket. */
  spent: number;
  /** USD topped up in the bucket, all kinds. */
  toppedUp: number;
  /** `toppedUp` by kind: card payments, redeemed vouchers, admin credits. */
  topUps: Record<TopUpKind, number>;
  /** The balance at the end of the bucket (an estimate: see `spendHistory`). */
  balance: number;
}

export interface SpendHistory {
  period: SpendPeriod;
  /** The range's first and last day, `YYYY-MM-DD` (UTC). */
  from: string;
  to: string;
  buckets: SpendBucket[];
  /** Totals over the range. */
  spent: number;
  toppedUp: number;
  /** The estimated balance before the range's first day. */
  startBalance: number;
}

export interface SpendHistoryInput {
  invoices: readonly Pick<Invoice, "total" | "created_at">[];
  /** The user's pending records (`GET /v1/user/pending-records`): every top-up, whatever its transfer state. */
  topUps: readonly Pick<PendingRecord, "transfer_mode" | "usd_amount" | "created_at">[];
  /** Today's balance net of debt (`balance_usd − debt_usd`). */
  balance: number;
  period: SpendPeriod;
  /** Now (ms since the epoch): "today" is its UTC day. */
  now: number;
  /** How many days, today included; 90 by default. */
  days?: number;
}

const DAY = 86_400_000;

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const cents = (usd: number) => Math.round(usd * 100);
const usd = (c: number) => c / 100;

/** The first day of each bucket of the range [from, today] (UTC midnights), the first one clipped to `from`. */
function bucketStarts(from: number, today: number, period: SpendPeriod): number[] {
  const starts = [from];
  const date = new Date(from);
  let next =
    period === "week"
      ? from + (7 - ((date.getUTCDay() + 6) % 7)) * DAY // the next Monday
      : Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
  while (next <= today) {
    starts.push(next);
    const d = new Date(next);
    next = period === "week" ? next + 7 * DAY : Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  }
  return starts;
}

/**
 * Spend (invoices, by `created_at`, their `total`) and top-ups (pending records: card payments, vouchers, admin
 * credits, their `usd_amount`) of the last `days` days ending today, by ISO week (Monday to Sunday, UTC) or by
 * calendar month (UTC). Every bucket of the range is there, empty ones as zero; the first and the last bucket are
 * cut to the range (so the first week or month can be short, and the last ends today).
 *
 * A record dated after today (a clock ahead of ours) goes in the last bucket: the server already counts it in
 * today's balance, so leaving it out would break the balance line. A record before the range or with an unreadable
 * date is left out. Amounts are added in whole cents.
 *
 * The balance line is an approximation, reconstructed backwards from today's balance net of debt: the balance at
 * the end of a bucket is the next bucket's end balance minus its top-ups plus its spend. Only what is invoiced is
 * seen as spend: the grid's hourly charges for VMs on shared nodes are not invoiced, and a pending record's USD
 * amount is at today's TFT price, so the further back, the further off the line may be.
 */
export function spendHistory(input: SpendHistoryInput): SpendHistory {
  const days = Math.max(1, Math.floor(input.days ?? 90));
  const today = Math.floor(input.now / DAY) * DAY;
  const from = today - (days - 1) * DAY;
  const starts = bucketStarts(from, today, input.period);
  const sums = starts.map(() => ({ spent: 0, card: 0, voucher: 0, credit: 0, other: 0 }));

  /** The bucket of a date, or -1 before the range or unreadable. */
  const bucketOf = (iso: string): number => {
    const time = Date.parse(iso);
    if (Number.isNaN(time) || time < from) return -1;
    let index = starts.length - 1;
    while (starts[index] > time) index -= 1;
    return index;
  };

  for (const invoice of input.invoices) {
    const index = bucketOf(invoice.created_at);
    if (index >= 0) sums[index].spent += cents(Math.max(0, invoice.total));
  }
  for (const record of input.topUps) {
    const index = bucketOf(record.created_at);
    if (index < 0) continue;
    const kind = KIND[record.transfer_mode] ?? "other";
    sums[index][kind] += cents(Math.max(0, record.usd_amount));
  }

  const buckets: SpendBucket[] = [];
  let balance = cents(input.balance);
  for (let i = starts.length - 1; i >= 0; i -= 1) {
    const sum = sums[i];
    const toppedUp = sum.card + sum.voucher + sum.credit + sum.other;
    const end = i === starts.length - 1 ? today : starts[i + 1] - DAY;
    buckets.unshift({
      start: isoDay(starts[i]),
      end: isoDay(end),
      spent: usd(sum.spent),
      toppedUp: usd(toppedUp),
      topUps: { card: usd(sum.card), voucher: usd(sum.voucher), credit: usd(sum.credit) },
      balance: usd(balance),
    });
    balance = balance - toppedUp + sum.spent;
  }

  return {
    period: input.period,
    from: isoDay(from),
    to: isoDay(today),
    buckets,
    spent: usd(sums.reduce((total, s) => total + s.spent, 0)),
    toppedUp: usd(sums.reduce((total, s) => total + s.card + s.voucher + s.credit + s.other, 0)),
    startBalance: usd(balance),
  };
}

/** The CSV's columns, in order. */
export const spendColumns = [
  "From",
  "To",
  "Spent (USD)",
  "Topped up (USD)",
  "Card (USD)",
  "Voucher (USD)",
  "Credit (USD)",
  "Balance at end, estimated (USD)",
] as const;

/**
 * The buckets as rows for a CSV writer: a header of `spendColumns`, then one row per bucket with ISO dates and
 * amounts as numbers in USD (whole cents), so a spreadsheet reads them as numbers and a negative balance is not
 * taken for a formula.
 */
export function spendRows(history: Pick<SpendHistory, "buckets">): (string | number)[][] {
  return [
    [...spendColumns],
    ...history.buckets.map((b) => [
      b.start,
      b.end,
      b.spent,
      b.toppedUp,
      b.topUps.card,
      b.topUps.voucher,
      b.topUps.credit,
      b.balance,
    ]),
  ];
}
