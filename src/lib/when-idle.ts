/**
 * Runs `run` once the browser has nothing better to do (or after `timeout` ms at the latest; a second without
 * requestIdleCallback). Returns the cancel.
 */
export function whenIdle(run: () => void, timeout = 3000): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(run, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1000);
  return () => clearTimeout(id);
}
