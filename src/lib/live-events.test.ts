import type { EventMessage } from "@kubecloud/sdk";
import { afterEach, describe, expect, it } from "vitest";
import { clearLiveEvents, publishLiveEvent, RECENT_EVENTS, subscribeLiveEvents } from "./live-events.ts";

const event = (n: number): EventMessage => ({
  type: "step_completed",
  severity: "info",
  timestamp: `2026-03-14T09:35:${String(n).padStart(2, "0")}Z`,
  data: { message: `event ${n}`, status: "completed" },
});

afterEach(() => clearLiveEvents());

describe("the tab's live event channel", () => {
  it("hands every published event to every subscriber, in order, until it unsubscribes", () => {
    const first: string[] = [];
    const second: string[] = [];
    const stop = subscribeLiveEvents((e) => first.push(e.data.message));
    subscribeLiveEvents((e) => second.push(e.data.message));
    publishLiveEvent(event(1));
    stop();
    publishLiveEvent(event(2));
    expect(first).toEqual(["event 1"]);
    expect(second).toEqual(["event 1", "event 2"]);
  });

  it("replays the recent events to a late subscriber that asks for them, the oldest dropped past the limit", () => {
    for (let n = 0; n < RECENT_EVENTS + 3; n++) publishLiveEvent(event(n % 60));
    const seen: EventMessage[] = [];
    subscribeLiveEvents((e) => seen.push(e), { replay: true });
    expect(seen).toHaveLength(RECENT_EVENTS);
    expect(seen[0].data.message).toBe("event 3");
    const fresh: EventMessage[] = [];
    subscribeLiveEvents((e) => fresh.push(e));
    expect(fresh).toEqual([]);
  });

  it("forgets them when the connection closes (sign-out): the next user replays nothing", () => {
    publishLiveEvent(event(1));
    clearLiveEvents();
    const seen: EventMessage[] = [];
    subscribeLiveEvents((e) => seen.push(e), { replay: true });
    expect(seen).toEqual([]);
  });
});
