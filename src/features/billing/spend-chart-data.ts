import { spendRows, type SpendBucket, type SpendHistory, type SpendPeriod } from "@kubecloud/sdk";
import type { ChartDatum } from "../../components/charts/BarLineChart.tsx";
import { toCsv } from "../../lib/csv.ts";
import {
  formatUtcDay,
  formatUtcDayRange,
  formatUtcMonth,
  formatUtcShortDay,
  formatUtcShortMonth,
} from "../../lib/format.ts";

// The spend history as the chart, its table and the CSV show it. Buckets are UTC days (the SDK's), so they are
// named in UTC too: a bucket that starts on 23 November is "Nov 23" wherever the reader is.

const utc = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);

/** A whole calendar month: from its first day to its last. */
function wholeMonth(bucket: Pick<SpendBucket, "start" | "end">): boolean {
  const end = utc(bucket.end);
  const next = new Date(end.getTime() + 86_400_000);
  return bucket.start.endsWith("-01") && next.getUTCDate() === 1;
}

/** "Nov 23 – 29, 2026" (a week, or part of a month), "November 2026" (a whole month). */
export function bucketLabel(bucket: Pick<SpendBucket, "start" | "end">, period: SpendPeriod): string {
  if (period === "month" && wholeMonth(bucket)) return formatUtcMonth(bucket.start);
  if (bucket.start === bucket.end) return formatUtcDay(bucket.start);
  return formatUtcDayRange(bucket.start, bucket.end);
}

/** Under the axis: "Nov 23" (a week's first day), "Nov" (a month). */
export function bucketShort(bucket: Pick<SpendBucket, "start">, period: SpendPeriod): string {
  return period === "week" ? formatUtcShortDay(bucket.start) : formatUtcShortMonth(bucket.start);
}

export const spendSeries = {
  bars: [
    { label: "Spent", color: "var(--mantine-color-orange-filled)" },
    { label: "Topped up", color: "var(--mantine-color-teal-filled)" },
  ],
  extras: ["By card", "By voucher", "As credit"],
  line: { label: "Balance (estimate)", color: "var(--mantine-color-blue-filled)" },
} as const;

export function chartData(history: SpendHistory): ChartDatum[] {
  return history.buckets.map((b) => ({
    label: bucketLabel(b, history.period),
    short: bucketShort(b, history.period),
    bars: [b.spent, b.toppedUp],
    line: b.balance,
    extras: [b.topUps.card, b.topUps.voucher, b.topUps.credit],
  }));
}

/** The shown buckets as CSV: the SDK's columns after a readable "Period". */
export function spendCsv(history: SpendHistory): string {
  const [header = [], ...rows] = spendRows(history);
  return toCsv([
    ["Period", ...header],
    ...rows.map((row, i) => [bucketLabel(history.buckets[i], history.period), ...row]),
  ]);
}

/** "kubecloud-spend-weekly-2026-11-27.csv": the period and the last day shown. */
export function spendFileName(history: Pick<SpendHistory, "period" | "to">): string {
  return `kubecloud-spend-${history.period === "week" ? "weekly" : "monthly"}-${history.to}.csv`;
}
