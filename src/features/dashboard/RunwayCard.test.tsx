import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Balance, Deployment, RentableNode } from "@kubecloud/sdk";
import { describe, expect, it } from "vitest";
import { signedInStorage } from "../../test/account.ts";
import { buildDeployment, buildDeployments, buildGridNode, buildRentedNodes } from "../../test/builders.ts";
import { fail, ok, renderApp, type Handlers } from "../../test/render.tsx";

// The demo user's four reserved nodes rent for $322.62 a month ($149.96, $83.26, $53.20 and $36.20): $0.4481
// an hour. Her two clusters run on them only, so they add nothing.

function setup({
  balance = { balance_usd: 100, debt_usd: 0, pending_balance_usd: 0 },
  clusters = buildDeployments(),
  rented = buildRentedNodes(),
  api = {},
}: { balance?: Balance; clusters?: Deployment[]; rented?: RentableNode[]; api?: Handlers } = {}) {
  renderApp({
    path: "/dashboard",
    storage: signedInStorage(),
    api: {
      "GET /v1/user/balance": () => ok(balance),
      "GET /v1/deployments": () => ok({ deployments: clusters, count: clusters.length }),
      "GET /v1/user/nodes/rented": () => ok({ total: rented.length, nodes: rented }),
      ...api,
    },
  });
  return { user: userEvent.setup() };
}

const card = async () => within(await screen.findByRole("region", { name: "Runway" }));

describe("the runway card", () => {
  it("shows the hourly and monthly spend, the balance less debt and how many days it lasts", async () => {
    setup({ balance: { balance_usd: 100, debt_usd: 0, pending_balance_usd: 20 } });
    const runway = await card();
    // $100 at $322.62 a month: 223 hours, 9 whole days.
    expect(await runway.findByText("Lasts about 9 days")).toBeInTheDocument();
    expect(runway.getByText(/Spending \$0\.4481 an hour \(\$322\.62 a month\)/)).toHaveTextContent(
      "balance less debt $100.00",
    );
    expect(runway.getByText(/\+\$20\.00 pending is not counted until it arrives/)).toBeInTheDocument();
  });

  it("lists what is spending it one click away, largest first, each linked to its page", async () => {
    const { user } = setup();
    const runway = await card();
    const disclosure = await runway.findByRole("button", { name: "What Is Spending It" });
    expect(disclosure).toHaveAttribute("aria-expanded", "false");
    expect(runway.queryByRole("list")).toBeNull();
    await user.click(disclosure);
    expect(disclosure).toHaveAttribute("aria-expanded", "true");
    const items = within(runway.getByRole("list")).getAllByRole("listitem");
    expect(items.map((item) => within(item).getByRole("link").textContent)).toEqual([
      "Node 1024",
      "Node 150",
      "Node 318",
      "Node 2215",
      "analytics",
      "prodcluster",
    ]);
    expect(items[0]).toHaveTextContent("$149.96 a month");
    expect(items[0]).toHaveTextContent("46%");
    expect(within(items[0]).getByRole("link")).toHaveAttribute("href", "/dashboard?section=nodes");
    expect(items[5]).toHaveTextContent("on your reserved nodes, in their rent");
    expect(within(items[5]).getByRole("link")).toHaveAttribute("href", "/clusters/prodcluster");
  });

  it("says 'Less than a day' with the hours left", async () => {
    setup({ balance: { balance_usd: 5, debt_usd: 0, pending_balance_usd: 0 } });
    const runway = await card();
    expect(await runway.findByText("Less than a day")).toBeInTheDocument();
    expect(runway.getByText(/about 11 hours left/)).toBeInTheDocument();
  });

  it("says 'Not spending' when nothing runs, with nothing to disclose", async () => {
    setup({ clusters: [], rented: [] });
    const runway = await card();
    expect(await runway.findByText("Not spending")).toBeInTheDocument();
    expect(runway.queryByRole("button", { name: "What Is Spending It" })).toBeNull();
  });

  it("puts the runway at 0 with a debt the balance does not cover", async () => {
    setup({ balance: { balance_usd: 10, debt_usd: 12.5, pending_balance_usd: 0 } });
    const runway = await card();
    expect(await runway.findByText("In debt")).toBeInTheDocument();
    expect(runway.getByText(/\$12\.50 of unpaid rent: the runway is 0 until it is paid/)).toBeInTheDocument();
    expect(runway.getByText(/balance less debt -\$2\.50/)).toBeInTheDocument();
  });

  it("counts a debt the balance covers out of the runway and says it is paid first", async () => {
    setup({ balance: { balance_usd: 500, debt_usd: 12.5, pending_balance_usd: 0 } });
    const runway = await card();
    // $487.50 at $322.62 a month: 1,087 hours, 45 whole days.
    expect(await runway.findByText("Lasts about 45 days")).toBeInTheDocument();
    expect(runway.getByText(/\$12\.50 of unpaid rent is paid from the balance first/)).toBeInTheDocument();
    expect(runway.getByText(/balance less debt \$487\.50/)).toBeInTheDocument();
  });

  it("estimates VMs on shared nodes and leaves out those whose node cannot be read", async () => {
    // prodcluster's leader on shared node 77 (listed), its workers on node 88 (not listed any more).
    const cluster = buildDeployment();
    cluster.cluster.nodes = cluster.cluster.nodes.map((vm, i) => ({ ...vm, node_id: i === 0 ? 77 : 88 }));
    setup({
      clusters: [cluster],
      rented: [],
      api: { "GET /v1/nodes": () => ok({ nodes: [buildGridNode({ nodeId: 77 })], total: 1 }) },
    });
    const runway = await card();
    expect(await runway.findByText(/VMs on shared nodes are estimates/)).toHaveTextContent(
      "2 VMs are left out: their nodes could not be read.",
    );
  });

  it("says what could not be loaded, with a retry", async () => {
    let broken = true;
    const { user } = setup({
      api: {
        "GET /v1/user/nodes/rented": () =>
          broken ? fail(500, { status: 500, message: "Internal server error" }) : ok({ total: 0, nodes: null }),
      },
      clusters: [],
    });
    const runway = await card();
    expect(await runway.findByRole("alert")).toHaveTextContent(
      "Your clusters or reserved nodes could not be loaded, so what you spend is unknown.",
    );
    broken = false;
    await user.click(runway.getByRole("button", { name: "Try Again" }));
    expect(await runway.findByText("Not spending")).toBeInTheDocument();
  });

  it("shows a loader while it reads", async () => {
    setup({ api: { "GET /v1/user/balance": () => new Promise(() => undefined) } });
    expect(await (await card()).findByLabelText("Loading Runway")).toBeInTheDocument();
  });
});
