// What the launcher loads on first use (a shortcut, Ctrl+K or the button), as one chunk: each chunk loaded on
// demand costs the first load its name and a lazy wrapper, so three would cost three times.
export { Dialogs } from "./Dialogs.tsx";
export { press } from "./shortcut-keys.ts";
