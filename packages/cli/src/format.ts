// How numbers and dates read in tables and messages.

const usdFormat = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** `$1,234.50`; tiny hourly prices keep four decimals so that they do not read as $0.00. */
export function usd(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "-";
  if (value !== 0 && Math.abs(value) < 0.1)
    return `$${value.toLocaleString("en-US", { minimumFractionDigits: 4, maximumFractionDigits: 4 })}`;
  return usdFormat.format(value);
}

/** `2026-03-09 14:05` in UTC (stable in scripts and tests, whatever the machine's zone). */
export function dateTime(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === "") return "-";
  const date = typeof value === "number" ? new Date(value * 1000) : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return date.toISOString().slice(0, 16).replace("T", " ");
}

export function date(value: string | null | undefined): string {
  return dateTime(value).slice(0, 10);
}

/** Uptime in seconds → `12d 3h`. */
export function duration(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  if (days > 0) return `${days}d ${hours}h`;
  return `${hours}h ${Math.floor((seconds % 3600) / 60)}m`;
}
