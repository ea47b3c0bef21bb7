import { constants } from "./generated/constants.ts";
import type { EventMessage } from "./generated/models.ts";
import type { EventSourceFactory, EventSourceLike } from "./event-source.ts";

/** A boolean the environment reports and changes (online, tab visible). Injected so Node can run this. */
export interface Signal {
  current(): boolean;
  subscribe(listener: (value: boolean) => void): () => void;
}

export const alwaysOn: Signal = { current: () => true, subscribe: () => () => undefined };

export function browserOnlineSignal(win: Window = window): Signal {
  return {
    current: () => win.navigator.onLine,
    subscribe(listener) {
      const on = () => listener(true);
      const off = () => listener(false);
      win.addEventListener("online", on);
      win.addEventListener("offline", off);
      return () => {
        win.removeEventListener("online", on);
        win.removeEventListener("offline", off);
      };
    },
  };
}

export function browserVisibilitySignal(doc: Document = document): Signal {
  return {
    current: () => doc.visibilityState !== "hidden",
    subscribe(listener) {
      const change = () => listener(doc.visibilityState !== "hidden");
      doc.addEventListener("visibilitychange", change);
      return () => doc.removeEventListener("visibilitychange", change);
    },
  };
}

export interface LiveEventsOptions {
  /** Builds the stream URL for a token (`client.eventsUrl`). */
  url: (token: string) => string;
  createEventSource: EventSourceFactory;
  onEvent: (event: EventMessage) => void;
  /** True after the server's `connected` event, false when the connection drops. */
  onConnectionChange?: (connected: boolean) => void;
  /** Unparseable messages are only reported here (product-rules §8: event parse errors are only logged). */
  onParseError?: (error: unknown, raw: string) => void;
  online?: Signal;
  visible?: Signal;
  queueSize?: number;
  spacingMs?: number;
  maxAttempts?: number;
  baseDelayMs?: number;
}

export interface LiveEvents {
  /** Connects for a token, or disconnects for null; a changed token closes the old connection. */
  setToken(token: string | null): void;
  /** Closes everything for good (unmount). */
  close(): void;
  readonly connected: boolean;
}

/**
 * The live event client of product-rules §4: connects while a token exists and the device is online; on error
 * retries after 2 s, 4 s, 8 s … (at most 5 attempts) while online and visible, or when the tab becomes
 * visible again; reconnects with the counter reset on coming online or visible; queues events (10 at
 * most, oldest dropped) and hands them over one at a time, 2 s apart.
 */
export function createLiveEvents(options: LiveEventsOptions): LiveEvents {
  const online = options.online ?? alwaysOn;
  const visible = options.visible ?? alwaysOn;
  const queueSize = options.queueSize ?? constants.eventQueueSize;
  const spacingMs = options.spacingMs ?? constants.eventSpacingMs;
  const maxAttempts = options.maxAttempts ?? constants.reconnectAttempts;
  const baseDelayMs = options.baseDelayMs ?? constants.reconnectBaseDelayMs;

  let token: string | null = null;
  let source: EventSourceLike | null = null;
  let connected = false;
  let attempts = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let reconnectWhenVisible = false;
  let closed = false;
  const queue: EventMessage[] = [];
  let drainTimer: ReturnType<typeof setTimeout> | undefined;

  function setConnected(value: boolean) {
    if (connected === value) return;
    connected = value;
    options.onConnectionChange?.(value);
  }

  function disconnect() {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    if (source) {
      source.onopen = source.onmessage = source.onerror = null;
      source.close();
      source = null;
    }
    setConnected(false);
  }

  function connect() {
    disconnect();
    if (closed || token === null || !online.current()) return;
    const current = options.createEventSource(options.url(token));
    source = current;
    current.onopen = () => {
      attempts = 0;
    };
    current.onmessage = (event) => receive(event.data);
    current.onerror = () => {
      disconnect();
      scheduleReconnect();
    };
  }

  function scheduleReconnect() {
    if (closed || token === null || !online.current()) return; // coming back online reconnects
    if (!visible.current()) {
      reconnectWhenVisible = true;
      return;
    }
    if (attempts >= maxAttempts) return;
    const delay = baseDelayMs * 2 ** attempts;
    attempts += 1;
    retryTimer = setTimeout(connect, delay);
  }

  function resume() {
    attempts = 0;
    if (source === null || reconnectWhenVisible) {
      reconnectWhenVisible = false;
      connect();
    }
  }

  function receive(raw: string) {
    let message: EventMessage;
    try {
      message = JSON.parse(raw) as EventMessage;
      if (typeof message !== "object" || message === null || typeof message.type !== "string") {
        throw new TypeError("An event message must be an object with a type");
      }
    } catch (error) {
      options.onParseError?.(error, raw);
      return;
    }
    if (message.type === "connected") {
      setConnected(true);
      return;
    }
    queue.push(message);
    if (queue.length > queueSize) queue.shift();
    if (drainTimer === undefined) drain();
  }

  function drain() {
    const next = queue.shift();
    if (next === undefined) {
      drainTimer = undefined;
      return;
    }
    try {
      options.onEvent(next);
    } finally {
      drainTimer = setTimeout(drain, spacingMs);
    }
  }

  const unsubscribe = [
    online.subscribe((isOnline) => {
      if (isOnline) resume();
      else clearTimeout(retryTimer);
    }),
    visible.subscribe((isVisible) => {
      if (isVisible) resume();
    }),
  ];

  return {
    setToken(next) {
      if (next === token) return;
      token = next;
      attempts = 0;
      reconnectWhenVisible = false;
      connect();
    },
    close() {
      closed = true;
      disconnect();
      clearTimeout(drainTimer);
      drainTimer = undefined;
      queue.length = 0;
      for (const stop of unsubscribe) stop();
    },
    get connected() {
      return connected;
    },
  };
}
