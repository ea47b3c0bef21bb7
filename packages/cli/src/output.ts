// Lists and objects in the four output formats. json/yaml print the SDK's objects unchanged (stable for
// scripts); tables are for people and fit an 80-column terminal.
import { createRequire } from "node:module";
import type { Runtime } from "./runtime.ts";

export interface Column<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
  /** Only with `--output wide`. */
  wide?: boolean;
  /** Numbers read better right-aligned. */
  align?: "left" | "right";
}

const tableWidth = 80;
const gap = "  ";

/** `yaml` is loaded only when asked for: most runs never print YAML, and start-up time matters. */
function toYaml(value: unknown): string {
  const yaml = createRequire(import.meta.url)("yaml") as typeof import("yaml");
  return yaml.stringify(value);
}

/** Prints a machine format, returning false for table formats. */
function printData(rt: Runtime, value: unknown): boolean {
  if (rt.output === "json") rt.out(JSON.stringify(value, null, 2));
  else if (rt.output === "yaml") rt.out(toYaml(value));
  else return false;
  return true;
}

export function cell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined || value === "") return "-";
  return String(value).replace(/\s+/g, " ");
}

function truncate(text: string, width: number): string {
  return text.length <= width ? text : `${text.slice(0, Math.max(1, width - 1))}…`;
}

/** Shrinks the widest columns until the row fits `tableWidth` (never below the header or 6 characters). */
function fitWidths(widths: number[], minimums: number[]): number[] {
  const result = [...widths];
  const total = () => result.reduce((sum, w) => sum + w, 0) + gap.length * (result.length - 1);
  while (total() > tableWidth) {
    let widest = -1;
    for (let i = 0; i < result.length; i += 1)
      if (result[i] > minimums[i] && (widest < 0 || result[i] > result[widest])) widest = i;
    if (widest < 0) break;
    result[widest] -= 1;
  }
  return result;
}

/** Renders rows as an aligned table (exported for commands that print more than one table). */
export function renderTable<T>(rows: T[], columns: Column<T>[], fit = true): string {
  const texts = rows.map((row) => columns.map((column) => cell(column.value(row))));
  const headers = columns.map((column) => column.header.toUpperCase());
  const natural = headers.map((header, i) => Math.max(header.length, ...texts.map((row) => row[i].length)));
  // `wide` is for wide terminals and for grep: it is not cut to 80 columns.
  const widths = fit
    ? fitWidths(
        natural,
        headers.map((header, i) => Math.min(natural[i], Math.max(header.length, 6))),
      )
    : natural;
  const line = (cells: string[]) =>
    cells
      .map((text, i) => {
        const fitted = truncate(text, widths[i]);
        if (i === cells.length - 1 && columns[i].align !== "right") return fitted;
        return columns[i].align === "right" ? fitted.padStart(widths[i]) : fitted.padEnd(widths[i]);
      })
      .join(gap)
      .trimEnd();
  return [line(headers), ...texts.map(line)].join("\n");
}

/** A list: a table (wide adds the `wide` columns), or the rows as JSON / YAML. */
export function printList<T>(rt: Runtime, rows: T[], columns: Column<T>[], empty = "No items."): void {
  if (printData(rt, rows)) return;
  if (rows.length === 0) {
    rt.err(empty);
    return;
  }
  const shown = rt.output === "wide" ? columns : columns.filter((column) => !column.wide);
  rt.out(renderTable(rows, shown, rt.output !== "wide"));
}

/** One object: `label: text` lines for people, the object itself as JSON / YAML. */
export function printObject(rt: Runtime, value: unknown, lines: [label: string, text: string][]): void {
  if (printData(rt, value)) return;
  const width = Math.max(0, ...lines.map(([label]) => label.length)) + 1;
  rt.out(lines.map(([label, text]) => `${`${label}:`.padEnd(width)} ${text}`).join("\n"));
}
