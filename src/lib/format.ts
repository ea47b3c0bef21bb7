import { texts } from "../config/texts.ts";

// Every formatter is made on first use, not when this module is evaluated: the first Intl formatter of a page
// loads the browser's locale data (see whole-number.ts), a cost at start-up on a slow phone, and most of these
// serve one screen or two.
function lazy<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const usd = lazy(() => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }));
const relative = lazy(() => new Intl.RelativeTimeFormat("en", { numeric: "auto" }));
const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 31_536_000],
  ["month", 2_592_000],
  ["week", 604_800],
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
];

/**
 * `value` without its sign, rounded to `places` decimals as Intl rounds (the shortest decimal JavaScript writes
 * for it, "0.015" and not the binary value just below, half away from zero), grouped by thousands, as its whole
 * and fraction digits; undefined from 1e21 up (JavaScript writes those with an exponent) and for NaN or ±∞.
 * Without Intl: the first Intl formatter of a page loads the browser's locale data (see whole-number.ts), and
 * prices and sizes are on the first screen of /nodes.
 */
function rounded(value: number, places: number): [string, string] | undefined {
  const text = String(Math.abs(value));
  if (!Number.isFinite(value) || (text.includes("e") && Math.abs(value) >= 1)) return undefined;
  const [whole, fraction = ""] = text.includes("e") ? ["0", ""] : text.split(".");
  const digits = fraction.padEnd(places + 1, "0");
  const up = digits[places] >= "5" ? 1n : 0n;
  const all = String(BigInt(whole + digits.slice(0, places)) + up).padStart(places + 1, "0");
  const integer = all.slice(0, all.length - places).replace(/\B(?=(\d{3})+$)/g, ",");
  return [integer, all.slice(all.length - places)];
}

/** "$12.34", "-$1,234.50", as Intl's en-US currency format writes them. */
export function formatUsd(value: number): string {
  const parts = rounded(value, 2);
  if (!parts) return usd().format(value);
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  return `${sign}$${parts[0]}.${parts[1]}`;
}

/** "5 minutes ago"; an invalid timestamp gives "Unknown time" (product-rules §2). */
export function formatRelativeTime(iso: string | undefined | null, now = Date.now()): string {
  const time = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(time)) return texts.ui.unknownTime;
  const seconds = Math.round((time - now) / 1000);
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return relative().format(Math.round(seconds / size), unit);
  }
  return relative().format(seconds, "second");
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

const capacity = lazy(() => new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 }));

/** A size as Intl writes it with at most one decimal ("1,024", "1.5"). */
function oneDecimalAtMost(value: number): string {
  const parts = rounded(value, 1);
  if (!parts) return capacity().format(value);
  return `${value < 0 ? "-" : ""}${parts[0]}${parts[1] === "0" ? "" : `.${parts[1]}`}`;
}

/** A size in GB: "512 GB", and in TB above 1024 GB ("2 TB", "1.5 TB"). */
export function formatCapacity(gb: number): string {
  return gb > 1024 ? `${oneDecimalAtMost(gb / 1024)} TB` : `${oneDecimalAtMost(Math.round(gb))} GB`;
}

/** How long something has been up, in its largest whole unit: "12 days", "5 hours", "under a minute". */
export function formatUptime(seconds: number): string {
  for (const [unit, size] of units) {
    const count = Math.floor(seconds / size);
    if (count >= 1) return `${count} ${unit}${count === 1 ? "" : "s"}`;
  }
  return "under a minute";
}

const grouped = lazy(() => new Intl.NumberFormat("en-US"));

/** A count grouped by thousands: "1,234". */
export function formatNumber(value: number): string {
  return grouped().format(value);
}

const oneDecimal = lazy(() => new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 }));

/** "1.2 MB", "340 KB", "12 B" (binary units, as the 10 MB attachment limit). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${oneDecimal().format(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${oneDecimal().format(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/** A size given in MB, in GB: "4 GB", "1.5 GB". */
export function formatMb(mb: number): string {
  return `${oneDecimal().format(mb / 1024)} GB`;
}

/** A size in GB with exactly one decimal, as a gauge shows it: "4.0 GB", "0.5 GB". */
export function formatGbFixed(gb: number): string {
  return `${gb.toFixed(1)} GB`;
}

const clock = lazy(() => new Intl.DateTimeFormat("en-US", { hour: "2-digit", minute: "2-digit", second: "2-digit" }));

/** "10:02:11 AM" in the user's time zone ("" for a time it cannot read). */
export function formatClock(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? "" : clock().format(time);
}

const fineUsd = lazy(
  () =>
    new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: 2,
      maximumFractionDigits: 4,
    }),
);

/** An hourly figure: cents, or down to a hundredth of a cent under $1 ("$0.0042"), so a small spend is not "$0.00". */
export function formatHourly(usd: number): string {
  return usd > 0 && usd < 1 ? fineUsd().format(usd) : formatUsd(usd);
}

const decimals = [0, 1, 2].map((digits) =>
  lazy(() => new Intl.NumberFormat("en-US", { maximumFractionDigits: digits })),
);

/** A figure grouped by thousands with at most `digits` decimals (0 to 2): "1,000", "2.5", "0.33". */
export function formatDecimal(value: number, digits: 0 | 1 | 2): string {
  return decimals[digits]().format(value);
}

const percent = lazy(() => new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 0 }));

/** A share (0 to 1) as a whole percentage: "42%". */
export function formatPercent(share: number): string {
  return percent().format(share);
}

const compactUsd = lazy(
  () =>
    new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: "USD",
      notation: "compact",
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    }),
);

/** A short amount for a chart's axis: "$0", "$950", "$1.2K". */
export function formatCompactUsd(value: number): string {
  return compactUsd().format(value);
}

const timeOfDay = lazy(() => new Intl.DateTimeFormat("en-US", { hour: "2-digit", minute: "2-digit" }));

/** "09:12 AM" in the user's time zone, from a time in milliseconds. */
export function formatTimeOfDay(time: number): string {
  return timeOfDay().format(time);
}

// UTC calendar days ("2026-11-23"), named in UTC wherever the reader is: a bucket of days that starts on
// 23 November is "Nov 23" in every time zone.
const utcDay = lazy(
  () => new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }),
);
const utcShortDay = lazy(() => new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" }));
const utcMonth = lazy(() => new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }));
const utcShortMonth = lazy(() => new Intl.DateTimeFormat("en-US", { month: "short", timeZone: "UTC" }));
const utc = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);

/** "Nov 23, 2026". */
export function formatUtcDay(isoDay: string): string {
  return utcDay().format(utc(isoDay));
}

/** "Nov 23 – 29, 2026" (plain spaces around the dash, where Intl puts thin ones). */
export function formatUtcDayRange(startIsoDay: string, endIsoDay: string): string {
  return utcDay().formatRange(utc(startIsoDay), utc(endIsoDay)).replaceAll("\u2009", " ");
}

/** "Nov 23". */
export function formatUtcShortDay(isoDay: string): string {
  return utcShortDay().format(utc(isoDay));
}

/** "November 2026". */
export function formatUtcMonth(isoDay: string): string {
  return utcMonth().format(utc(isoDay));
}

/** "Nov". */
export function formatUtcShortMonth(isoDay: string): string {
  return utcShortMonth().format(utc(isoDay));
}
