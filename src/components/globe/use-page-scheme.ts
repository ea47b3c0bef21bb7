import { useSyncExternalStore } from "react";
import type { GlobeLookName } from "./globe-look.ts";

const attribute = "data-mantine-color-scheme";
const read = (): GlobeLookName => (document.documentElement.getAttribute(attribute) === "light" ? "light" : "dark");

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [attribute] });
  return () => observer.disconnect();
}

/**
 * The colour scheme the page shows (Mantine writes it on <html>, the system's choice resolved), following it
 * as it changes: the globe is drawn in the page's colours.
 */
export function usePageScheme(): GlobeLookName {
  return useSyncExternalStore(subscribe, read, () => "dark");
}
