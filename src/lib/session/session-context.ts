import { createContext, useContext, useSyncExternalStore } from "react";
import { useHydrated } from "../use-hydrated.ts";
import type { SessionSnapshot, SessionStore } from "./session-store.ts";

export const SessionContext = createContext<SessionStore | null>(null);

/** The session prerendered HTML is rendered with (a guest); hydration starts from it, then reads the real one. */
const PRERENDERED: SessionSnapshot = { accessToken: null, user: null };
const prerendered = () => PRERENDERED;

export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error("useSessionStore must be used inside <SessionContext.Provider>");
  return store;
}

/**
 * The current session; re-renders when tokens or the user change (in this tab or another). While hydrating
 * prerendered HTML it is the guest the HTML shows, and the stored session follows in the hydrated app's
 * first transition.
 */
export function useSession(): SessionSnapshot & { signedIn: boolean; isAdmin: boolean } {
  const store = useSessionStore();
  const hydrated = useHydrated();
  const snapshot = useSyncExternalStore(store.subscribe, hydrated ? store.getSnapshot : prerendered, prerendered);
  return { ...snapshot, signedIn: snapshot.accessToken !== null, isAdmin: snapshot.user?.admin === true };
}
