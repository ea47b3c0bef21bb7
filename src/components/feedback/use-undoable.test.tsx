import { MantineProvider } from "@mantine/core";
import { Notifications, notifications } from "@mantine/notifications";
import { act, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { undoTexts } from "../../config/undo-texts.ts";
import { scheduledActions } from "../../lib/scheduled-actions.ts";
import { SessionContext } from "../../lib/session/session-context.ts";
import { createSessionStore } from "../../lib/session/session-store.ts";
import { useScheduledAction } from "../../lib/use-scheduled-actions.ts";
import { memoryStorage } from "../../test/storage.ts";
import { ScheduledBadge } from "../ScheduledBadge.tsx";
import { useUndoable, type UndoableAction } from "./use-undoable.tsx";

const KEY = "delete-cluster:prodcluster";

beforeEach(() => {
  vi.useFakeTimers();
  scheduledActions.reset();
});
afterEach(() => {
  act(() => notifications.clean());
  scheduledActions.reset();
  vi.useRealTimers();
});

/** A screen with the toasts, a button that schedules deleting prodcluster, and the cluster's badge. */
function setup() {
  const session = createSessionStore(memoryStorage({ token: "a", refresh_token: "r" }));
  const send = vi.fn(() => Promise.resolve());
  const action: UndoableAction = {
    key: KEY,
    words: undoTexts.deleteCluster("prodcluster"),
    link: { to: "/clusters/prodcluster", label: "Open prodcluster" },
    send,
  };
  function Screen() {
    const schedule = useUndoable();
    const countdown = useScheduledAction(KEY);
    return (
      <>
        <button onClick={() => schedule(action)}>Delete</button>
        {countdown?.state === "waiting" && (
          <ScheduledBadge action={countdown} doing="Deleting" what="deleting prodcluster" />
        )}
      </>
    );
  }
  render(
    <MantineProvider env="test">
      <SessionContext.Provider value={session}>
        <MemoryRouter>
          <Notifications withinPortal={false} />
          <Screen />
        </MemoryRouter>
      </SessionContext.Provider>
    </MantineProvider>,
  );
  const schedule = () => act(() => screen.getByRole("button", { name: "Delete" }).click());
  const toast = () => screen.queryByText("prodcluster will be deleted")?.closest(".mantine-Notification-root");
  const announced = () => document.getElementById("scheduled-actions-announcer")?.textContent;
  return { session, send, schedule, toast, announced };
}

describe("an undoable action's toast and badge (product-rules §4)", () => {
  it("names the thing, links to it, counts down for the eyes and speaks once", async () => {
    const s = setup();
    s.schedule();
    const toast = s.toast()!;
    expect(toast).toHaveAttribute("role", "status");
    expect(toast.querySelector("a")).toHaveAttribute("href", "/clusters/prodcluster");
    const countdown = toast.querySelector("[data-testid=countdown]")!;
    expect(countdown).toHaveAttribute("aria-hidden", "true");
    expect(countdown).toHaveTextContent("Deleting in 10 s");
    expect(toast).toHaveTextContent("You can undo for 10 seconds.");
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(s.toast()!.querySelector("[data-testid=countdown]")).toHaveTextContent("Deleting in 8 s");
    expect(screen.getByText("Deleting in 8 s", { selector: ".mantine-Badge-label" })).toBeInTheDocument();
    expect(s.send).not.toHaveBeenCalled();
  });

  it("undoes from the item's badge: nothing sent, the countdown gone, a brief toast says so", async () => {
    const s = setup();
    s.schedule();
    const undos = screen.getAllByRole("button", { name: "Undo deleting prodcluster" });
    expect(undos).toHaveLength(2); // the toast's and the badge's
    act(() => undos[1].click());
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(s.send).not.toHaveBeenCalled();
    expect(screen.queryByText(/^Deleting in/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Undo deleting prodcluster" })).toBeNull();
    expect(s.toast()).toBeFalsy();
  });

  it("shows the brief 'Undone' toast after Undo in the toast", async () => {
    const s = setup();
    s.schedule();
    act(() => screen.getAllByRole("button", { name: "Undo deleting prodcluster" })[0].click());
    expect(screen.getByText("Undone: prodcluster stays")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4_000 + 600));
    expect(screen.queryByText("Undone: prodcluster stays")).toBeNull();
    expect(s.send).not.toHaveBeenCalled();
  });

  it("sends once on 'Do it now', hides the toast and tells screen readers it ended", async () => {
    const s = setup();
    s.schedule();
    s.schedule(); // a second confirmation: the same action, one toast
    expect(screen.getAllByText("prodcluster will be deleted")).toHaveLength(1);
    expect(s.announced()).toBe("");
    const now = screen.getByRole("button", { name: "Do it now: deleting prodcluster" });
    act(() => now.click());
    act(() => now.click());
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(s.send).toHaveBeenCalledTimes(1);
    expect(s.announced()).toBe("Deleting prodcluster now.");
    expect(s.toast()).toBeFalsy();
    expect(screen.queryByText(/^Undone/)).toBeNull();
  });

  it("sends once when the countdown ends", async () => {
    const s = setup();
    s.schedule();
    await act(() => vi.advanceTimersByTimeAsync(9_999));
    expect(s.send).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(s.send).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(s.send).toHaveBeenCalledTimes(1);
  });

  it("sends nothing once the session ends (signed out, or expired)", async () => {
    const s = setup();
    s.schedule();
    act(() => s.session.signOut());
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(s.send).not.toHaveBeenCalled();
    expect(s.toast()).toBeFalsy();
  });

  it("sends nothing when the page is left during the countdown", async () => {
    const s = setup();
    s.schedule();
    act(() => void window.dispatchEvent(new Event("pagehide")));
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(s.send).not.toHaveBeenCalled();
  });
});
