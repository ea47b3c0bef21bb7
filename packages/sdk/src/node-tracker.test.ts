import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { trackNodeStatus } from "./node-tracker.ts";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function rentedListSequence(...lists: number[][]) {
  let call = 0;
  return vi.fn(() => Promise.resolve((lists[Math.min(call++, lists.length - 1)] ?? []).map((nodeId) => ({ nodeId }))));
}

/** A source of wake-ups for `wakeUps`: `wake()` fires one, `unsubscribe` records the tracker letting go. */
function wakeUpSource() {
  let wake = () => {};
  const unsubscribe = vi.fn();
  const wakeUps = (callback: () => void) => {
    wake = callback;
    return unsubscribe;
  };
  return { wakeUps, wake: () => wake(), unsubscribe };
}

describe("trackNodeStatus", () => {
  it("resolves once a reserved node shows up in the rented list, polling every 5 s", async () => {
    const listRented = rentedListSequence([], [], [150]);
    let done = false;
    const tracking = trackNodeStatus({ nodeId: 150, target: "rented", listRented, log: () => undefined }).then(
      () => (done = true),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(listRented).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(listRented).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(listRented).toHaveBeenCalledTimes(2);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(5_000);
    await tracking;
    expect(done).toBe(true);
    expect(listRented).toHaveBeenCalledTimes(3);
  });

  it("resolves once a released node has left the rented list", async () => {
    const listRented = rentedListSequence([150, 318], [318]);
    const tracking = trackNodeStatus({ nodeId: 150, target: "rentable", listRented, log: () => undefined });
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(tracking).resolves.toBeUndefined();
  });

  it("gives up after 20 checks, logs an error and fails", async () => {
    const listRented = rentedListSequence([]);
    const log = vi.fn();
    const tracking = trackNodeStatus({ nodeId: 150, target: "rented", listRented, log });
    const outcome = tracking.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(19 * 5_000);
    expect(listRented).toHaveBeenCalledTimes(20);
    expect(await outcome).toMatchObject({ code: "NODE_TRACKING_TIMEOUT" });
    expect(log).toHaveBeenCalledWith(expect.stringContaining("node 150 is not rented after 20 checks"));
  });

  it("counts a failed check as an attempt and keeps polling", async () => {
    let call = 0;
    const listRented = vi.fn(() =>
      call++ === 0 ? Promise.reject(new Error("HTTP 500")) : Promise.resolve([{ nodeId: 7 }]),
    );
    const log = vi.fn();
    const tracking = trackNodeStatus({ nodeId: 7, target: "rented", listRented, log });
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(tracking).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledTimes(1);
  });

  it("stops when aborted", async () => {
    const controller = new AbortController();
    const tracking = trackNodeStatus({
      nodeId: 7,
      target: "rented",
      listRented: rentedListSequence([]),
      signal: controller.signal,
      log: () => undefined,
    });
    const outcome = tracking.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1_000);
    controller.abort(new Error("left the page"));
    expect(await outcome).toMatchObject({ message: "left the page" });
  });

  it("stops at once when aborted during a check, without waiting for the next one", async () => {
    const controller = new AbortController();
    const listRented = vi.fn(() => {
      controller.abort(new Error("deadline"));
      return Promise.reject(new Error("aborted"));
    });
    const tracking = trackNodeStatus({
      nodeId: 7,
      target: "rented",
      listRented,
      signal: controller.signal,
      log: () => undefined,
    });
    const outcome = tracking.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(0);
    expect(await outcome).toMatchObject({ message: "deadline" });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("checks at once on a wake-up, without using an attempt, and keeps the 5 s schedule", async () => {
    const listRented = rentedListSequence([], [], [150]);
    const { wakeUps, wake, unsubscribe } = wakeUpSource();
    let done = false;
    const tracking = trackNodeStatus({ nodeId: 150, target: "rented", listRented, wakeUps, log: () => undefined }).then(
      () => (done = true),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(listRented).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    wake(); // a node event for another node: one extra check, nothing found
    await vi.advanceTimersByTimeAsync(0);
    expect(listRented).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(listRented).toHaveBeenCalledTimes(2);
    expect(done).toBe(false);
    wake(); // the node's own event: found at once, 1 ms before the regular check
    await tracking;
    expect(listRented).toHaveBeenCalledTimes(3);
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it("does not lose a wake-up that comes while a check is running", async () => {
    let release: (nodes: { nodeId: number }[]) => void = () => {};
    const listRented = vi
      .fn<() => Promise<{ nodeId: number }[]>>()
      .mockImplementationOnce(() => new Promise((done) => (release = done)))
      .mockResolvedValue([{ nodeId: 150 }]);
    const { wakeUps, wake } = wakeUpSource();
    const tracking = trackNodeStatus({ nodeId: 150, target: "rented", listRented, wakeUps, log: () => undefined });
    await vi.advanceTimersByTimeAsync(0);
    wake();
    release([]);
    await vi.advanceTimersByTimeAsync(0);
    await expect(tracking).resolves.toBeUndefined();
    expect(listRented).toHaveBeenCalledTimes(2);
  });

  it("still gives up after 20 regular checks when wake-ups find nothing", async () => {
    const listRented = rentedListSequence([]);
    const { wakeUps, wake, unsubscribe } = wakeUpSource();
    const tracking = trackNodeStatus({ nodeId: 150, target: "rented", listRented, wakeUps, log: () => undefined });
    const outcome = tracking.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1_000);
    wake();
    await vi.advanceTimersByTimeAsync(19 * 5_000 - 1_000);
    expect(await outcome).toMatchObject({ code: "NODE_TRACKING_TIMEOUT" });
    expect(listRented).toHaveBeenCalledTimes(21);
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });
});
