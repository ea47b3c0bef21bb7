import type { EventMessage } from "@kubecloud/sdk";
import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { claimEvents, claimEventsFor, shownOnScreen, useClaimEvents } from "./shown-events.ts";

const event = (status: string): EventMessage => ({
  type: "user",
  severity: "success",
  data: { message: "", status },
  timestamp: "2026-11-25T03:11:29Z",
});
const isPassword = (e: EventMessage) => e.data.status === "password_changed";

afterEach(() => vi.useRealTimers());

describe("events a screen shows itself", () => {
  it("are shown while claimed, and only those the claim matches", () => {
    expect(shownOnScreen(event("password_changed"))).toBe(false);
    const release = claimEvents(isPassword);
    expect(shownOnScreen(event("password_changed"))).toBe(true);
    expect(shownOnScreen(event("ssh_key_added"))).toBe(false);
    release();
    expect(shownOnScreen(event("password_changed"))).toBe(false);
  });

  it("stay claimed 30 s after an action (its echo may be queued behind other events), then not", () => {
    vi.useFakeTimers();
    claimEventsFor(isPassword);
    vi.advanceTimersByTime(29_999);
    expect(shownOnScreen(event("password_changed"))).toBe(true);
    vi.advanceTimersByTime(1);
    expect(shownOnScreen(event("password_changed"))).toBe(false);
  });

  it("are claimed by a screen while it is active and mounted, with its latest matcher", () => {
    const { rerender, unmount } = renderHook(
      ({ active, status }) => useClaimEvents(active, (e) => e.data.status === status),
      {
        initialProps: { active: false, status: "password_changed" },
      },
    );
    expect(shownOnScreen(event("password_changed"))).toBe(false);
    rerender({ active: true, status: "password_changed" });
    expect(shownOnScreen(event("password_changed"))).toBe(true);
    rerender({ active: true, status: "ssh_key_added" });
    expect(shownOnScreen(event("password_changed"))).toBe(false);
    expect(shownOnScreen(event("ssh_key_added"))).toBe(true);
    unmount();
    expect(shownOnScreen(event("ssh_key_added"))).toBe(false);
  });
});
