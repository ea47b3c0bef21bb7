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

/**
 * CSV text as a UTF-8 file with a byte-order mark: without it, spreadsheets read the file in the system's legacy
 * code page and garble non-ASCII text ("Lucía", the dash of "Nov 23 – 29").
 */
export function csvBlob(csv: string): Blob {
  return new Blob(["\uFEFF", csv], { type: "text/csv;charset=utf-8" });
}
