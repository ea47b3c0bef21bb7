// The server's time formats: RFC 3339 with fractions on records, without fractions on notifications,
// nanoseconds on live events, and Go's `Mon, 02 Jan 2006 15:04` inside notification payloads.

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const pad = (value: number) => String(value).padStart(2, "0");

/** `2026-03-14T09:12:47.318Z`. */
export const isoTime = (ms: number) => new Date(ms).toISOString();

/** `2026-03-14T09:12:47Z` (notifications carry no fractional seconds). */
export const isoSeconds = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");

/** `2026-03-14T09:12:47.318000000Z` (RFC3339Nano, as live events carry it). */
export const isoNano = (ms: number) => new Date(ms).toISOString().replace(/\.(\d{3})Z$/, ".$1000000Z");

/** `Sat, 14 Mar 2026 09:12` (UTC). */
export function payloadTime(ms: number): string {
  const d = new Date(ms);
  return `${DAYS[d.getUTCDay()]}, ${pad(d.getUTCDate())} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** `2026-03-18 09:00:00 UTC` (the reserved-node health check's format). */
export const payloadUtc = (ms: number) => `${new Date(ms).toISOString().slice(0, 19).replace("T", " ")} UTC`;

/** Moves an RFC 3339 time by `offsetMs`, keeping its style (with or without fractions). */
export function shiftIso(value: string, offsetMs: number): string {
  const moved = Date.parse(value) + offsetMs;
  return /\.\d+Z$/.test(value) ? isoTime(moved) : isoSeconds(moved);
}
