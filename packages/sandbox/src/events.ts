// Live events (GET /v1/events): one server-sent-event stream per connection, fanned out per user.
// Frames are what the server writes (`event: message` + one-line JSON `data:`), plus a comment line as a
// heartbeat, which the real server lacks, so idle proxies (and Vite's dev proxy) keep the stream open.
import type { EventMessage } from "@kubecloud/sdk";

export const HEARTBEAT_MS = 15_000;

interface Connection {
  send(chunk: string): void;
  close(): void;
}

export interface EventHub {
  /** Opens a stream for a user; it stays open until the client goes away or the hub closes. */
  open(userId: number, signal?: AbortSignal): ReadableStream<Uint8Array>;
  publish(userId: number, message: EventMessage): void;
  /** Open streams of a user, or of everybody without an id. */
  connections(userId?: number): number;
  closeAll(): void;
}

export const frame = (message: EventMessage) => `event: message\ndata: ${JSON.stringify(message)}\n\n`;

export function createEventHub(options: {
  connected: (userId: number) => EventMessage;
  heartbeatMs?: number;
}): EventHub {
  const byUser = new Map<number, Set<Connection>>();
  const encoder = new TextEncoder();

  const publish = (userId: number, message: EventMessage) => {
    for (const connection of byUser.get(userId) ?? []) connection.send(frame(message));
  };

  return {
    open(userId, signal) {
      let connection: Connection | undefined;
      let heartbeat: ReturnType<typeof setInterval> | undefined;
      const detach = () => {
        if (heartbeat) clearInterval(heartbeat);
        if (connection) byUser.get(userId)?.delete(connection);
      };
      return new ReadableStream<Uint8Array>({
        start(controller) {
          let open = true;
          connection = {
            send: (chunk) => {
              if (!open) return;
              try {
                controller.enqueue(encoder.encode(chunk));
              } catch {
                open = false;
                detach();
              }
            },
            close: () => {
              if (!open) return;
              open = false;
              detach();
              try {
                controller.close();
              } catch {
                // already closed by the client
              }
            },
          };
          const connections = byUser.get(userId) ?? new Set<Connection>();
          byUser.set(userId, connections);
          connections.add(connection);
          heartbeat = setInterval(() => connection?.send(": heartbeat\n\n"), options.heartbeatMs ?? HEARTBEAT_MS);
          heartbeat.unref?.();
          signal?.addEventListener("abort", () => connection?.close());
          // As on the server: every open connection of the user hears about the new one.
          publish(userId, options.connected(userId));
        },
        cancel: () => detach(),
      });
    },
    publish,
    connections: (userId) =>
      userId === undefined
        ? [...byUser.values()].reduce((sum, set) => sum + set.size, 0)
        : (byUser.get(userId)?.size ?? 0),
    closeAll() {
      for (const connections of byUser.values()) for (const connection of [...connections]) connection.close();
      byUser.clear();
    },
  };
}
