// How much of a Lighthouse run's blocking time the page's own main-thread work explains. Lighthouse's simulation
// multiplies each task's observed wall time by the CPU slowdown. On a busy 2-core machine a task's wall time is
// often several times its thread (CPU) time: the main thread waits while other threads and processes run (Chrome's
// own, Lighthouse's, the servers'), or waits on them. This estimate uses the thread time instead:
// Σ max(0, cpu × slowdown − 50 ms) over the main thread's top-level tasks after the first contentful paint. Far
// below the reported TBT, it says the rest is waiting: mostly the machine's contention, partly what the page makes
// other threads do (each frame it draws, each file it fetches and compiles). Close to it, the page's own long tasks
// are the problem.

/** Blocking time (ms) from thread time, and the same from wall time, of a Chrome trace's main thread. */
export function mainThreadBlocking(trace, slowdown) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const paint = events.find((event) => event.name === "firstContentfulPaint");
  if (!paint) throw new Error("the trace has no first contentful paint");
  const blocking = (microseconds) => Math.max(0, (microseconds / 1000) * slowdown - 50);
  let cpu = 0;
  let wall = 0;
  for (const event of events) {
    const task = event.ph === "X" && event.name === "RunTask" && event.pid === paint.pid && event.tid === paint.tid;
    if (!task || event.ts < paint.ts) continue;
    cpu += blocking(event.tdur ?? event.dur);
    wall += blocking(event.dur);
  }
  return { cpu, wall };
}
