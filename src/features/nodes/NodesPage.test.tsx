import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { GridNode } from "@kubecloud/sdk";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryNodes } from "../../../packages/sandbox/src/grid-query.ts";
import { buildGrid, buildGridNode, buildRentableNode } from "../../test/builders.ts";
import { fail, memoryStorage, ok, renderApp, type Handlers } from "../../test/render.tsx";

const signedIn = () =>
  memoryStorage({ token: "a", refresh_token: "r", user: JSON.stringify({ ID: 12, username: "Amira", admin: false }) });
/** What the server offers: the grid's healthy, rentable nodes. */
const onOffer = () => buildGrid().filter((node) => node.healthy && node.rentable);

/** A request's grid query, typed as the server's validator types it. */
function gridQuery(request: Request): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const [key, value] of new URL(request.url).searchParams) {
    if (key === "features") query.features = [...((query.features as string[] | undefined) ?? []), value];
    else if (value === "true" || value === "false") query[key] = value === "true";
    else query[key] = /^\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  }
  return query;
}
/** The grid proxy as the sandbox plays it: filters, sorts and pages `nodes` as each request asks. */
const serve = (nodes: GridNode[], request: Request) =>
  ok(queryNodes(nodes, gridQuery(request), undefined as never, { retCount: true, randomize: false }));
const grid = (nodes = buildGrid()): Handlers => ({ "GET /v1/nodes": (request) => serve(nodes, request) });
const user = (balance = 100): Handlers => ({
  ...grid(),
  "GET /v1/user/nodes/rentable": () => ok({ total: 0, nodes: [buildRentableNode()] }),
  "GET /v1/user/nodes/rented": () => ok({ total: 0, nodes: null }),
  "GET /v1/user/balance": () => ok({ balance_usd: balance, debt_usd: 0, pending_balance_usd: 0 }),
});
const rows = () => within(screen.getByRole("list", { name: "Nodes" })).getAllByRole("listitem");
const gridRequests = (requests: Request[]) =>
  requests.filter((r) => new URL(r.url).pathname.endsWith("/v1/nodes")).map((r) => new URL(r.url).searchParams);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("/nodes for a guest", () => {
  it("asks the server for one page of what the URL's filters let through, and invites to sign in", async () => {
    const { requests } = renderApp({ path: "/nodes?gpu=1&country=France", api: grid() });
    expect(await screen.findByText("1 node")).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
    expect(within(rows()[0]).getByText("Node 1432")).toBeInTheDocument();
    // $350.98 + a $20 extra fee (20000 milli-USD), and the hourly price.
    expect(within(rows()[0]).getByText("$370.98")).toBeInTheDocument();
    expect(within(rows()[0]).getByText("$0.52 /hour")).toBeInTheDocument();
    expect(screen.getByText("Sign in to reserve a node")).toBeInTheDocument();
    expect(screen.getByText("Showing 1 of 1 node")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load More Nodes" })).toBeNull();
    // The first rows come from one request, and it carries the filters.
    const sent = gridRequests(requests);
    expect(sent).toHaveLength(1);
    expect(sent[0].getAll("features")).toEqual(["zmachine", "network"]);
    expect(Object.fromEntries([...sent[0]].filter(([key]) => key !== "features"))).toEqual({
      healthy: "true",
      rentable: "true",
      has_gpu: "true",
      country: "France",
      sort_by: "price_usd",
      sort_order: "ASC",
      size: "50",
      ret_count: "true",
      page: "1",
    });
  });

  it("sends a guest who presses Reserve to /sign-in, to come back to the same node", async () => {
    const { router } = renderApp({ path: "/nodes?country=France", api: grid() });
    await userEvent.click(await screen.findByRole("button", { name: "Reserve node 1432" }));
    await waitFor(() => expect(router.location.pathname).toBe("/sign-in"));
    expect(router.location.state).toEqual({ from: "/nodes?country=France&node=1432" });
  });

  it("says when the filters hide every node, and clears them", async () => {
    const { router, requests } = renderApp({ path: "/nodes?country=France&cpu=100", api: grid() });
    expect(await screen.findByText("No nodes match your filters")).toBeInTheDocument();
    expect(gridRequests(requests)[0].get("total_cru")).toBe("100");
    await userEvent.click(screen.getAllByRole("button", { name: "Clear All Filters" }).at(-1)!);
    expect(await screen.findByText(`${onOffer().length} nodes`)).toBeInTheDocument();
    expect(router.location.search).toBe("");
    expect(gridRequests(requests).at(-1)!.has("total_cru")).toBe(false);
  });

  it("shows the failure and retries", async () => {
    let calls = 0;
    renderApp({
      path: "/nodes",
      api: {
        "GET /v1/nodes": (request) =>
          calls++ === 0 ? fail(500, { status: 500, message: "Internal server error" }) : serve(buildGrid(), request),
      },
    });
    expect(await screen.findByText("Internal server error.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText(`${onOffer().length} nodes`)).toBeInTheDocument();
  });

  it("keeps the previous rows, marked busy, while a new filter loads (no skeleton), then shows the new ones", async () => {
    let hold: (() => void) | null = null;
    const { requests } = renderApp({
      path: "/nodes",
      api: {
        "GET /v1/nodes": async (request) => {
          if (new URL(request.url).searchParams.has("has_gpu")) await new Promise<void>((go) => (hold = go));
          return serve(buildGrid(), request);
        },
      },
    });
    expect(await screen.findByText(`${onOffer().length} nodes`)).toBeInTheDocument();
    const before = rows().map((row) => row.textContent);
    await userEvent.click(screen.getAllByRole("switch", { name: "GPU only" })[0]);
    await waitFor(() => expect(hold).not.toBeNull());
    expect(gridRequests(requests).at(-1)!.get("has_gpu")).toBe("true");
    expect(screen.getByRole("list", { name: "Nodes" })).toHaveAttribute("aria-busy", "true");
    // Every row shown before is still there (the list may have drawn its margin below the viewport meanwhile).
    expect(rows().map((row) => row.textContent)).toEqual(expect.arrayContaining(before));
    expect(screen.queryByText("Loading available nodes...")).toBeNull();
    act(() => hold!());
    expect(await screen.findByText("5 nodes")).toBeInTheDocument();
    expect(rows()).toHaveLength(5);
    expect(screen.getByRole("list", { name: "Nodes" })).toHaveAttribute("aria-busy", "false");
  });

  it("searches after a pause in typing: a node id exactly, other text in farm names; a newer query aborts the older", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const typist = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const waiting: (() => void)[] = [];
    const { requests } = renderApp({
      path: "/nodes",
      api: {
        "GET /v1/nodes": async (request) => {
          if (new URL(request.url).searchParams.has("node_id")) await new Promise<void>((go) => waiting.push(go));
          return serve(buildGrid(), request);
        },
      },
    });
    expect(await screen.findByText(`${onOffer().length} nodes`)).toBeInTheDocument();
    const search = screen.getAllByRole("textbox", { name: "Search" })[0];
    await typist.type(search, "1432");
    expect(search).toHaveValue("1432"); // at once
    expect(gridRequests(requests)).toHaveLength(1); // not yet: 300 ms after the last key
    await act(() => vi.advanceTimersByTimeAsync(300));
    await waitFor(() => expect(gridRequests(requests)).toHaveLength(2));
    const byId = requests.filter((r) => r.url.includes("node_id=1432"));
    expect(byId).toHaveLength(1);
    expect(gridRequests(requests).at(-1)!.has("farm_name_contains")).toBe(false);

    await typist.clear(search);
    await typist.type(search, "Seine");
    await act(() => vi.advanceTimersByTimeAsync(300));
    await waitFor(() => expect(gridRequests(requests).at(-1)!.get("farm_name_contains")).toBe("Seine"));
    expect(gridRequests(requests).some((q) => q.get("farm_name_contains") === "Seine" && q.has("node_id"))).toBe(false);
    await waitFor(() => expect(byId[0].signal.aborted).toBe(true));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]).getByText("Node 1432")).toBeInTheDocument();
    waiting.forEach((go) => go());
  });

  it("draws the first rows with one more below the viewport, and a screen's margin once they are painted", async () => {
    // Frames wait for the test; everything else runs as it would.
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame"] });
    const many = Array.from({ length: 50 }, (_, i) =>
      buildGridNode({ nodeId: 10_000 + i, healthy: true, rentable: true, rented: false, price_usd: 10 + i }),
    );
    // Rows 120 px tall, in jsdom's 768 px window: rows 1 to 7 are in view.
    vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockImplementation(function (this: HTMLElement) {
      return this.getAttribute("role") === "listitem" ? 120 : 0;
    });
    renderApp({ path: "/nodes", api: grid(many) });
    expect(await screen.findByText("50 nodes")).toBeInTheDocument();
    expect(rows()).toHaveLength(8);
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    await waitFor(() => expect(rows()).toHaveLength(13));
    expect(within(rows().at(-1)!).getByText("Node 10012")).toBeInTheDocument();
  });

  it("loads the next page from the server as the list nears its end, or with Load More", async () => {
    const many = Array.from({ length: 120 }, (_, i) =>
      buildGridNode({ nodeId: 10_000 + i, healthy: true, rentable: true, rented: false, price_usd: 10 + i }),
    );
    // jsdom lays nothing out: rows 120 px tall, so only those near the viewport are drawn.
    vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockImplementation(function (this: HTMLElement) {
      return this.getAttribute("role") === "listitem" ? 120 : 0;
    });
    const { requests } = renderApp({ path: "/nodes", api: grid(many) });
    expect(await screen.findByText("120 nodes")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/^Showing \d+ of 120 nodes$/)).toBeInTheDocument());
    // Scrolled to the end of what is loaded, the next page comes (50 a page, in price order).
    const pageOf = () => gridRequests(requests).map((q) => q.get("page"));
    expect(pageOf()).toEqual(["1"]);
    expect(rows().length).toBeLessThan(30); // virtualised: the rows near the viewport
    fireEvent.scroll(window, { target: { scrollY: 4500 } }); // rows 37 to 50 near the viewport
    await waitFor(() => expect(pageOf()).toEqual(["1", "2"]));
    expect(await screen.findByText("Showing 100 of 120 nodes")).toBeInTheDocument();
    expect(within(rows().at(-1)!).getByText(/^Node 100\d\d$/)).toBeInTheDocument();
    // The button does the same for the keyboard, up to the last page, then goes.
    await userEvent.click(screen.getByRole("button", { name: "Load More Nodes" }));
    expect(await screen.findByText("Showing 120 of 120 nodes")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load More Nodes" })).toBeNull();
    expect(pageOf()).toEqual(["1", "2", "3"]);
    expect(gridRequests(requests).every((q) => q.get("size") === "50")).toBe(true);
  });
});

describe("/nodes for a signed-in user", () => {
  it("shows the server's discount: the list price struck through and N% off", async () => {
    renderApp({ path: "/nodes?q=1432", storage: signedIn(), api: user() });
    const row = (await screen.findAllByRole("listitem"))[0];
    expect(within(row).getByText("$195.49")).toBeInTheDocument(); // $175.49 + $20
    expect(within(row).getByText("$370.98").tagName).toBe("S"); // the browser strikes it through
    expect(within(row).getByText("47% off")).toBeInTheDocument();
  });

  it("checks the balance first: not enough says how much is needed, links to Add Funds and sends nothing", async () => {
    const { requests } = renderApp({ path: "/nodes?q=1432", storage: signedIn(), api: user(0.3) });
    await userEvent.click(await screen.findByRole("button", { name: "Reserve node 1432" }));
    const dialog = await screen.findByRole("dialog", { name: "Reserve node 1432" });
    // One hour of $350.98 (the server's rule: price_usd / 720) is $0.49.
    expect(await within(dialog).findByText(/Reserving needs at least \$0\.49/)).toHaveTextContent(
      "your balance is $0.30. Add $0.19 or more",
    );
    expect(within(dialog).getByRole("link", { name: "Add Funds" })).toHaveAttribute(
      "href",
      "/dashboard?section=add-funds",
    );
    expect(within(dialog).getByRole("button", { name: /Reserve for/ })).toBeDisabled();
    expect(requests.filter((r) => r.method === "POST")).toHaveLength(0);
  });
});
