import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React hydrates prerendered HTML (and on the server), true afterwards and in every render that
 * is not a hydration. What differs between the HTML and the visitor's browser (the stored session, the
 * colour scheme) waits for it, so hydration matches the HTML and the page switches right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
