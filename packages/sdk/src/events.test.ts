import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLiveEvents } from "./events.ts";
import type { Signal } from "./signals.ts";
import type { EventSourceLike } from "./event-source.ts";

class FakeSource implements EventSourceLike {
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {}
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.({});
  }
  send(message: object | string) {
    this.onmessage?.({ data: typeof message === "string" ? message : JSON.stringify(message) });
  }
  fail() {
    this.onerror?.({});
  }
}

function signal(initial: boolean) {
  let value = initial;
  const listeners = new Set<(v: boolean) => void>();
  const s: Signal & { set(v: boolean): void } = {
    current: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(v) {
      value = v;
      for (const listener of listeners) listener(v);
    },
  };
  return s;
}

const event = (n: number) => ({
  type: "deployment",
  severity: "success",
  data: { message: `event ${n}`, status: "succeeded" },
  timestamp: "2026-11-21T10:00:00Z",
});

function setup() {
  const sources: FakeSource[] = [];
  const online = signal(true);
  const visible = signal(true);
  const onEvent = vi.fn();
  const onConnectionChange = vi.fn();
  const onParseError = vi.fn();
  const onStateChange = vi.fn();
  const live = createLiveEvents({
    url: (token) => `http://api.test/api/v1/events?token=${token}`,
    createEventSource: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    onEvent,
    onConnectionChange,
    onParseError,
    onStateChange,
    online,
    visible,
  });
  const latest = () => sources[sources.length - 1];
  const state = () => onStateChange.mock.lastCall?.[0] as string | undefined;
  return { live, sources, latest, online, visible, onEvent, onConnectionChange, onParseError, state };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("connecting", () => {
  it("connects only while a token exists and the device is online", () => {
    const { live, sources, online } = setup();
    expect(sources).toHaveLength(0);
    online.set(false);
    live.setToken("t1");
    expect(sources).toHaveLength(0);
    online.set(true);
    expect(sources).toHaveLength(1);
    expect(sources[0].url).toBe("http://api.test/api/v1/events?token=t1");
  });

  it("marks the connection established on the server's connected event, which is not shown", () => {
    const { live, latest, onEvent, onConnectionChange } = setup();
    live.setToken("t1");
    latest().open();
    latest().send({ type: "connected", severity: "info", data: { message: "", status: "connected" } });
    expect(live.connected).toBe(true);
    expect(onConnectionChange).toHaveBeenCalledWith(true);
    expect(onEvent).not.toHaveBeenCalled();
  });

  it("closes on token change and connects with the new token; closes for good on close()", () => {
    const { live, sources } = setup();
    live.setToken("t1");
    live.setToken("t2");
    expect(sources[0].closed).toBe(true);
    expect(sources[1].url).toContain("token=t2");
    live.setToken(null);
    expect(sources[1].closed).toBe(true);
    expect(sources).toHaveLength(2);
    live.setToken("t3");
    live.close();
    expect(sources[2].closed).toBe(true);
  });
});

describe("reconnecting", () => {
  it("backs off 2, 4, 8, 16 and 32 s, then says it is down after 5 attempts", () => {
    const { live, sources, latest, state } = setup();
    live.setToken("t1");
    expect(state()).toBe("connecting");
    const delays = [2_000, 4_000, 8_000, 16_000, 32_000];
    for (const [index, delay] of delays.entries()) {
      latest().fail();
      expect(state()).toBe("connecting");
      vi.advanceTimersByTime(delay - 1);
      expect(sources).toHaveLength(index + 1);
      vi.advanceTimersByTime(1);
      expect(sources).toHaveLength(index + 2);
    }
    latest().fail();
    expect(state()).toBe("down");
  });

  it("once down, tries again every 3 minutes, one attempt at a time, until it is back", () => {
    const { live, sources, latest, state } = setup();
    live.setToken("t1");
    for (const delay of [2_000, 4_000, 8_000, 16_000, 32_000]) {
      latest().fail();
      vi.advanceTimersByTime(delay);
    }
    latest().fail();
    expect(sources).toHaveLength(6);
    vi.advanceTimersByTime(180_000 - 1);
    expect(sources).toHaveLength(6);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(7);
    latest().fail(); // still down: the next try is 3 minutes on, not a new round of quick ones
    expect(state()).toBe("down");
    vi.advanceTimersByTime(179_999);
    expect(sources).toHaveLength(7);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(8);
    latest().open();
    latest().send({ type: "connected", severity: "info", data: { message: "", status: "connected" } });
    expect(state()).toBe("live");
    latest().fail(); // back to the quick backoff after a connection that worked
    vi.advanceTimersByTime(2_000);
    expect(sources).toHaveLength(9);
  });

  it("reconnects at once when asked (a button, a navigation, a focus) while down, and only then", () => {
    const { live, sources, latest, state } = setup();
    live.setToken("t1");
    latest().open();
    live.reconnect(); // healthy: nothing to do
    expect(sources).toHaveLength(1);
    for (const delay of [0, 2_000, 4_000, 8_000, 16_000, 32_000]) {
      vi.advanceTimersByTime(delay);
      latest().fail();
    }
    expect(state()).toBe("down");
    const before = sources.length;
    live.reconnect();
    expect(sources).toHaveLength(before + 1);
    expect(state()).toBe("connecting");
  });

  it("starts the backoff again after a connection that opened", () => {
    const { live, sources, latest } = setup();
    live.setToken("t1");
    latest().fail();
    vi.advanceTimersByTime(2_000);
    latest().fail();
    vi.advanceTimersByTime(4_000);
    latest().open();
    latest().fail();
    vi.advanceTimersByTime(2_000);
    expect(sources).toHaveLength(4);
  });

  it("waits for the tab to become visible when it was hidden at error time", () => {
    const { live, sources, latest, visible } = setup();
    live.setToken("t1");
    visible.set(false);
    latest().fail();
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(1);
    visible.set(true);
    expect(sources).toHaveLength(2);
  });

  it("does not retry while offline, and reconnects with the counter reset on coming back online", () => {
    const { live, sources, latest, online } = setup();
    live.setToken("t1");
    for (const delay of [2_000, 4_000, 8_000, 16_000, 32_000]) {
      latest().fail();
      vi.advanceTimersByTime(delay);
    }
    latest().fail(); // attempts exhausted
    expect(sources).toHaveLength(6);
    online.set(false);
    online.set(true);
    expect(sources).toHaveLength(7);
    latest().fail();
    vi.advanceTimersByTime(2_000); // the counter starts again at 2 s
    expect(sources).toHaveLength(8);
  });

  it("cancels a pending retry when the device goes offline", () => {
    const { live, sources, latest, online } = setup();
    live.setToken("t1");
    latest().fail();
    online.set(false);
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(1);
  });

  it("keeps a healthy connection when the tab becomes visible", () => {
    const { live, sources, latest, visible } = setup();
    live.setToken("t1");
    latest().open();
    visible.set(false);
    visible.set(true);
    expect(sources).toHaveLength(1);
  });
});

describe("the event queue", () => {
  it("hands over events one at a time, 2 s apart", () => {
    const { live, latest, onEvent } = setup();
    live.setToken("t1");
    for (const n of [1, 2, 3]) latest().send(event(n));
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(onEvent).toHaveBeenLastCalledWith(event(1));
    vi.advanceTimersByTime(1_999);
    expect(onEvent).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(onEvent).toHaveBeenLastCalledWith(event(2));
    vi.advanceTimersByTime(2_000);
    expect(onEvent).toHaveBeenLastCalledWith(event(3));
    vi.advanceTimersByTime(10_000);
    expect(onEvent).toHaveBeenCalledTimes(3);
  });

  it("keeps at most 10 waiting events, dropping the oldest", () => {
    const { live, latest, onEvent } = setup();
    live.setToken("t1");
    for (let n = 1; n <= 15; n += 1) latest().send(event(n)); // 1 is shown at once, 2..15 wait
    vi.advanceTimersByTime(60_000);
    const shown = onEvent.mock.calls.map(([e]) => (e as ReturnType<typeof event>).data.message);
    expect(shown).toEqual(["event 1", ...Array.from({ length: 10 }, (_, i) => `event ${i + 6}`)]);
  });

  it("only reports messages it cannot parse", () => {
    const { live, latest, onEvent, onParseError } = setup();
    live.setToken("t1");
    latest().send("not json");
    latest().send("42");
    expect(onParseError).toHaveBeenCalledTimes(2);
    expect(onEvent).not.toHaveBeenCalled();
  });
});
