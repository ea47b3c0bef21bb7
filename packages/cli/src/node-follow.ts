// Following a node after a reserve or release, as the console's tracker does (src/features/nodes/node-actions.ts).
import type { KubeCloudClient, RentableNode } from "@kubecloud/sdk";
import { CliError, Exit } from "./exit.ts";
import { openLiveEvents } from "./live.ts";
import type { Runtime } from "./runtime.ts";

export async function rentedNodes(api: KubeCloudClient, signal?: AbortSignal): Promise<RentableNode[]> {
  return (await api.call("get", "/v1/user/nodes/rented", { signal })).nodes ?? [];
}

/** Live `node` events, opened before the request so that a quick workflow's event is not missed. */
async function watchNodeEvents(api: KubeCloudClient) {
  const wakers = new Set<() => void>();
  let connected: () => void = () => {};
  const ready = new Promise<void>((resolve) => (connected = resolve));
  const live = await openLiveEvents(api, {
    onEvent: (event) => {
      if (event.type === "node") wakers.forEach((wake) => wake());
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
  const events = await watchNodeEvents(api);
  try {
    await send();
    rt.err(`${target === "rented" ? "Reserving" : "Releasing"} node ${nodeId}…`);
    const deadline = AbortSignal.timeout(Math.max(0, follow.timeoutSeconds) * 1000);
    // Ending the tracker's pending 5 s wait once it is done, so the process exits at once.
    const finished = new AbortController();
    const signal = AbortSignal.any([deadline, finished.signal]);
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
