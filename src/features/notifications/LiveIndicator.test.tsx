import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { memoryStorage, ok, renderApp } from "../../test/render.tsx";
import { ScriptedEventSource } from "../../test/scripted-event-source.ts";

const latest = () => ScriptedEventSource.latest();

beforeEach(() => {
  ScriptedEventSource.install();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setup() {
  let listed = 0;
  const view = renderApp({
    path: "/dashboard",
    storage: memoryStorage({
      token: "access",
      refresh_token: "refresh",
      user: JSON.stringify({ ID: 12, username: "Amira", admin: false }),
    }),
    api: {
      "GET /v1/notifications": () => {
        listed += 1;
        return ok({ notifications: [], limit: 50, offset: 0, count: 0 });
      },
      "GET /v1/user/balance": () => ok({ balance_usd: 10, debt_usd: 0, pending_balance_usd: 0 }),
      "GET /v1/deployments": () => ok({ deployments: [], count: 0 }),
    },
  });
  return { ...view, lists: () => listed };
}

/** Fails the connection and every quick retry (2, 4, 8, 16 and 32 s after each failure). */
async function outlastQuickRetries() {
  for (const delay of [2_000, 4_000, 8_000, 16_000, 32_000]) {
    act(() => latest().fail());
    await act(() => vi.advanceTimersByTimeAsync(delay));
  }
  act(() => latest().fail());
}

describe("live updates after a long outage", () => {
  it("says plainly that live updates are off, offers Reconnect, and catches up on what was missed", async () => {
    const { lists } = setup();
    await waitFor(() => expect(ScriptedEventSource.created).toHaveLength(1));
    act(() => latest().connect());
    expect(await screen.findByRole("status", { name: "Live updates on" })).toBeInTheDocument();

    await outlastQuickRetries();
    const reconnect = await screen.findByRole("button", { name: "Live updates are off. Reconnect" });
    expect(await screen.findByText("Live updates are off")).toBeInTheDocument(); // the toast
    const tries = ScriptedEventSource.created.length;

    await userEvent.click(reconnect);
    expect(ScriptedEventSource.created).toHaveLength(tries + 1);
    const listsBefore = lists();
    act(() => latest().connect());
    expect(await screen.findByRole("status", { name: "Live updates on" })).toBeInTheDocument();
    await waitFor(() => expect(lists()).toBeGreaterThan(listsBefore)); // missed notifications are read again
  });

  it("tries again on the next navigation, on focus, and every few minutes", async () => {
    const { router } = setup();
    await waitFor(() => expect(ScriptedEventSource.created).toHaveLength(1));
    await outlastQuickRetries();
    await screen.findByRole("button", { name: "Live updates are off. Reconnect" });
    const tries = ScriptedEventSource.created.length;

    await userEvent.click(screen.getByRole("link", { name: "Features" }));
    await waitFor(() => expect(router.location.pathname).toBe("/features"));
    expect(ScriptedEventSource.created).toHaveLength(tries + 1);
    act(() => latest().fail());

    act(() => {
      window.dispatchEvent(new Event("focus"));
    });
    expect(ScriptedEventSource.created).toHaveLength(tries + 2);
    act(() => latest().fail());

    await act(() => vi.advanceTimersByTimeAsync(180_000));
    expect(ScriptedEventSource.created).toHaveLength(tries + 3);
  });
});
