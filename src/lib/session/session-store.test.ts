import { describe, expect, it, vi } from "vitest";
import { memoryStorage } from "../../test/storage.ts";
import { createSessionStore } from "./session-store.ts";

const user = { ID: 12, username: "Amira", admin: false } as never;

describe("the session store", () => {
  it("persists tokens and the user across reloads (a new store on the same storage)", () => {
    const storage = memoryStorage();
    const first = createSessionStore(storage);
    first.setTokens({ accessToken: "a1", refreshToken: "r1" });
    first.setUser(user);
    const reloaded = createSessionStore(storage);
    expect(reloaded.getSnapshot()).toEqual({ accessToken: "a1", user });
    expect(reloaded.getRefreshToken()).toBe("r1");
  });

  it("keeps the refresh token when only a new access token arrives", () => {
    const store = createSessionStore(memoryStorage());
    store.setTokens({ accessToken: "a1", refreshToken: "r1" });
    store.setTokens({ accessToken: "a2" });
    expect([store.getAccessToken(), store.getRefreshToken()]).toEqual(["a2", "r1"]);
  });

  it("clears tokens and user on logout, and tells subscribers", () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    store.setTokens({ accessToken: "a1", refreshToken: "r1" });
    store.setUser(user);
    const listener = vi.fn();
    store.subscribe(listener);
    store.signOut();
    expect(store.getSnapshot()).toEqual({ accessToken: null, user: null });
    expect(storage.dump()).toEqual({});
    expect(listener).toHaveBeenCalled();
  });

  it("marks a new account until it signs out, across reloads", () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    store.setTokens({ accessToken: "a1", refreshToken: "r1" });
    expect(store.isNewAccount()).toBe(false);
    store.markNewAccount();
    expect(createSessionStore(storage).isNewAccount()).toBe(true);
    store.signOut();
    expect(store.isNewAccount()).toBe(false);
    expect(storage.dump()).toEqual({});
  });

  it("follows another tab signing out, listening once the page is idle and catching up on what it missed", () => {
    vi.useFakeTimers();
    try {
      const storage = memoryStorage();
      const store = createSessionStore(storage);
      store.setTokens({ accessToken: "a1", refreshToken: "r1" });
      const listener = vi.fn();
      store.subscribe(listener);
      // The other tab signs out before this one listens (its storage event is lost), then signs in again.
      createSessionStore(storage).signOut();
      vi.advanceTimersByTime(3000);
      expect(store.getSnapshot().accessToken).toBeNull();
      expect(listener).toHaveBeenCalledTimes(1);
      createSessionStore(storage).setTokens({ accessToken: "a2", refreshToken: "r2" });
      window.dispatchEvent(new StorageEvent("storage"));
      expect(store.getSnapshot().accessToken).toBe("a2");
      expect(listener).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps a reset session for 15 minutes, then clears it and treats it as absent", () => {
    let now = 1_000_000;
    const storage = memoryStorage();
    const store = createSessionStore(storage, () => now);
    store.startReset({ token: "temp", refreshToken: "temp-r", email: "amira@example.com" });
    now += 15 * 60_000 - 1;
    expect(store.getReset()).toMatchObject({ token: "temp", email: "amira@example.com" });
    now += 1;
    expect(store.getReset()).toBeNull();
    expect(storage.dump()).toEqual({});
  });
});
