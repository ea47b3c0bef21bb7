// The reserve button's states in time (product-rules §4): "Reserving…" while the tracker polls the rented
// list every 5000 ms, an early finish on a node-update event, and the give-up after 20 checks.
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RentableNode } from "@kubecloud/sdk";
import { notifications } from "@mantine/notifications";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NODE_UPDATE_EVENT } from "../../lib/node-events.ts";
import { buildGrid, buildRentableNode } from "../../test/builders.ts";
import { fail, memoryStorage, ok, renderApp, type Handler } from "../../test/render.tsx";
import { liveEvent, ScriptedEventSource } from "../../test/scripted-event-source.ts";
import { slowReply } from "../../test/slow-reply.ts";
import { toastTitles } from "../../test/toast-region.tsx";
import { expectTrackerVerdict } from "../../test/node-tracker.ts";

const signedIn = () =>
  memoryStorage({ token: "a", refresh_token: "r", user: JSON.stringify({ ID: 12, username: "Amira", admin: false }) });
const onOffer = () => buildGrid().filter((node) => node.healthy && node.rentable);
/** The grid proxy's answer to the page, for the filters these tests use (country, node id). */
function onOfferFor(request: Request) {
  const query = new URL(request.url).searchParams;
  const nodes = onOffer().filter(
    (node) =>
      (!query.has("country") || node.country === query.get("country")) &&
      (!query.has("node_id") || node.nodeId === Number(query.get("node_id"))),
  );
  return ok({ total: nodes.length, nodes });
}

const accepted = () =>
  ok({ workflow_id: "6d2f9b41-8c3e-4a7d-b5f0-1e9a2c7d4b38", node_id: 1432, email: "amira@example.com" }, 202);

function setup({ reserve = accepted }: { reserve?: Handler<"POST /v1/user/nodes/{node_id}"> } = {}) {
  let rented: RentableNode[] | null = null;
  let rentedCalls = 0;
  const view = renderApp({
    path: "/nodes?q=1432",
    storage: signedIn(),
    api: {
      "GET /v1/nodes": onOfferFor,
      "GET /v1/user/nodes/rentable": () => ok({ total: 0, nodes: [buildRentableNode()] }),
      "GET /v1/user/nodes/rented": () => {
        rentedCalls += 1;
        return ok({ total: 0, nodes: rented });
      },
      "GET /v1/user/balance": () => ok({ balance_usd: 100, debt_usd: 0, pending_balance_usd: 0 }),
      "POST /v1/user/nodes/{node_id}": reserve,
    },
  });
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  return {
    ...view,
    user,
    rentNow: () => (rented = [buildRentableNode({ rented: true, rentable: false, rentContractId: 990001 })]),
    rentedCalls: () => rentedCalls,
    posts: () => view.requests.filter((r) => r.method === "POST"),
  };
}

async function confirm(user: ReturnType<typeof userEvent.setup>, { double = false } = {}) {
  await user.click(await screen.findByRole("button", { name: "Reserve node 1432" }));
  const dialog = await screen.findByRole("dialog", { name: "Reserve node 1432" });
  const button = await within(dialog).findByRole("button", { name: "Reserve for $195.49 a Month" });
  await vi.waitFor(() => expect(button).toBeEnabled());
  if (double) await user.dblClick(button);
  else await user.click(button);
}

/** Reserves node 1432 with the live events connected, up to its Reserving… button. */
async function reserveWithLiveEvents() {
  ScriptedEventSource.install();
  const t = setup();
  const live = await ScriptedEventSource.connected();
  await confirm(t.user);
  await screen.findByRole("button", { name: "Reserving node 1432…" });
  return { ...t, live };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  act(() => notifications.clean()); // toasts live outside the rendered tree
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("reserving a node", { timeout: 30_000 }, () => {
  it("shows Reserving… while the tracker polls every 5000 ms, then the success toast", async () => {
    const t = setup();
    await confirm(t.user);
    expect(await screen.findByRole("button", { name: "Reserving node 1432…" })).toBeDisabled();
    await vi.waitFor(() => expect(t.rentedCalls()).toBe(2)); // the page's own read, then the first check
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(t.rentedCalls()).toBe(3);
    expect(screen.getByRole("button", { name: "Reserving node 1432…" })).toBeInTheDocument();
    t.rentNow();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await screen.findByText("Node 1432 reserved")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open My Nodes" })).toHaveAttribute("href", "/dashboard?section=nodes");
    expect(t.rentedCalls()).toBe(4);
    const [post] = t.posts();
    expect(new URL(post.url).pathname).toBe("/api/v1/user/nodes/1432");
    expect(await post.text()).toBe("{}");
  });

  it("finishes early when a node-update event arrives", async () => {
    const t = setup();
    await confirm(t.user);
    await screen.findByRole("button", { name: "Reserving node 1432…" });
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    t.rentNow();
    act(() => void window.dispatchEvent(new CustomEvent(NODE_UPDATE_EVENT)));
    expect(await screen.findByText("Node 1432 reserved")).toBeInTheDocument();
  });

  it("says it in one toast: the node's own live events add none", async () => {
    const { live, ...t } = await reserveWithLiveEvents();
    await live.emit(liveEvent("node", "info", "Reserve Node has been started", "started"));
    t.rentNow();
    await live.emit(liveEvent("node", "success", "Node 1432 has been reserved successfully", "succeeded"));
    expect(await screen.findByText("Node 1432 reserved")).toBeInTheDocument();
    expect(toastTitles()).toEqual(["Node 1432 reserved"]);
  });

  it("ends at once with the server's reason when its failure event arrives, in one toast", async () => {
    const { live, ...t } = await reserveWithLiveEvents();
    await live.emit(
      liveEvent("node", "info", "Reserve Node has been started", "started"),
      liveEvent("node", "error", "Node 1432 reservation failed: node is not rentable", "failed"),
    );
    expect(await screen.findByRole("button", { name: "Reserve node 1432" })).toBeEnabled();
    expect(toastTitles()).toEqual(["Node reservation error"]);
    expect(screen.getByText("Node is not rentable.")).toBeInTheDocument();
    expect(t.rentedCalls()).toBeLessThan(4); // it did not poll on until it gave up
  });

  it("gives up after 20 checks with 'Node reservation error' / 'Failed to reserve node'", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined); // the tracker logs its give-up
    const t = setup();
    await confirm(t.user);
    await screen.findByRole("button", { name: "Reserving node 1432…" });
    await vi.waitFor(() => expect(t.rentedCalls()).toBe(2));
    for (let check = 2; check <= 19; check += 1) {
      await act(() => vi.advanceTimersByTimeAsync(5_000));
      expect(t.rentedCalls()).toBe(check + 1);
    }
    expect(screen.getByRole("button", { name: "Reserving node 1432…" })).toBeInTheDocument();
    expect(screen.queryByText("Node reservation error")).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(5_000)); // the 20th check, then the give-up
    expect(t.rentedCalls()).toBe(21);
    expect(await screen.findByText("Node reservation error")).toBeInTheDocument();
    expect(screen.getByText("Failed to reserve node")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Reserve node 1432" })).toBeEnabled();
  });

  it("shows the server's text when the reservation is refused", async () => {
    const t = setup({ reserve: () => fail(400, { status: 400, message: "Node is already reserved." }) });
    await confirm(t.user);
    expect(await screen.findByText("Node reservation error")).toBeInTheDocument();
    expect(screen.getByText("Node is already reserved.")).toBeInTheDocument();
  });

  it("never sends two reservations for a double click", async () => {
    const t = setup();
    await confirm(t.user, { double: true });
    await screen.findByRole("button", { name: "Reserving node 1432…" });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(t.posts()).toHaveLength(1);
  });

  it("sends one reservation for a double click while the server is slow to answer", async () => {
    const server = slowReply<"POST /v1/user/nodes/{node_id}">(accepted);
    const t = setup({ reserve: server.handler });
    await confirm(t.user, { double: true });
    const busy = await screen.findByRole("button", { name: "Reserving node 1432…" });
    await t.user.dblClick(busy).catch(() => undefined); // disabled: a click on it does nothing
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(server.calls()).toBe(1);
    t.rentNow(); // the server reserved it; the tracker's first check after the answer sees it
    server.release();
    // The tracker's first check follows the answer at once (a longer wait could outlast the 5 s toast).
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByText("Node 1432 reserved")).toBeInTheDocument();
    expect(t.posts()).toHaveLength(1);
  });

  it("follows a reservation that got no answer: the node shows up, so it worked", async () => {
    const server = slowReply<"POST /v1/user/nodes/{node_id}">(accepted);
    const t = setup({ reserve: server.handler });
    await confirm(t.user);
    await act(() => vi.advanceTimersByTimeAsync(10_000)); // the SDK gives up waiting for the answer
    expect(screen.getByRole("button", { name: "Reserving node 1432…" })).toBeDisabled();
    t.rentNow(); // the server did reserve it
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await screen.findByText("Node 1432 reserved")).toBeInTheDocument();
    expect(screen.queryByText("Node reservation error")).toBeNull();
    expect(t.posts()).toHaveLength(1);
    server.release();
  });

  it("says it could not confirm a reservation that got no answer and never showed up, and sends nothing more", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined); // the tracker logs its give-up
    const server = slowReply<"POST /v1/user/nodes/{node_id}">(accepted);
    const t = setup({ reserve: server.handler });
    await confirm(t.user);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await expectTrackerVerdict(
      "Reservation not confirmed",
      "The server did not answer in time, and node 1432 has not shown up in My Nodes. Check My Nodes before you reserve it again.",
    );
    expect(screen.queryByText("Node reservation error")).toBeNull();
    expect(await screen.findByRole("button", { name: "Reserve node 1432" })).toBeEnabled();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(t.posts()).toHaveLength(1);
    server.release();
  });

  it("keeps tracking after the user leaves the page, and still says when the node is rented", async () => {
    const t = setup();
    await confirm(t.user);
    await screen.findByRole("button", { name: "Reserving node 1432…" });
    await t.user.click(screen.getAllByRole("link", { name: "Features" })[0]);
    await vi.waitFor(() => expect(t.router.location.pathname).toBe("/features"));
    expect(screen.queryByRole("list", { name: "Nodes" })).toBeNull();
    t.rentNow();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await screen.findByText("Node 1432 reserved")).toBeInTheDocument();
  });
});
