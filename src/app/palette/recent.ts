import type { Command, RecentEntry } from "./commands.ts";

// The palette's recently used items, per account (a shared computer's next user does not see them), in local
// storage so that they outlive the tab. Enough of each is kept to show and open it while its list (clusters,
// reserved nodes) is not in the cache; actions are rebuilt from their id.

/** How many are kept. */
const KEPT = 8;

export const recentKey = (account: string) => `kubecloud-palette-recent:${account}`;

const isEntry = (value: unknown): value is RecentEntry =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as RecentEntry).id === "string" &&
  typeof (value as RecentEntry).label === "string" &&
  typeof (value as RecentEntry).group === "string";

/** The account's recent items, most recent first; nothing when storage is refused or holds something else. */
export function readRecent(storage: Storage, account: string): RecentEntry[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(recentKey(account)) ?? "[]");
    return Array.isArray(stored) ? stored.filter(isEntry).slice(0, KEPT) : [];
  } catch {
    return [];
  }
}

/** Puts `command` first in the account's recent items and returns them. */
export function rememberRecent(storage: Storage, account: string, command: Command): RecentEntry[] {
  const { id, label, group, hint, to } = command;
  const next = [{ id, label, group, hint, to }, ...readRecent(storage, account).filter((e) => e.id !== id)].slice(
    0,
    KEPT,
  );
  try {
    storage.setItem(recentKey(account), JSON.stringify(next));
  } catch {
    // Storage refused (a privacy mode): the palette works without a memory.
  }
  return next;
}
