import { useCallback, useSyncExternalStore } from "react";
import type { Runway, UserProfile } from "@kubecloud/sdk";

// The low-balance warnings' thresholds, the user's to change in Profile and to switch off: kept per account
// in this browser's local storage (a shared computer's next user keeps their own), read by the banner, which
// follows a change at once, in this tab or another (the `storage` event). No Zod here: the banner loads this on
// every signed-in page; Profile's form has its schema (low-balance-schema.ts).

export interface LowBalanceSettings {
  /** Warn at all. */
  enabled: boolean;
  /** A warning (yellow) when the balance lasts fewer days than this… */
  warningDays: number;
  /** …and an alarm (red) under this many. */
  criticalDays: number;
}

export const lowBalanceDefaults: LowBalanceSettings = { enabled: true, warningDays: 7, criticalDays: 1 };

/** The bounds of a threshold: whole days. */
export const thresholdDays = { min: 1, max: 90 } as const;

/** A valid set of settings: whole days within the bounds, the critical threshold under the warning one. */
export function validLowBalance(value: unknown): value is LowBalanceSettings {
  if (typeof value !== "object" || value === null) return false;
  const { enabled, warningDays, criticalDays } = value as Record<string, unknown>;
  const day = (n: unknown): n is number =>
    typeof n === "number" && Number.isInteger(n) && n >= thresholdDays.min && n <= thresholdDays.max;
  return typeof enabled === "boolean" && day(warningDays) && day(criticalDays) && criticalDays < warningDays;
}

/** The account a browser keeps settings for: the user's id, else their email; none without a user record. */
export function lowBalanceAccount(user: Pick<UserProfile, "ID" | "email"> | null | undefined): string | undefined {
  if (!user) return undefined;
  return typeof user.ID === "number" ? `user-${user.ID}` : user.email || undefined;
}

export const lowBalanceKey = (account: string) => `kubecloud-low-balance:${account}`;

const listeners = new Set<() => void>();
/** Parsed settings by their stored text, so that a snapshot is the same object while the text is. */
const parsed = new Map<string, LowBalanceSettings>();

function rawOf(account: string | undefined): string | null {
  if (!account) return null;
  try {
    return localStorage.getItem(lowBalanceKey(account));
  } catch {
    return null; // storage refused (a privacy mode): the defaults
  }
}

/** The account's settings; the defaults when none are kept or what is kept is not valid. */
export function readLowBalance(account: string | undefined): LowBalanceSettings {
  const raw = rawOf(account);
  if (raw === null) return lowBalanceDefaults;
  const known = parsed.get(raw);
  if (known) return known;
  let value = lowBalanceDefaults;
  try {
    const stored: unknown = JSON.parse(raw);
    if (validLowBalance(stored)) {
      const { enabled, warningDays, criticalDays } = stored;
      value = { enabled, warningDays, criticalDays };
    }
  } catch {
    // not JSON: the defaults
  }
  parsed.set(raw, value);
  return value;
}

/** Keeps the account's settings; false when the browser refused to store them. */
export function saveLowBalance(account: string, settings: LowBalanceSettings): boolean {
  try {
    localStorage.setItem(lowBalanceKey(account), JSON.stringify(settings));
  } catch {
    return false;
  }
  for (const listener of listeners) listener();
  return true;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's change comes as a `storage` event (a tab is not told of its own writes).
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(lowBalanceKey(""))) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The account's settings, re-rendering when they change here or in another tab. */
export function useLowBalanceSettings(account: string | undefined): LowBalanceSettings {
  const snapshot = useCallback(() => readLowBalance(account), [account]);
  return useSyncExternalStore(subscribe, snapshot, () => lowBalanceDefaults);
}

export type LowBalanceLevel = "warning" | "critical";

/** Which warning the runway calls for under the user's thresholds: none while nothing is spent or it is off. */
export function lowBalanceLevel(runway: Runway, settings: LowBalanceSettings): LowBalanceLevel | null {
  if (!settings.enabled || runway.state === "not-spending") return null;
  if (runway.state === "debt" || runway.state === "empty") return "critical";
  const hours = runway.hours ?? 0;
  if (hours < settings.criticalDays * 24) return "critical";
  if (hours < settings.warningDays * 24) return "warning";
  return null;
}
