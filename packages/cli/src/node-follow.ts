// Following a node after a reserve or release, as the console's tracker does (src/features/nodes/node-actions.ts).
import type { EventMessage, KubeCloudClient, RentableNode } from "@kubecloud/sdk";
import { CliError, Exit } from "./exit.ts";
import { openLiveEvents } from "./live.ts";
import type { Runtime } from "./runtime.ts";

export async function rentedNodes(api: KubeCloudClient, signal?: AbortSignal): Promise<RentableNode[]> {
  return (await api.call("get", "/v1/user/nodes/rented", { signal })).nodes ?? [];
}

/**
 * Live `node` events, opened before the request so that a quick workflow's event is not missed; each is also
 * handed to `onNodeEvent`.
 */
async function watchNodeEvents(api: KubeCloudClient, onNodeEvent: (event: EventMessage) => void) {
  const wakers = new Set<() => void>();
  let connected: () => void = () => {};
  const ready = new Promise<void>((resolve) => (connected = resolve));
  const live = await openLiveEvents(api, {
    onEvent: (event) => {
      if (event.type !== "node") return;
      onNodeEvent(event);
      wakers.forEach((wake) => wake());
    },
    onConnectionChange: (up) => up && connected(),
  });
  // Without a stream (a proxy that drops it) the tracker still polls: wait for it only briefly.
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([ready, new Promise((resolve) => (timer = setTimeout(resolve, 3000)))]);
  clearTimeout(timer);
  return {
    wakeUps: (wake: () => void) => {
      wakers.add(wake);
      return () => void wakers.delete(wake);
    },
    close: () => live.close(),
  };
}

/**
 * Sends a reserve or release and, with `--wait`, follows the node as the console's tracker does: the SDK's
 * `trackNodeStatus`, every 5 s, 20 times, and at once on each live `node` event; `--timeout` is a deadline.
 * The server's failure event for the node (read by the SDK's nodeOutcome, as the console's tracker reads it)
 * ends it at once with the server's reason (exit 1), instead of 20 polls and a timeout.
 */
export async function sendAndFollow(
  rt: Runtime,
  api: KubeCloudClient,
  follow: { nodeId: number; target: "rented" | "rentable"; wait?: boolean; timeoutSeconds: number },
  send: () => Promise<unknown>,
): Promise<void> {
  if (!follow.wait) {
    await send();
    return;
  }
  const { nodeId, target } = follow;
  const sdk = await import("@kubecloud/sdk");
  const action = target === "rented" ? "reserve" : "release";
  const failed = new AbortController();
  const events = await watchNodeEvents(api, (event) => {
    const outcome = sdk.nodeOutcome(sdk.readable(event));
    if (!outcome || outcome.ok || outcome.nodeId !== nodeId || outcome.action !== action) return;
    const reason = outcome.reason ?? `the server could not ${action} the node`;
    failed.abort(
      new CliError(`Node ${nodeId} was not ${target === "rented" ? "reserved" : "released"}: ${reason}`, Exit.api),
    );
  });
  try {
    await send();
    rt.err(`${target === "rented" ? "Reserving" : "Releasing"} node ${nodeId}…`);
    const deadline = AbortSignal.timeout(Math.max(0, follow.timeoutSeconds) * 1000);
    // Ending the tracker's pending 5 s wait once it is done, so the process exits at once.
    const finished = new AbortController();
    const signal = AbortSignal.any([deadline, finished.signal, failed.signal]);
    await sdk
      .trackNodeStatus({
        nodeId,
        target,
        listRented: () => rentedNodes(api, signal),
        signal,
        wakeUps: events.wakeUps,
        log: (message) => {
          if (rt.env.KUBECLOUD_DEBUG) rt.err(message);
        },
      })
      .catch((error: unknown) => {
        if (failed.signal.aborted) throw failed.signal.reason;
        const code = (error as { code?: string }).code;
        if (deadline.aborted || code === "NODE_TRACKING_TIMEOUT")
          throw new CliError(
            `Node ${nodeId} is not ${target === "rented" ? "reserved" : "released"} yet: timed out waiting (see kubecloud nodes mine later)`,
            Exit.timeout,
          );
        throw error;
      })
      .finally(() => finished.abort());
  } finally {
    events.close();
  }
}
