import { constants } from "./generated/constants.ts";
import type { EventMessage } from "./generated/models.ts";
import type { EventSourceFactory, EventSourceLike } from "./event-source.ts";
import { alwaysOn, type Signal } from "./signals.ts";

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

/** The options' settings, with their defaults. */
function settingsOf(options: LiveEventsOptions) {
  return {
    online: options.online ?? alwaysOn,
    visible: options.visible ?? alwaysOn,
    queueSize: options.queueSize ?? constants.eventQueueSize,
    spacingMs: options.spacingMs ?? constants.eventSpacingMs,
    maxAttempts: options.maxAttempts ?? constants.reconnectAttempts,
    baseDelayMs: options.baseDelayMs ?? constants.reconnectBaseDelayMs,
    downRetryMs: options.downRetryMs ?? DOWN_RETRY_MS,
  };
}

/** A message of the stream, or a thrown error if it is not JSON or not an object with a type. */
function parseEventMessage(raw: string): EventMessage {
  const message = JSON.parse(raw) as EventMessage;
  if (typeof message !== "object" || message === null || typeof message.type !== "string") {
    throw new TypeError("An event message must be an object with a type");
  }
  return message;
}

/** The `LiveState` and connected flag, reporting each change to the options' callbacks. */
function createStatus(options: LiveEventsOptions) {
  let state: LiveState = "idle";
  let connected = false;
  return {
    get state() {
      return state;
    },
    get connected() {
      return connected;
    },
    setState: (next: LiveState) => {
      if (state === next) return;
      state = next;
      options.onStateChange?.(next);
    },
    setConnected: (value: boolean) => {
      if (connected === value) return;
      connected = value;
      options.onConnectionChange?.(value);
    },
  };
}

/** Queues events (`size` at most, oldest dropped) and hands them over one at a time, `spacingMs` apart. */
function createEventQueue(deliver: (event: EventMessage) => void, size: number, spacingMs: number) {
  const queue: EventMessage[] = [];
  let drainTimer: ReturnType<typeof setTimeout> | undefined;

  function drain() {
    const next = queue.shift();
    if (next === undefined) {
      drainTimer = undefined;
      return;
    }
    try {
      deliver(next);
    } finally {
      drainTimer = setTimeout(drain, spacingMs);
    }
  }

  return {
    push(message: EventMessage) {
      queue.push(message);
      if (queue.length > size) queue.shift();
      if (drainTimer === undefined) drain();
    },
    clear() {
      clearTimeout(drainTimer);
      drainTimer = undefined;
      queue.length = 0;
    },
  };
}

/** A message of the stream, or undefined after reporting one that does not parse. */
function readMessage(options: LiveEventsOptions, raw: string): EventMessage | undefined {
  try {
    return parseEventMessage(raw);
  } catch (error) {
    options.onParseError?.(error, raw);
    return undefined;
  }
}

/**
 * The retries after an error: `maxAttempts` quick ones after `baseDelayMs`, doubling each time, then one every
 * `downRetryMs`. `reset` starts the quick ones over.
 */
function createRetries(settings: { maxAttempts: number; baseDelayMs: number; downRetryMs: number }) {
  let attempts = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    reset: () => {
      attempts = 0;
    },
    /** Drops the planned attempt. */
    cancel: () => {
      clearTimeout(timer);
      timer = undefined;
    },
    /** Stops the planned attempt's timer (going offline). */
    pause: () => clearTimeout(timer),
    /** Reports the state (`down` once the quick retries ran out, else `connecting`) and plans `run`. */
    schedule: (run: () => void, report: (state: LiveState) => void) => {
      if (attempts >= settings.maxAttempts) {
        // Out of quick retries: say so, and keep trying now and then rather than falling silent for good.
        report("down");
        timer = setTimeout(run, settings.downRetryMs);
        return;
      }
      report("connecting");
      const delay = settings.baseDelayMs * 2 ** attempts;
      attempts += 1;
      timer = setTimeout(run, delay);
    },
  };
}

/** Resumes when the device comes online or the tab becomes visible; pauses on going offline. */
function watchSignals(online: Signal, visible: Signal, resume: () => void, pause: () => void): Array<() => void> {
  return [
    online.subscribe((isOnline) => {
      if (isOnline) resume();
      else pause();
    }),
    visible.subscribe((isVisible) => {
      if (isVisible) resume();
    }),
  ];
}

/** Detaches the handlers of an event source and closes it. */
function closeSource(source: EventSourceLike): void {
  source.onopen = source.onmessage = source.onerror = null;
  source.close();
}

/**
 * The live event client of product-rules §4: connects while a token exists and the device is online; on error
 * retries after 2 s, 4 s, 8 s … (at most 5 attempts) while online and visible, or when the tab becomes
 * visible again; reconnects with the counter reset on coming online or visible; queues events (10 at
 * most, oldest dropped) and hands them over one at a time, 2 s apart. When the quick retries run out it does
 * not fall silent for good: it reports `down`, tries once every 3 minutes, and at once on `reconnect()`.
 */
export function createLiveEvents(options: LiveEventsOptions): LiveEvents {
  const { online, visible, ...settings } = settingsOf(options);

  let token: string | null = null;
  let source: EventSourceLike | null = null;
  const retries = createRetries(settings);
  let reconnectWhenVisible = false;
  let closed = false;
  const status = createStatus(options);
  const queue = createEventQueue((event) => options.onEvent(event), settings.queueSize, settings.spacingMs);

  function disconnect() {
    retries.cancel();
    if (source) closeSource(source);
    source = null;
    status.setConnected(false);
  }

  function connect() {
    disconnect();
    if (closed || token === null || !online.current()) {
      status.setState("idle");
      return;
    }
    status.setState("connecting");
    source = options.createEventSource(options.url(token));
    source.onopen = () => retries.reset();
    source.onmessage = (event) => receive(event.data);
    source.onerror = () => {
      disconnect();
      scheduleReconnect();
    };
  }

  function scheduleReconnect() {
    if (closed || token === null || !online.current()) return; // coming back online reconnects
    if (visible.current()) retries.schedule(connect, status.setState);
    else reconnectWhenVisible = true;
  }

  function resume() {
    retries.reset();
    if (source === null || reconnectWhenVisible) {
      reconnectWhenVisible = false;
      connect();
    }
  }

  function receive(raw: string) {
    const message = readMessage(options, raw);
    if (message === undefined) return;
    if (message.type === "connected") {
      retries.reset();
      status.setConnected(true);
      status.setState("live");
      return;
    }
    queue.push(message);
  }

  const unsubscribe = watchSignals(online, visible, resume, () => retries.pause());

  return {
    setToken(next) {
      if (next === token) return;
      token = next;
      retries.reset();
      reconnectWhenVisible = false;
      connect();
    },
    reconnect() {
      if (status.state === "down") connect();
    },
    close() {
      closed = true;
      disconnect();
      status.setState("idle");
      queue.clear();
      for (const stop of unsubscribe) stop();
    },
    get connected() {
      return status.connected;
    },
    get state() {
      return status.state;
    },
  };
}
