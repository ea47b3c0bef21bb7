import { createContext, useContext } from "react";

/**
 * False while React hydrates prerendered HTML (and on the server), true afterwards and in every render that
 * is not a hydration. What differs between the HTML and the visitor's browser (the stored session, the
 * colour scheme, the year) waits for it, so hydration matches the HTML and the page switches right after.
 * The app's Providers flip it once hydrated, in a transition: the switch renders in slices that yield to
 * the browser (a store read with useSyncExternalStore would switch in one synchronous, blocking render).
 */
export const HydratedContext = createContext(true);

export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
