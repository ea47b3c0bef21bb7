import { paths } from "../../config/paths.ts";
import { focusPageSearch } from "./page-search.ts";
import { goShortcuts, isClustersScreen, sequenceTimeoutMs } from "./shortcut-list.ts";

/** What a shortcut can do: go somewhere, or open the help dialog. */
export interface KeyContext {
  navigate: (to: string) => unknown;
  location: { pathname: string; search: string };
  help: () => void;
}

/** When `g` was pressed (ms since the epoch), or 0 when no sequence is waiting for its second key. */
let pendingSince = 0;

/**
 * One key the launcher passed on (no modifier, not typed into a field). Keys pressed inside a dialog do nothing:
 * the dialog has the user's attention, and a shortcut would act on the page behind it.
 */
export function press(event: KeyboardEvent, context: KeyContext): void {
  const now = Date.now();
  const sequence = pendingSince > 0 && now - pendingSince <= sequenceTimeoutMs;
  pendingSince = 0;
  if (event.defaultPrevented || (event.target instanceof Element && event.target.closest("[role=dialog]"))) return;
  if (sequence) {
    const shortcut = goShortcuts.find((s) => s.keys[1] === event.key);
    if (!shortcut) return;
    event.preventDefault();
    void context.navigate(shortcut.to);
    return;
  }
  if (event.key === "g") pendingSince = now;
  else if (event.key === "?") {
    event.preventDefault();
    context.help();
  } else if (event.key === "/") {
    // Otherwise the slash would be typed into the field that just got the focus.
    if (focusPageSearch()) event.preventDefault();
  } else if (event.key === "n" && isClustersScreen(context.location)) {
    event.preventDefault();
    void context.navigate(paths.deploy);
  }
}

/** Forgets a pending `g` (tests start each case from scratch). */
export function resetKeys(): void {
  pendingSince = 0;
}
