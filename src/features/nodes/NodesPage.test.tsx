import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildGrid, buildRentableNode } from "../../test/builders.ts";
import { fail, memoryStorage, ok, renderApp, type Handlers } from "../../test/render.tsx";

const signedIn = () =>
  memoryStorage({ token: "a", refresh_token: "r", user: JSON.stringify({ ID: 12, username: "Amira", admin: false }) });
/** What the server offers: the grid's healthy, rentable nodes. */
const onOffer = () => buildGrid().filter((node) => node.healthy && node.rentable);
const grid = (): Handlers => ({ "GET /v1/nodes": () => ok({ total: onOffer().length, nodes: onOffer() }) });
const user = (balance = 100): Handlers => ({
  ...grid(),
  "GET /v1/user/nodes/rentable": () => ok({ total: 0, nodes: [buildRentableNode()] }),
  "GET /v1/user/nodes/rented": () => ok({ total: 0, nodes: null }),
  "GET /v1/user/balance": () => ok({ balance_usd: balance, debt_usd: 0, pending_balance_usd: 0 }),
});
const rows = () => within(screen.getByRole("list", { name: "Nodes" })).getAllByRole("listitem");

afterEach(() => {
  vi.useRealTimers();
});

describe("/nodes for a guest", () => {
  it("lists the public grid filtered by the URL, and invites to sign in", async () => {
    const { requests } = renderApp({ path: "/nodes?gpu=1&country=France", api: grid() });
    expect(await screen.findByText("1 of 17 nodes")).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
    expect(within(rows()[0]).getByText("Node 1432")).toBeInTheDocument();
    // $350.98 + a $20 extra fee (20000 milli-USD), and the hourly price.
    expect(within(rows()[0]).getByText("$370.98")).toBeInTheDocument();
    expect(within(rows()[0]).getByText("$0.52 /hour")).toBeInTheDocument();
    expect(screen.getByText("Sign in to reserve a node")).toBeInTheDocument();
    const url = new URL(requests.find((r) => r.url.includes("/v1/nodes"))!.url);
    expect(url.searchParams.getAll("features")).toEqual(["zmachine", "network"]);
    expect(url.searchParams.get("rentable")).toBe("true");
    expect(url.searchParams.get("healthy")).toBe("true");
  });

  it("sends a guest who presses Reserve to /sign-in, to come back to the same node", async () => {
    const { router } = renderApp({ path: "/nodes?country=France", api: grid() });
    await userEvent.click(await screen.findByRole("button", { name: "Reserve node 1432" }));
    await waitFor(() => expect(router.location.pathname).toBe("/sign-in"));
    expect(router.location.state).toEqual({ from: "/nodes?country=France&node=1432" });
  });

  it("says when the filters hide every node, and clears them", async () => {
    const { router } = renderApp({ path: "/nodes?country=France&cpu=100-128", api: grid() });
    expect(await screen.findByText("No nodes match your filters")).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole("button", { name: "Clear All Filters" }).at(-1)!);
    expect(await screen.findByText("17 of 17 nodes")).toBeInTheDocument();
    expect(router.location.search).toBe("");
  });

  it("shows the failure and retries", async () => {
    let calls = 0;
    renderApp({
      path: "/nodes",
      api: {
        "GET /v1/nodes": () =>
          calls++ === 0
            ? fail(500, { status: 500, message: "Internal server error" })
            : grid()["GET /v1/nodes"]!(new Request("http://x"), {}),
      },
    });
    expect(await screen.findByText("Internal server error.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("17 of 17 nodes")).toBeInTheDocument();
  });

  it("offers no range filters while no node is listed (they read '0 vCPU – 0 vCPU' and '$0 – $0')", async () => {
    let down = true;
    renderApp({
      path: "/nodes",
      api: {
        "GET /v1/nodes": () =>
          down
            ? fail(500, { status: 500, message: "Internal server error" })
            : grid()["GET /v1/nodes"]!(new Request("http://x"), {}),
      },
    });
    const filters = await screen.findByRole("complementary", { name: "Filters" });
    expect(await screen.findByText("Internal server error.")).toBeInTheDocument();
    expect(within(filters).queryByRole("slider")).toBeNull();
    expect(filters).not.toHaveTextContent(/0 vCPU|\$0 –/);
    expect(within(filters).getByText(/ranges appear once nodes are listed/)).toBeInTheDocument();

    down = false;
    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("17 of 17 nodes")).toBeInTheDocument();
    expect(within(filters).getByRole("slider", { name: "Lowest CPU cores" })).toBeInTheDocument();
    expect(within(filters).queryByText(/ranges appear once/)).toBeNull();
  });
});

describe("/nodes for a signed-in user", () => {
  it("shows the server's discount: the list price struck through and N% off", async () => {
    renderApp({ path: "/nodes?q=1432", storage: signedIn(), api: user() });
    const row = (await screen.findAllByRole("listitem"))[0];
    expect(within(row).getByText("$195.49")).toBeInTheDocument(); // $175.49 + $20
    expect(within(row).getByText("$370.98")).toHaveStyle({ textDecoration: "line-through" });
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
