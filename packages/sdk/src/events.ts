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

/**
 * Where the connection stands: `idle` (no token, or offline), `connecting` (opening, or waiting between the
 * quick retries), `live` (the server's `connected` event arrived), `down` (the quick retries ran out; it tries
 * again now and then, and at once on `reconnect()`).
 */
export type LiveState = "idle" | "connecting" | "live" | "down";

/** After the quick retries run out, how long to wait between further single attempts. */
const DOWN_RETRY_MS = 180_000;

export interface LiveEventsOptions {
  /** Builds the stream URL for a token (`client.eventsUrl`). */
  url: (token: string) => string;
  createEventSource: EventSourceFactory;
  onEvent: (event: EventMessage) => void;
  /** True after the server's `connected` event, false when the connection drops. */
  onConnectionChange?: (connected: boolean) => void;
  /** Every change of `LiveState`. */
  onStateChange?: (state: LiveState) => void;
  /** Unparseable messages are only reported here (product-rules §8: event parse errors are only logged). */
  onParseError?: (error: unknown, raw: string) => void;
  online?: Signal;
  visible?: Signal;
  queueSize?: number;
  spacingMs?: number;
  maxAttempts?: number;
  baseDelayMs?: number;
  /** Between the single attempts made once the quick retries ran out (3 minutes). */
  downRetryMs?: number;
}

export interface LiveEvents {
  /** Connects for a token, or disconnects for null; a changed token closes the old connection. */
  setToken(token: string | null): void;
  /** Tries to connect at once if the connection is down (a Reconnect button, a navigation, a focused tab). */
  reconnect(): void;
  /** Closes everything for good (unmount). */
  close(): void;
  readonly connected: boolean;
  readonly state: LiveState;
}

/**
 * The live event client of product-rules §4: connects while a token exists and the device is online; on error
 * retries after 2 s, 4 s, 8 s … (at most 5 attempts) while online and visible, or when the tab becomes
 * visible again; reconnects with the counter reset on coming online or visible; queues events (10 at
 * most, oldest dropped) and hands them over one at a time, 2 s apart. When the quick retries run out it does
 * not fall silent for good: it reports `down`, tries once every 3 minutes, and at once on `reconnect()`.
 */
export function createLiveEvents(options: LiveEventsOptions): LiveEvents {
  const online = options.online ?? alwaysOn;
  const visible = options.visible ?? alwaysOn;
  const queueSize = options.queueSize ?? constants.eventQueueSize;
  const spacingMs = options.spacingMs ?? constants.eventSpacingMs;
  const maxAttempts = options.maxAttempts ?? constants.reconnectAttempts;
  const baseDelayMs = options.baseDelayMs ?? constants.reconnectBaseDelayMs;
  const downRetryMs = options.downRetryMs ?? DOWN_RETRY_MS;

  let token: string | null = null;
  let source: EventSourceLike | null = null;
  let connected = false;
  let attempts = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let reconnectWhenVisible = false;
  let closed = false;
  let state: LiveState = "idle";
  const queue: EventMessage[] = [];
  let drainTimer: ReturnType<typeof setTimeout> | undefined;

  function setState(next: LiveState) {
    if (state === next) return;
    state = next;
    options.onStateChange?.(next);
  }

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
    if (closed || token === null || !online.current()) {
      setState("idle");
      return;
    }
    setState("connecting");
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
    if (attempts >= maxAttempts) {
      // Out of quick retries: say so, and keep trying now and then rather than falling silent for good.
      setState("down");
      retryTimer = setTimeout(connect, downRetryMs);
      return;
    }
    setState("connecting");
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
      attempts = 0;
      setConnected(true);
      setState("live");
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
    reconnect() {
      if (state === "down") connect();
    },
    close() {
      closed = true;
      disconnect();
      setState("idle");
      clearTimeout(drainTimer);
      drainTimer = undefined;
      queue.length = 0;
      for (const stop of unsubscribe) stop();
    },
    get connected() {
      return connected;
    },
    get state() {
      return state;
    },
  };
}
