import { createStorageTokenStore, type KeyValueStorage, type TokenStore, type UserProfile } from "@kubecloud/sdk";
import { settings } from "../../config/settings.ts";
import { whenIdle } from "../when-idle.ts";

/** A password-reset session: temporary tokens for one account, valid for 15 minutes (product-rules §3, §4). */
export interface ResetSession {
  token: string;
  refreshToken: string;
  email: string;
  expiresAt: number;
}

export interface SessionSnapshot {
  accessToken: string | null;
  user: UserProfile | null;
}

/** The session: tokens (also the SDK's token store), the user record and the reset session, in local storage. */
export interface SessionStore extends TokenStore {
  getSnapshot: () => SessionSnapshot;
  subscribe: (listener: () => void) => () => void;
  setUser(user: UserProfile | null): void;
  /** Clears tokens and user (logout), and the new-account mark. */
  signOut(): void;
  /** Marks the session as the first of an account just created here (its dashboard greets it as new). */
  markNewAccount(): void;
  /** True from verifying a new account until its sign-out: later sign-ins are "back". */
  isNewAccount(): boolean;
  getReset(): ResetSession | null;
  startReset(session: Omit<ResetSession, "expiresAt">): void;
  clearReset(): void;
}

const KEYS = {
  user: "user",
  resetToken: "temp_reset_token",
  resetRefreshToken: "temp_reset_refresh_token",
  resetExpires: "temp_reset_token_expires",
  resetFlag: "password_reset_session",
  resetEmail: "temp_reset_email",
  newAccount: "new_account",
} as const;

export function createSessionStore(storage: KeyValueStorage, now: () => number = Date.now): SessionStore {
  const tokens = createStorageTokenStore(storage);
  const listeners = new Set<() => void>();
  let snapshot = read();

  function read(): SessionSnapshot {
    return { accessToken: tokens.getAccessToken(), user: parseUser(storage.getItem(KEYS.user)) };
  }
  function changed() {
    const next = read();
    // Users compared as parsed, not against the stored text: a guest's stored user is null (getItem), never
    // JSON.stringify(null), the text "null", so that comparison made every call a change for a guest (and
    // re-rendered everything that reads the session).
    if (next.accessToken === snapshot.accessToken && JSON.stringify(next.user) === JSON.stringify(snapshot.user))
      return;
    snapshot = next;
    for (const listener of listeners) listener();
  }

  const store: SessionStore = {
    getAccessToken: () => tokens.getAccessToken(),
    getRefreshToken: () => tokens.getRefreshToken(),
    setTokens(next) {
      tokens.setTokens(next);
      changed();
    },
    clear() {
      store.signOut();
    },
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setUser(user) {
      if (user) storage.setItem(KEYS.user, JSON.stringify(user));
      else storage.removeItem(KEYS.user);
      changed();
    },
    signOut() {
      tokens.clear();
      storage.removeItem(KEYS.user);
      storage.removeItem(KEYS.newAccount);
      changed();
    },
    markNewAccount: () => storage.setItem(KEYS.newAccount, "true"),
    isNewAccount: () => storage.getItem(KEYS.newAccount) === "true",
    getReset() {
      const token = storage.getItem(KEYS.resetToken);
      const expiresAt = Number(storage.getItem(KEYS.resetExpires));
      const email = storage.getItem(KEYS.resetEmail);
      if (!token || !email || storage.getItem(KEYS.resetFlag) !== "true") return null;
      if (!Number.isFinite(expiresAt) || expiresAt <= now()) {
        store.clearReset(); // expired tokens are cleared and treated as absent
        return null;
      }
      return { token, refreshToken: storage.getItem(KEYS.resetRefreshToken) ?? "", email, expiresAt };
    },
    startReset({ token, refreshToken, email }) {
      storage.setItem(KEYS.resetToken, token);
      storage.setItem(KEYS.resetRefreshToken, refreshToken);
      storage.setItem(KEYS.resetExpires, String(now() + settings.resetTokenLifetimeMs));
      storage.setItem(KEYS.resetFlag, "true");
      storage.setItem(KEYS.resetEmail, email);
    },
    clearReset() {
      for (const key of [KEYS.resetToken, KEYS.resetRefreshToken, KEYS.resetExpires, KEYS.resetFlag, KEYS.resetEmail])
        storage.removeItem(key);
    },
  };

  // Another tab signed in or out: follow it. Not at once: adding the first storage listener took 20 ms while a page
  // was starting (0.6 ms on a quiet page), most likely waiting on the browser process, which the page's own
  // requests keep busy then. What changed before it listens is caught up when it starts.
  whenIdle(() => {
    if (typeof window === "undefined") return; // prerendering
    window.addEventListener("storage", changed);
    changed();
  });
  return store;
}

function parseUser(raw: string | null): UserProfile | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as UserProfile;
  } catch {
    return null;
  }
}
