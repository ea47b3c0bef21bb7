import type { Voucher } from "@kubecloud/sdk";

export type CsvValue = string | number | boolean;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote, a line break or edge spaces, with quotes
 * doubled. Text that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR first) is prefixed with
 * `'` so opening the file never executes it; numbers and booleans are written as they are.
 */
export function csvField(value: CsvValue): string {
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows of fields as CSV text: CRLF line ends, as RFC 4180 asks, and a final line end. */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => row.map(csvField).join(",")).join("\r\n") + "\r\n";
}

/** Vouchers as CSV: code, value in USD, redeemed, created and expiry times (ISO 8601, as the server sends). */
export function vouchersCsv(vouchers: readonly Voucher[]): string {
  return toCsv([
    ["code", "value_usd", "redeemed", "created_at", "expires_at"],
    ...vouchers.map((v) => [v.code, v.value, v.redeemed, v.created_at, v.expires_at]),
  ]);
}
