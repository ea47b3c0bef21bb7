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
  /** Where failures are logged (product-rules §4: it logs an error, then fails). */
  log?: (message: string, detail?: unknown) => void;
}

/**
 * After a reserve or release, polls the rented nodes until the node appears (target `rented`) or
 * disappears (target `rentable`): every 5000 ms, at most 20 times, then fails with NODE_TRACKING_TIMEOUT.
 */
export async function trackNodeStatus(options: TrackNodeOptions): Promise<void> {
  const intervalMs = options.intervalMs ?? constants.nodePollIntervalMs;
  const attempts = options.attempts ?? constants.nodePollAttempts;
  const log = options.log ?? ((message: string, detail?: unknown) => console.error(message, detail));
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    options.signal?.throwIfAborted();
    try {
      const rented = (await options.listRented()).some((node) => node.nodeId === options.nodeId);
      if (rented === (options.target === "rented")) return;
    } catch (error) {
      log(`Checking node ${options.nodeId} failed (attempt ${attempt} of ${attempts})`, error);
    }
    if (attempt < attempts) await sleep(intervalMs, options.signal);
  }
  const message = `${messages.calls.nodeTrackingFailed}: node ${options.nodeId} is not ${options.target} after ${attempts} checks`;
  log(message);
  throw new KubeCloudError({ message, code: "NODE_TRACKING_TIMEOUT", status: 408 });
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
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
