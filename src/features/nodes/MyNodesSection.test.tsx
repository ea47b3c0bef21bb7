import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { notifications } from "@mantine/notifications";
import type { RentableNode } from "@kubecloud/sdk";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildRentableNode } from "../../test/builders.ts";
import { memoryStorage, ok, renderApp } from "../../test/render.tsx";
import { slowReply } from "../../test/slow-reply.ts";
import { expectTrackerVerdict } from "../../test/node-tracker.ts";

const signedIn = () =>
  memoryStorage({ token: "a", refresh_token: "r", user: JSON.stringify({ ID: 12, username: "Amira", admin: false }) });
/** Node 1432 ($175.49 + a $20 fee) healthy, node 3361 ($33.80) unhealthy. */
const mine = (): RentableNode[] => [
  buildRentableNode({ rented: true, rentable: false, rentContractId: 880_401 }),
  buildRentableNode({ rented: true, rentable: false, rentContractId: 880_402, healthy: false }, 1),
];

afterEach(() => {
  act(() => notifications.clean());
  vi.useRealTimers();
});

describe("My nodes", () => {
  it("shows the tiles, the healthy and unhealthy nodes apart, and the monthly cost (spec §9)", async () => {
    renderApp({
      path: "/dashboard?section=nodes",
      storage: signedIn(),
      api: { "GET /v1/user/nodes/rented": () => ok({ total: 0, nodes: mine() }) },
    });
    const unhealthy = await screen.findByRole("region", { name: "Unhealthy nodes" });
    expect(within(unhealthy).getByRole("listitem", { name: "Node 3361" })).toHaveTextContent("Unhealthy");
    const healthy = screen.getByRole("region", { name: "Healthy nodes" });
    expect(within(healthy).getByRole("listitem", { name: "Node 1432" })).not.toHaveTextContent("Unhealthy");
    const tile = (label: string) => screen.getByText(label, { selector: "p" }).parentElement!;
    expect(tile("Total nodes")).toHaveTextContent("2");
    expect(tile("Healthy")).toHaveTextContent("1");
    expect(tile("Unhealthy")).toHaveTextContent("1");
    expect(tile("Monthly cost")).toHaveTextContent("$229.29"); // 175.49 + 20 + 33.80
    expect(screen.getByRole("link", { name: "Reserve New Node" })).toHaveAttribute("href", "/nodes");
  });

  it("says 'Failed to fetch rented nodes' and tries again", async () => {
    let calls = 0;
    renderApp({
      path: "/dashboard?section=nodes",
      storage: signedIn(),
      api: {
        "GET /v1/user/nodes/rented": () =>
          calls++ === 0 ? new Response("", { status: 502 }) : ok({ total: 0, nodes: null }),
      },
    });
    expect(await screen.findByText("Failed to fetch rented nodes")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("No nodes rented yet")).toBeInTheDocument();
  });

  it("releases a node after a confirmation naming it and its price, by its rent contract id, until it is gone", async () => {
    let nodes: RentableNode[] | null = mine();
    const { requests } = renderApp({
      path: "/dashboard?section=nodes",
      storage: signedIn(),
      api: {
        "GET /v1/user/nodes/rented": () => ok({ total: 0, nodes }),
        "DELETE /v1/user/nodes/unreserve/{contract_id}": () => {
          nodes = mine().slice(1); // the workflow is done by the tracker's first check
          return ok({ workflow_id: "6d2f9b41-8c3e-4a7d-b5f0-1e9a2c7d4b38", contract_id: 880_401, email: "a@b.c" }, 202);
        },
      },
    });
    const card = await screen.findByRole("listitem", { name: "Node 1432" });
    await userEvent.click(within(card).getByRole("button", { name: "Release node 1432" }));
    const dialog = await screen.findByRole("dialog", { name: "Release node 1432?" });
    expect(dialog).toHaveTextContent("Node 1432 (France, $195.49 a month)");
    expect(dialog).toHaveTextContent("You can undo for 10 seconds; closing the page cancels it.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Release Node 1432" }));
    // Scheduled: the toast names the node and offers Undo and "Do it now"; the card counts down.
    expect(await screen.findByText("Node 1432 will be released")).toBeInTheDocument();
    expect(within(card).getByText(/^Releasing in (10|9) s$/)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === "DELETE")).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Do it now: releasing node 1432" }));
    expect(await screen.findByText("Node 1432 released")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("Node 1432 will be released")).toBeNull());
    expect(screen.queryByRole("listitem", { name: "Node 1432" })).toBeNull();
    const deletes = requests.filter((r) => r.method === "DELETE");
    expect(deletes.map((r) => new URL(r.url).pathname)).toEqual(["/api/v1/user/nodes/unreserve/880401"]);
  });

  it("names the node in each Release button, and keeps the focus on the node, then on My Nodes once it is gone", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let nodes = mine();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp({
      path: "/dashboard?section=nodes",
      storage: signedIn(),
      api: {
        "GET /v1/user/nodes/rented": () => ok({ total: 0, nodes }),
        "DELETE /v1/user/nodes/unreserve/{contract_id}": () =>
          ok({ workflow_id: "6d2f9b41-8c3e-4a7d-b5f0-1e9a2c7d4b38", contract_id: 880_401, email: "a@b.c" }, 202),
      },
    });
    const healthy = await screen.findByRole("listitem", { name: "Node 1432" });
    expect(within(healthy).getByRole("button", { name: "Release node 1432" })).toBeInTheDocument();
    const unhealthy = screen.getByRole("listitem", { name: "Node 3361" });
    expect(within(unhealthy).getByRole("button", { name: "Release node 3361" })).toBeInTheDocument();

    await user.click(within(healthy).getByRole("button", { name: "Release node 1432" }));
    const dialog = await screen.findByRole("dialog", { name: "Release node 1432?" });
    await user.click(within(dialog).getByRole("button", { name: "Release Node 1432" }));
    // The confirmation closes and the focus is back on the node's button, which offers Undo while the
    // release counts down, then says what is going on.
    const undo = await within(healthy).findByRole("button", { name: "Undo releasing node 1432" });
    await waitFor(() => expect(undo).toHaveFocus());
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    const busy = await within(healthy).findByRole("button", { name: "Releasing node 1432…" });
    expect(busy).toBe(undo);
    expect(busy).toHaveFocus();
    expect(busy).toHaveAttribute("aria-disabled", "true");
    await user.click(busy); // busy: a click asks nothing
    expect(screen.queryByRole("dialog")).toBeNull();

    nodes = mine().slice(1); // the release is done: the tracker's next check no longer finds the node
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await waitFor(() => expect(screen.queryByRole("listitem", { name: "Node 1432" })).toBeNull());
    expect(screen.getByRole("heading", { level: 2, name: "My Nodes" })).toHaveFocus();
  });

  it("releases once for a double click, and says so when the release got no answer and the node stayed", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, "error").mockImplementation(() => undefined); // the tracker logs its give-up
    const server = slowReply<"DELETE /v1/user/nodes/unreserve/{contract_id}">(() =>
      ok({ workflow_id: "6d2f9b41-8c3e-4a7d-b5f0-1e9a2c7d4b38", contract_id: 880_401, email: "a@b.c" }, 202),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { requests } = renderApp({
      path: "/dashboard?section=nodes",
      storage: signedIn(),
      api: {
        "GET /v1/user/nodes/rented": () => ok({ total: 0, nodes: mine() }),
        "DELETE /v1/user/nodes/unreserve/{contract_id}": server.handler,
      },
    });
    const card = await screen.findByRole("listitem", { name: "Node 1432" });
    await user.click(within(card).getByRole("button", { name: "Release node 1432" }));
    const dialog = await screen.findByRole("dialog", { name: "Release node 1432?" });
    await user.dblClick(within(dialog).getByRole("button", { name: "Release Node 1432" }));
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(requests.filter((r) => r.method === "DELETE")).toHaveLength(0); // still counting down
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await expectTrackerVerdict(
      "Release not confirmed",
      "The server did not answer in time, and node 1432 is still in My Nodes. Check My Nodes before you release it again.",
    );
    expect(requests.filter((r) => r.method === "DELETE")).toHaveLength(1);
    server.release();
  }, 30_000);
});
