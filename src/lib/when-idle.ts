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

/**
 * Resolves in a task of its own: work after `await nextTask()` runs once the browser has had a turn (to paint,
 * to answer a tap), so a chain of steps never holds a slow phone's main thread for their sum. Works in workers.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
