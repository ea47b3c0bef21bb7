/** Where the client keeps the session's tokens. Injected, so browsers and scripts choose their storage. */
export interface TokenStore {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  setTokens(tokens: { accessToken: string; refreshToken?: string }): void;
  clear(): void;
}

/** The subset of the Web Storage API the token store needs (localStorage, or a stand-in in Node). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const TOKEN_KEYS = { access: "token", refresh: "refresh_token" } as const;

/**
 * Tokens in a Web Storage (the product keeps the session in local storage so it survives reloads).
 * Setting only an access token keeps the stored refresh token (product-rules §4: refresh keeps the old one).
 */
export function createStorageTokenStore(storage: KeyValueStorage, keys = TOKEN_KEYS): TokenStore {
  return {
    getAccessToken: () => storage.getItem(keys.access),
    getRefreshToken: () => storage.getItem(keys.refresh),
    setTokens({ accessToken, refreshToken }) {
      storage.setItem(keys.access, accessToken);
      if (refreshToken !== undefined) storage.setItem(keys.refresh, refreshToken);
    },
    clear() {
      storage.removeItem(keys.access);
      storage.removeItem(keys.refresh);
    },
  };
}

/** Tokens in memory, for scripts and tests. */
export function createMemoryTokenStore(initial: { accessToken?: string; refreshToken?: string } = {}): TokenStore {
  const map = new Map<string, string>();
  const store = createStorageTokenStore({
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  });
  if (initial.accessToken) store.setTokens({ accessToken: initial.accessToken, refreshToken: initial.refreshToken });
  return store;
}
