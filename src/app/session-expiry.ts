/**
 * Carries the SDK's `onSessionExpired` (the refresh failed; the SDK has already cleared the tokens)
 * from outside React to the mounted app, which knows how to navigate.
 */
export interface SessionExpiry {
  /** Pass this as the SDK client's `onSessionExpired`. */
  notify: () => void;
  subscribe: (listener: () => void) => () => void;
}

export function createSessionExpiry(): SessionExpiry {
  const listeners = new Set<() => void>();
  return {
    notify: () => listeners.forEach((listener) => listener()),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
