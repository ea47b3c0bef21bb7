import { activityCsvRows, type ActivityEntry } from "@kubecloud/sdk";
import { csvBlob, toCsv } from "../../lib/csv.ts";
import { saveFile } from "../../lib/save-file.ts";
import type { LogView } from "./activity-filter.ts";

/** The file's name says which days it holds: `kubecloud-activity-2026-03-01-to-2026-03-31.csv`. */
export function csvFileName({ from, to }: Pick<LogView, "from" | "to">): string {
  const range = from || to ? `-${from || "start"}-to-${to || "now"}` : "";
  return `kubecloud-activity${range}.csv`;
}

/** Downloads the entries shown (every page of them) as CSV. */
export function downloadActivityCsv(entries: readonly ActivityEntry[], view: Pick<LogView, "from" | "to">): void {
  saveFile(csvBlob(toCsv(activityCsvRows(entries))), csvFileName(view));
}
