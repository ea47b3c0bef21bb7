import type { ActivityEntry, ActivityKind } from "./activity.ts";
import type { KubeCloudClient } from "./client.ts";
import type { Notification } from "./generated/models.ts";

// What the console and scripts do with the activity log once built: filter it, write it as CSV rows, and read
// every page of notifications it is built from.

const at = (iso: string) => Date.parse(iso);

/** Which entries to show: some kinds (none or empty: all) between two UTC days, both included (`YYYY-MM-DD`). */
export interface ActivityFilter {
  kinds?: readonly ActivityKind[];
  from?: string;
  to?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The start of a UTC day `YYYY-MM-DD` in ms, or undefined for anything else. */
export function utcDayStart(day: string | undefined): number | undefined {
  if (!day || !DAY.test(day)) return undefined;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) ? undefined : ms;
}

/** The entries that pass `filter`, in their order. A day that is not a date is no bound. */
export function filterActivity(entries: readonly ActivityEntry[], filter: ActivityFilter): ActivityEntry[] {
  const kinds = filter.kinds?.length ? new Set(filter.kinds) : undefined;
  const from = utcDayStart(filter.from);
  const toDay = utcDayStart(filter.to);
  const until = toDay === undefined ? undefined : toDay + 86_400_000;
  return entries.filter((entry) => {
    if (kinds && !kinds.has(entry.kind)) return false;
    const time = at(entry.time);
    if (from !== undefined && time < from) return false;
    if (until !== undefined && time >= until) return false;
    return true;
  });
}

/** The CSV columns of the log. */
export const activityCsvHeader = ["time", "kind", "what", "cluster/node", "amount_usd"] as const;

/**
 * The entries as CSV rows, the header first: the time in UTC (ISO 8601), the kind, the title, the cluster's
 * name or `node <id>`, and the amount in USD with two decimals (empty when there is none). A CSV writer quotes them.
 */
export function activityCsvRows(entries: readonly ActivityEntry[]): string[][] {
  return [
    [...activityCsvHeader],
    ...entries.map((entry) => [
      new Date(at(entry.time)).toISOString(),
      entry.kind,
      entry.title,
      entry.cluster ?? (entry.nodeId !== undefined ? `node ${entry.nodeId}` : ""),
      entry.amountUsd !== undefined ? entry.amountUsd.toFixed(2) : "",
    ]),
  ];
}

/** How many notifications `readAllNotifications` reads at most, page by page. */
export const NOTIFICATION_PAGE_LIMIT = 100;
export const NOTIFICATION_MAX_PAGES = 20;

/**
 * Every notification of the signed-in user, newest first, read page by page (the list has no total: a short page
 * is the last) up to `maxPages` pages of `pageSize`; `truncated` says whether more may be left.
 */
export async function readAllNotifications(
  api: KubeCloudClient,
  {
    pageSize = NOTIFICATION_PAGE_LIMIT,
    maxPages = NOTIFICATION_MAX_PAGES,
    signal,
  }: {
    pageSize?: number;
    maxPages?: number;
    signal?: AbortSignal;
  } = {},
): Promise<{ notifications: Notification[]; truncated: boolean }> {
  const notifications: Notification[] = [];
  for (let page = 0; page < maxPages; page++) {
    const reply = await api.call("get", "/v1/notifications", {
      params: { query: { limit: pageSize, offset: page * pageSize } },
      signal,
    });
    const items = reply.notifications ?? [];
    notifications.push(...items);
    // The server clamps the page size: a page shorter than what it applied is the last.
    if (items.length < Math.min(pageSize, reply.limit ?? pageSize) || items.length === 0)
      return { notifications, truncated: false };
  }
  return { notifications, truncated: true };
}
