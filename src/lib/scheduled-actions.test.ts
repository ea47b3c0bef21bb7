import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createScheduler, type ScheduleEnd } from "./scheduled-actions.ts";

const DELAY = 10_000;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  const page = new EventTarget();
  const scheduler = createScheduler({ delayMs: DELAY, page });
  const sent: string[] = [];
  const ends: string[] = [];
  const schedule = (key: string, send?: () => Promise<unknown>) =>
    scheduler.schedule({
      key,
      send: send ?? (() => void sent.push(key)),
      onEnd: (end: ScheduleEnd) => ends.push(`${key}:${end}`),
    });
  return { page, scheduler, sent, ends, schedule };
}

describe("the undo scheduler (product-rules §4)", () => {
  it("sends nothing when undone, even after the delay", () => {
    const s = setup();
    const action = s.schedule("delete-cluster:prodcluster");
    vi.advanceTimersByTime(DELAY - 1);
    expect(s.scheduler.undo(action.id)).toBe(true);
    vi.advanceTimersByTime(DELAY * 2);
    expect(s.sent).toEqual([]);
    expect(s.ends).toEqual(["delete-cluster:prodcluster:undone"]);
    expect(s.scheduler.getSnapshot()).toEqual([]);
  });

  it("sends once when the countdown ends, to the millisecond", () => {
    const s = setup();
    const action = s.schedule("delete-cluster:prodcluster");
    expect(action).toMatchObject({ state: "waiting", dueAt: Date.now() + DELAY });
    vi.advanceTimersByTime(DELAY - 1);
    expect(s.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(s.sent).toEqual(["delete-cluster:prodcluster"]);
    vi.advanceTimersByTime(DELAY * 3);
    expect(s.sent).toHaveLength(1);
    // Too late to undo or to send again.
    expect(s.scheduler.undo(action.id)).toBe(false);
    expect(s.scheduler.runNow(action.id)).toBe(false);
    expect(s.sent).toHaveLength(1);
    expect(s.ends).toEqual(["delete-cluster:prodcluster:sent"]);
  });

  it("sends once on 'Do it now', however often it is pressed, and clears the timer", () => {
    const s = setup();
    const action = s.schedule("release-node:1432");
    vi.advanceTimersByTime(3_000);
    expect(s.scheduler.runNow(action.id)).toBe(true);
    expect(s.scheduler.runNow(action.id)).toBe(false);
    expect(s.sent).toEqual(["release-node:1432"]);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(DELAY);
    expect(s.sent).toHaveLength(1);
  });

  it("keeps a sent action under way until its request settles, and schedules nothing new for it meanwhile", async () => {
    const s = setup();
    let settle = () => {};
    const action = s.schedule("delete-all-clusters", () => new Promise<void>((done) => (settle = done)));
    s.scheduler.runNow(action.id);
    expect(s.scheduler.find("delete-all-clusters")).toMatchObject({ state: "sending" });
    // A second confirmation while it is in flight is the same action.
    expect(s.schedule("delete-all-clusters").id).toBe(action.id);
    settle();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.scheduler.getSnapshot()).toEqual([]);
  });

  it("schedules one action for a double confirmation", () => {
    const s = setup();
    const first = s.schedule("delete-cluster:prodcluster");
    vi.advanceTimersByTime(500);
    const second = s.schedule("delete-cluster:prodcluster");
    expect(second).toBe(first);
    vi.advanceTimersByTime(DELAY);
    expect(s.sent).toEqual(["delete-cluster:prodcluster"]);
  });

  it.each(["pagehide", "beforeunload"])("cancels everything waiting on %s: nothing is sent", (type) => {
    const s = setup();
    s.schedule("delete-cluster:prodcluster");
    s.schedule("release-node:1432");
    vi.advanceTimersByTime(9_000);
    s.page.dispatchEvent(new Event(type));
    vi.advanceTimersByTime(DELAY);
    expect(s.sent).toEqual([]);
    expect(s.ends).toEqual(["delete-cluster:prodcluster:cancelled", "release-node:1432:cancelled"]);
    expect(s.scheduler.getSnapshot()).toEqual([]);
  });

  it("listens for the page's end only while something waits", () => {
    const page = { addEventListener: vi.fn(), removeEventListener: vi.fn() };
    const scheduler = createScheduler({ delayMs: DELAY, page });
    expect(page.addEventListener).not.toHaveBeenCalled();
    const action = scheduler.schedule({ key: "k", send: () => {} });
    expect(page.addEventListener.mock.calls.map(([type]) => type as string)).toEqual(["beforeunload", "pagehide"]);
    scheduler.undo(action.id);
    expect(page.removeEventListener.mock.calls.map(([type]) => type as string)).toEqual(["beforeunload", "pagehide"]);
  });

  it("runs two actions side by side, each on its own clock", () => {
    const s = setup();
    const cluster = s.schedule("delete-cluster:prodcluster");
    vi.advanceTimersByTime(4_000);
    const node = s.schedule("release-node:1432");
    expect(s.scheduler.getSnapshot().map((action) => action.key)).toEqual([
      "delete-cluster:prodcluster",
      "release-node:1432",
    ]);
    expect(node.dueAt - cluster.dueAt).toBe(4_000);
    s.scheduler.undo(node.id);
    vi.advanceTimersByTime(6_000);
    expect(s.sent).toEqual(["delete-cluster:prodcluster"]);
    vi.advanceTimersByTime(DELAY);
    expect(s.sent).toEqual(["delete-cluster:prodcluster"]);
    expect(s.ends).toEqual(["release-node:1432:undone", "delete-cluster:prodcluster:sent"]);
  });

  it("tells its subscribers of every change, with a new snapshot each time", () => {
    const s = setup();
    const seen: number[] = [];
    const stop = s.scheduler.subscribe(() => seen.push(s.scheduler.getSnapshot().length));
    const action = s.schedule("k");
    const before = s.scheduler.getSnapshot();
    s.scheduler.cancel(action.id);
    expect(s.scheduler.getSnapshot()).not.toBe(before);
    stop();
    s.schedule("k2");
    expect(seen).toEqual([1, 0]);
    expect(s.ends).toEqual(["k:cancelled"]);
  });
});
