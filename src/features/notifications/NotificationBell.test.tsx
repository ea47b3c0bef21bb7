import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Notification } from "@kubecloud/sdk";
import { describe, expect, it } from "vitest";
import { done, memoryStorage, ok, renderApp, type Handlers } from "../../test/render.tsx";
import { badgeLabel } from "./appearance.tsx";

const signedIn = () =>
  memoryStorage({
    token: "access",
    refresh_token: "refresh",
    user: JSON.stringify({ ID: 12, username: "Amira", admin: false }),
  });

/** Three hours before the test runs: a relative time ("3 hours ago") whatever the day. */
const threeHoursAgo = new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString();

function notification(n: number, status: "read" | "unread", created_at = threeHoursAgo): Notification {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    type: "deployment",
    severity: "success",
    payload: { subject: `Subject ${n}`, message: `Message ${n}` },
    status,
    created_at,
  };
}

function setup(list: Notification[], extra: Handlers = {}) {
  return renderApp({
    path: "/",
    storage: signedIn(),
    api: {
      "GET /v1/notifications": () => ok({ notifications: list, limit: 50, offset: 0, count: list.length }),
      ...extra,
    },
  });
}

describe("the notification bell (product-rules §2)", () => {
  it("caps the badge at 99+", () => {
    expect([0, 5, 99, 100, 250].map(badgeLabel)).toEqual(["0", "5", "99", "99+", "99+"]);
  });

  it("lists the latest 10 with subject, message and relative time", async () => {
    const list = Array.from({ length: 12 }, (_, i) => notification(i + 1, i < 3 ? "unread" : "read"));
    setup(list);
    await userEvent.click(await screen.findByRole("button", { name: "Notifications, 3 unread" }));
    const items = within(await screen.findByRole("list", { name: "Latest notifications" })).getAllByRole("listitem");
    expect(items).toHaveLength(10);
    expect(within(items[0]).getByText("Subject 1")).toBeInTheDocument();
    expect(within(items[1]).getByText("Message 2")).toBeInTheDocument();
    expect(within(items[1]).getByText(/ago$|^in /)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Mark all read" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "See All Notifications" })).toBeInTheDocument();
  });

  it("shows each title whole, wrapped instead of cut to one line", async () => {
    const title = "Cluster prodcluster deployed on nodes 2215, 3102 and 4410 in Romania, Mexico and Colombia";
    setup([{ ...notification(1, "unread"), payload: { subject: title, message: "Message 1" } }]);
    await userEvent.click(await screen.findByRole("button", { name: "Notifications, 1 unread" }));
    const shown = within(await screen.findByRole("list", { name: "Latest notifications" })).getByText(title);
    expect(shown).not.toHaveAttribute("data-line-clamp");
    expect(shown).not.toHaveAttribute("data-truncate");
  });

  it("shows 'Unknown time' for a timestamp it cannot read (off the contract, so sent as a raw reply)", async () => {
    const list = [{ ...notification(1, "read"), created_at: "not a date" }];
    setup([], {
      "GET /v1/notifications": () =>
        Response.json({ status: 200, data: { notifications: list, limit: 50, offset: 0, count: 1 } }),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Notifications" }));
    const [item] = within(await screen.findByRole("list", { name: "Latest notifications" })).getAllByRole("listitem");
    expect(within(item).getByText("Unknown time")).toBeInTheDocument();
  });

  it("never shows developer text when the list reply is empty: only the catalogue's text", async () => {
    setup([], { "GET /v1/notifications": () => Response.json({ status: 200, message: "ok" }) });
    const toast = await screen.findByRole("alert");
    expect(toast).toHaveTextContent("An unexpected error occurred");
    expect(toast).not.toHaveTextContent(/undefined|notifications|latest/);
  });

  it("shows 'No notifications yet' and no 'Mark all read' when empty", async () => {
    setup([]);
    await userEvent.click(await screen.findByRole("button", { name: "Notifications" }));
    expect(await screen.findByText("No notifications yet")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Mark all read" })).toBeNull();
  });

  it("opening an unread item marks it read, closes the dropdown and opens /notifications", async () => {
    const first = notification(1, "unread");
    const { router, requests } = setup([first], {
      "PATCH /v1/notifications/{notification_id}/read": () => done(),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Notifications, 1 unread" }));
    await userEvent.click(await screen.findByRole("button", { name: "Unread: Subject 1" }));
    await waitFor(() => expect(router.location.pathname).toBe("/notifications"));
    expect(requests.some((r) => r.method === "PATCH" && r.url.endsWith("/read"))).toBe(true);
    expect(screen.queryByRole("list", { name: "Latest notifications" })).toBeNull();
  });
});
