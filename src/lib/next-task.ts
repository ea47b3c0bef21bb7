/**
 * Resolves in a task of its own: work after `await nextTask()` runs once the browser has had a turn (to paint,
 * to answer a tap), so a chain of steps never holds a slow phone's main thread for their sum. Works in workers.
 * (Not in when-idle.ts: that module is in the first load, and this one's users are not.)
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
