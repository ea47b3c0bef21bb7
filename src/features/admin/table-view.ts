import type { AdminUser } from "@kubecloud/sdk";
import { adminSettings } from "../../config/admin.ts";

/** One page of a client-side list, and where it sits in the whole. */
export interface PageOf<T> {
  items: T[];
  /** The page shown (1-based), clamped to the pages there are. */
  page: number;
  pages: number;
  /** 1-based positions of the first and last item shown; 0 when there are none. */
  from: number;
  to: number;
  total: number;
}

export function pageOf<T>(items: readonly T[], page: number, size: number = adminSettings.pageSize): PageOf<T> {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), pages);
  const start = (current - 1) * size;
  const shown = items.slice(start, start + size);
  return {
    items: shown,
    page: current,
    pages,
    from: shown.length ? start + 1 : 0,
    to: start + shown.length,
    total: items.length,
  };
}

/** Orders records newest first (then the higher id first). */
export function newestFirst(a: { created_at: string; id: number }, b: { created_at: string; id: number }): number {
  return Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id;
}

/** Whether `text` contains the search (trimmed, case- and accent-insensitive); an empty search matches all. */
export function matches(search: string, ...texts: string[]): boolean {
  const fold = (s: string) =>
    s
      .normalize("NFD")
      .replace(/\p{Diacritic}/gu, "")
      .toLowerCase();
  const wanted = fold(search.trim());
  return wanted === "" || texts.some((text) => fold(text).includes(wanted));
}

export type UserSortKey = "ID" | "username" | "email" | "balance";
export type SortDirection = "ascending" | "descending";
export interface UserSort {
  key: UserSortKey;
  direction: SortDirection;
}

const byText = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/** Users matching the search by name or email, sorted (ties by id, so the order never jumps). */
export function viewUsers(users: readonly AdminUser[], search: string, sort: UserSort): AdminUser[] {
  const sign = sort.direction === "ascending" ? 1 : -1;
  const compare = (a: AdminUser, b: AdminUser): number => {
    const { key } = sort;
    const order = key === "username" || key === "email" ? byText.compare(a[key], b[key]) : a[key] - b[key];
    return order * sign || a.ID - b.ID;
  };
  return users.filter((user) => matches(search, user.username, user.email)).sort(compare);
}
