import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { notifications } from "@mantine/notifications";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildGrid, buildRentableNode } from "../../test/builders.ts";
import { fail, memoryStorage, ok, renderApp, type Handlers } from "../../test/render.tsx";

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
const ACCOUNT = "5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty";
const account = (twinId: number) =>
  ok({ public_key: "0x03a1", account_id: ACCOUNT, relay: "relay.grid.tf", twin_id: twinId });
const twinCalls = (requests: Request[]) =>
  requests.filter((r) => r.url.includes("/v1/twins/")).map((r) => new URL(r.url).pathname);

/** A tab as `window.open` hands it back: where it was sent, and whether it was closed. */
function fakeTab() {
  return {
    opener: {} as unknown,
    location: { href: "" },
    closed: false,
    close() {
      this.closed = true;
    },
  };
}

function setup(api: Handlers = {}, path = "/nodes?country=France", storage = memoryStorage()) {
  const tab = fakeTab();
  const open = vi.spyOn(window, "open").mockReturnValue(tab as unknown as Window);
  const view = renderApp({
    path,
    storage,
    api: {
      "GET /v1/nodes": onOfferFor,
      "GET /v1/twins/{twin_id}/account": (request) => account(Number(new URL(request.url).pathname.split("/").at(-2))),
      ...api,
    },
  });
  return { ...view, tab, open, user: userEvent.setup() };
}

afterEach(() => {
  act(() => notifications.clean());
  vi.restoreAllMocks();
});

describe("Check Node Health", () => {
  it("asks for no account while the list shows; the link opens the farm's dashboard until then", async () => {
    const s = setup();
    const node = onOffer().find((n) => n.country === "France")!;
    const link = await screen.findByRole("link", {
      name: `Check the health of node ${node.nodeId} (Grafana, opens in a new tab)`,
    });
    expect(twinCalls(s.requests)).toEqual([]);
    // Nor does a row keep a query of its own in the cache (the list adds rows as it scrolls).
    expect(s.queryClient.getQueryCache().findAll({ queryKey: ["nodes", "twin-account"] })).toEqual([]);
    const url = new URL(link.getAttribute("href")!);
    expect(url.origin + url.pathname).toBe("https://metrics.grid.tf/d/rYdddlPWkfqwf/zos-host-metrics");
    expect(url.searchParams.get("var-farm")).toBe(String(node.farmId));
    expect(url.searchParams.get("var-network")).toBe("production");
    expect(url.searchParams.has("var-node")).toBe(false);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("on a click opens a tab at once, asks for the node's twin account once, and sends the tab to its dashboard", async () => {
    const s = setup();
    const node = onOffer().find((n) => n.country === "France")!;
    const link = await screen.findByRole("link", { name: new RegExp(`node ${node.nodeId} \\(Grafana`) });
    await s.user.click(link);
    expect(s.open).toHaveBeenCalledWith("", "_blank");
    await waitFor(() => expect(s.tab.location.href).not.toBe(""));
    expect(s.tab.opener).toBeNull();
    const target = new URL(s.tab.location.href);
    expect(target.searchParams.get("var-node")).toBe(ACCOUNT);
    expect(target.searchParams.get("orgId")).toBe("2");
    expect(target.searchParams.get("refresh")).toBe("30s");
    expect(twinCalls(s.requests)).toEqual([`/api/v1/twins/${node.twinId}/account`]);

    // Now the link itself points at the node: a second click is a plain link, with no request.
    await waitFor(() => expect(new URL(link.getAttribute("href")!).searchParams.get("var-node")).toBe(ACCOUNT));
    s.open.mockClear();
    await s.user.click(link);
    expect(s.open).not.toHaveBeenCalled();
    expect(twinCalls(s.requests)).toHaveLength(1);
  });

  it("closes the empty tab and says why when the account cannot be read", async () => {
    const s = setup({
      "GET /v1/twins/{twin_id}/account": () => fail(404, { status: 404, message: "Twin ID not found" }),
    });
    const node = onOffer().find((n) => n.country === "France")!;
    await s.user.click(await screen.findByRole("link", { name: new RegExp(`node ${node.nodeId} \\(Grafana`) }));
    await waitFor(() => expect(s.tab.closed).toBe(true));
    expect(await screen.findByText(/Twin ID not found/)).toBeInTheDocument();
  });

  it("is on the nodes of My Nodes too", async () => {
    const mine = buildRentableNode({ rented: true, rentable: false, rentContractId: 880_401 });
    const s = setup(
      { "GET /v1/user/nodes/rented": () => ok({ total: 1, nodes: [mine] }) },
      "/dashboard?section=nodes",
      memoryStorage({
        token: "a",
        refresh_token: "r",
        user: JSON.stringify({ ID: 12, username: "Amira", admin: false }),
      }),
    );
    const card = await screen.findByRole("listitem", { name: `Node ${mine.nodeId}` });
    await s.user.click(within(card).getByRole("link", { name: /^Check the health of node/ }));
    await waitFor(() => expect(new URL(s.tab.location.href || "http://x").searchParams.get("var-node")).toBe(ACCOUNT));
    expect(twinCalls(s.requests)).toEqual([`/api/v1/twins/${mine.twinId}/account`]);
  });
});
