import { constants } from "./generated/constants.ts";
import { messages } from "./generated/messages.ts";
import { KubeCloudError } from "./errors.ts";

export interface TrackNodeOptions {
  nodeId: number;
  /** `rented`: wait until the node is in the rented list; `rentable`: until it has left it. */
  target: "rented" | "rentable";
  /** Lists the user's rented nodes (`GET /v1/user/nodes/rented`). */
  listRented: () => Promise<ReadonlyArray<{ nodeId: number }>>;
  intervalMs?: number;
  attempts?: number;
  signal?: AbortSignal;
  /**
   * Subscribes to hints that the node may have changed (a live `node` event): each one runs an extra check
   * at once, on top of the regular ones, which keep their schedule. Returns the unsubscribe function.
   */
  wakeUps?: (wake: () => void) => () => void;
  /** Where failures are logged (product-rules §4: it logs an error, then fails). */
  log?: (message: string, detail?: unknown) => void;
}

/**
 * After a reserve or release, polls the rented nodes until the node appears (target `rented`) or
 * disappears (target `rentable`): every 5000 ms, at most 20 times, then fails with NODE_TRACKING_TIMEOUT.
 * A wake-up (see `wakeUps`) checks early, so a live event ends the wait without using up an attempt.
 */
export async function trackNodeStatus(options: TrackNodeOptions): Promise<void> {
  const intervalMs = options.intervalMs ?? constants.nodePollIntervalMs;
  const attempts = options.attempts ?? constants.nodePollAttempts;
  const log = options.log ?? ((message: string, detail?: unknown) => console.error(message, detail));
  const wakes = wakeUpQueue();
  const unsubscribe = options.wakeUps?.(wakes.wake);

  const check = async (label: string) => {
    options.signal?.throwIfAborted();
    try {
      const rented = (await options.listRented()).some((node) => node.nodeId === options.nodeId);
      return rented === (options.target === "rented");
    } catch (error) {
      log(`Checking node ${options.nodeId} failed (${label})`, error);
      return false;
    }
  };

  try {
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      if (await check(`attempt ${attempt} of ${attempts}`)) return;
      if (attempt === attempts) break;
      const due = sleep(intervalMs, options.signal).then(() => "due" as const);
      due.catch(() => undefined); // an abort during an early check is reported by the next race, not as unhandled
      // Until the regular check is due, every wake-up checks early.
      for (;;) {
        const woken = wakes.next();
        const first = await Promise.race([due, woken.promise]).finally(woken.cancel);
        if (first === "due") break;
        if (await check("early check")) return;
      }
    }
  } finally {
    unsubscribe?.();
  }
  const message = `${messages.calls.nodeTrackingFailed}: node ${options.nodeId} is not ${options.target} after ${attempts} checks`;
  log(message);
  throw new KubeCloudError({ message, code: "NODE_TRACKING_TIMEOUT", status: 408 });
}

/**
 * Wake-ups to wait on: `next()` resolves at the next `wake()`, or at once when one came since the last was
 * taken (during a check, say); `cancel()` stops waiting without taking one, so none is lost.
 */
function wakeUpQueue() {
  let unseen = false;
  let waiter: (() => void) | undefined;
  const wake = () => {
    unseen = true;
    waiter?.();
  };
  const next = () => {
    let cancel = () => {};
    const promise = new Promise<"woken">((done) => {
      const take = () => {
        unseen = false;
        waiter = undefined;
        done("woken");
      };
      if (unseen) return take();
      waiter = take;
      cancel = () => {
        if (waiter === take) waiter = undefined;
      };
    });
    return { promise, cancel };
  };
  return { wake, next };
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    // Aborted during a check (whose failure is only logged): stop now, rather than after a whole interval.
    if (signal?.aborted) return reject(signal.reason as Error);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason as Error);
    };
    // Each wait removes its listener when it ends, so 20 attempts leave none behind on a long-lived signal.
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
