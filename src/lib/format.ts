import { texts } from "../config/texts.ts";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 31_536_000],
  ["month", 2_592_000],
  ["week", 604_800],
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
];

/** "$12.34" */
export function formatUsd(value: number): string {
  return usd.format(value);
}

/** "5 minutes ago"; an invalid timestamp gives "Unknown time" (product-rules §2). */
export function formatRelativeTime(iso: string | undefined | null, now = Date.now()): string {
  const time = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(time)) return texts.ui.unknownTime;
  const seconds = Math.round((time - now) / 1000);
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return relative.format(seconds, "second");
}

/** "Mar 14, 2026, 09:12" in the user's time zone. */
export function formatDateTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time)
    ? texts.ui.unknownTime
    : new Date(time).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
}

/** "Mar 14, 2026" in the user's time zone. */
export function formatDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time)
    ? texts.ui.unknownTime
    : new Date(time).toLocaleDateString("en-US", { dateStyle: "medium" });
}

const capacity = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

/** A size in GB: "512 GB", and in TB above 1024 GB ("2 TB", "1.5 TB"). */
export function formatCapacity(gb: number): string {
  return gb > 1024 ? `${capacity.format(gb / 1024)} TB` : `${capacity.format(Math.round(gb))} GB`;
}

/** How long something has been up, in its largest whole unit: "12 days", "5 hours", "under a minute". */
export function formatUptime(seconds: number): string {
  for (const [unit, size] of units) {
    const count = Math.floor(seconds / size);
    if (count >= 1) return `${count} ${unit}${count === 1 ? "" : "s"}`;
  }
  return "under a minute";
}
