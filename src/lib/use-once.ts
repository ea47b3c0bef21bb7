import { useState } from "react";

/**
 * Whether `on` has been true at any render so far: a part loaded on demand (a dialog, a drawer) mounts the first
 * time it opens and then stays, so it can play its closing transition and keep its state.
 */
export function useOnce(on: boolean): boolean {
  const [seen, setSeen] = useState(on);
  if (on && !seen) setSeen(true);
  return seen || on;
}
