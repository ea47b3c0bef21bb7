// Simulated time. Timestamps are wall-clock time (Date.now, so fake timers work in tests); every
// simulated *delay* (workflow steps, settlement, hourly rent) is divided by the speed factor, so
// `--speed 50` runs a 20 s deployment in 0.4 s without making dates jump into the future.

export interface Clock {
  readonly speed: number;
  /** Wall-clock milliseconds. */
  now(): number;
  /** Resolves after `simulatedMs / speed` real milliseconds. Never resolves once the clock is stopped. */
  sleep(simulatedMs: number): Promise<void>;
  /** Runs `task` every `simulatedMs / speed` real milliseconds until stopped; returns a cancel function. */
  every(simulatedMs: number, task: () => void): () => void;
  /** Cancels every pending sleep and interval (reset, shutdown). Abandoned sleeps never resolve. */
  stop(): void;
}

export function createClock(speed = 1): Clock {
  if (!(speed > 0)) throw new Error(`The speed factor must be positive, got ${speed}`);
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const intervals = new Set<ReturnType<typeof setInterval>>();
  const real = (simulatedMs: number) => Math.max(0, simulatedMs / speed);
  return {
    speed,
    now: () => Date.now(),
    sleep: (simulatedMs) =>
      new Promise((resolve) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          resolve();
        }, real(simulatedMs));
        timers.add(timer);
      }),
    every: (simulatedMs, task) => {
      const interval = setInterval(task, Math.max(1, real(simulatedMs)));
      // Background jobs must not keep a test process alive.
      interval.unref?.();
      intervals.add(interval);
      return () => {
        clearInterval(interval);
        intervals.delete(interval);
      };
    },
    stop: () => {
      for (const timer of timers) clearTimeout(timer);
      for (const interval of intervals) clearInterval(interval);
      timers.clear();
      intervals.clear();
    },
  };
}
