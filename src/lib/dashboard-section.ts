import { useSyncExternalStore } from "react";
import { dashboardPath, dashboardSections, type DashboardSection } from "../config/paths.ts";

// The dashboard section last opened in this tab, so that the navbar's Dashboard goes back to it (from a cluster's
// page, say) instead of the overview. The section itself lives in the URL; this is only a memory of it, kept in
// the tab's session storage (a reload keeps it, another tab has its own, a sign-out forgets it).
const KEY = "dashboard-last-section";
const listeners = new Set<() => void>();
/** What the tab's storage holds, read once: only this module writes it, and each tab has its own. */
let known: DashboardSection | undefined;

function readStored(): DashboardSection {
  try {
    const stored = sessionStorage.getItem(KEY);
    return (dashboardSections as readonly (string | null)[]).includes(stored)
      ? (stored as DashboardSection)
      : "overview";
  } catch {
    return "overview"; // storage refused (a privacy mode): Dashboard opens the overview
  }
}

const read = () => (known ??= readStored());
const overview = () => "overview" as const;

function write(section: DashboardSection) {
  if (section === read()) return;
  known = section;
  try {
    if (section === "overview") sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, section);
  } catch {
    return;
  }
  listeners.forEach((listener) => listener());
}

/** Called by the dashboard whenever it shows a section. */
export function rememberDashboardSection(section: DashboardSection): void {
  write(section);
}

/** On sign-out: the next account starts on the overview. */
export function forgetDashboardSection(): void {
  write("overview");
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The dashboard's address at the section last opened (the overview at first, and in prerendered HTML). A
 * guest has no dashboard link (`wanted` false): the storage is not read at all, which on a phone's first page
 * costs a blocking trip to the browser's storage.
 */
export function useDashboardHome(wanted = true): string {
  const section = useSyncExternalStore(subscribe, wanted ? read : overview, overview);
  return dashboardPath(section);
}
