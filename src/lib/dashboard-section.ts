import { useSyncExternalStore } from "react";
import { dashboardPath, type DashboardSection } from "../config/paths.ts";

// The dashboard section last opened in this tab, so that the navbar's Dashboard goes back to it (from a cluster's
// page, say) instead of the overview. The section itself lives in the URL; this is only a memory of that URL,
// kept in memory (a reload or a sign-out forgets it), never in storage.
let last: DashboardSection = "overview";
const listeners = new Set<() => void>();

function set(section: DashboardSection) {
  if (section === last) return;
  last = section;
  listeners.forEach((listener) => listener());
}

/** Called by the dashboard whenever it shows a section. */
export function rememberDashboardSection(section: DashboardSection): void {
  set(section);
}

/** On sign-out: the next account starts on the overview. */
export function forgetDashboardSection(): void {
  set("overview");
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The dashboard's address at the section last opened (the overview at first, and on the server). */
export function useDashboardHome(): string {
  const section = useSyncExternalStore(
    subscribe,
    () => last,
    () => "overview" as const,
  );
  return dashboardPath(section);
}
