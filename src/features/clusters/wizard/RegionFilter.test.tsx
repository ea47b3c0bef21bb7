// The wizard's region filter: placement offers the nodes of one region (the grid proxy's own filter), automatic
// placement stays there, VMs placed elsewhere are unplaced with a word, and the review prices the same nodes.
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { notifications } from "@mantine/notifications";
import { afterEach, describe, expect, it } from "vitest";
import { signedInStorage } from "../../../test/account.ts";
import { buildDeployments, buildSshKeys } from "../../../test/builders.ts";
import { gridNode, rentedNode } from "../../../test/placement-nodes.ts";
import { ok, renderApp, type Handlers } from "../../../test/render.tsx";

const GB = 1024 ** 3;

// Reserved 2215 and shared 6204 are in Europe; 5455 and 7001 in Asia.
const europe = () => [gridNode(2215, { price: 72.4 }), gridNode(6204, { price: 36.2 })];
const asia = () => [gridNode(5455, { price: 46, country: "Japan" }), gridNode(7001, { price: 50, country: "Japan" })];

function api(): Handlers {
  return {
    "GET /v1/user/ssh-keys": () => ok(buildSshKeys()),
    "GET /v1/deployments": () => ok({ deployments: buildDeployments(), count: 2 }),
    "GET /v1/user/nodes": (request) => {
      const region = new URL(request.url).searchParams.get("region");
      const nodes =
        region === null ? [...europe(), ...asia()] : region === "Europe" ? europe() : region === "Asia" ? asia() : [];
      return ok({ total: nodes.length, nodes });
    },
    "GET /v1/user/nodes/rented": () => ok({ total: 0, nodes: [rentedNode(2215, { price: 72.4 })] }),
    "GET /v1/nodes": () => ok({ total: 0, nodes: [] }),
    "GET /v1/nodes/{node_id}/storage-pool": () => ok({ pools: [{ name: "p0", type: "ssd", free: 100 * GB }] }),
    "GET /v1/user/balance": () => ok({ balance_usd: 500, debt_usd: 0, pending_balance_usd: 0 }),
  };
}

function setup() {
  const view = renderApp({ path: "/deploy", storage: signedInStorage(), api: api() });
  return { ...view, user: userEvent.setup() };
}

async function toPlacement(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: "Continue to Placement" }));
  return screen.findByRole("combobox", { name: "Region" });
}

async function chooseRegion(user: ReturnType<typeof userEvent.setup>, region: string) {
  await user.click(screen.getByRole("combobox", { name: "Region" }));
  await user.click(await screen.findByRole("option", { name: region }));
}

const regionsAsked = (requests: Request[]) =>
  requests
    .filter((r) => new URL(r.url).pathname === "/api/v1/user/nodes")
    .map((r) => new URL(r.url).searchParams.get("region"));

afterEach(() => {
  act(() => notifications.clean());
  window.sessionStorage.clear();
});

describe("the wizard's region filter", () => {
  it("offers every region at first, then only the chosen region's nodes, and places automatically there", async () => {
    const s = setup();
    expect(await toPlacement(s.user)).toHaveValue("All regions");
    await chooseRegion(s.user, "Asia");
    await s.user.click(await screen.findByRole("button", { name: "Place Automatically" }));
    expect(await screen.findByText("Why node 5455")).toBeInTheDocument();
    expect(screen.getByText("Why node 7001")).toBeInTheDocument();
    expect(screen.queryByText(/Why node (2215|6204)/)).toBeNull();
    expect(regionsAsked(s.requests)).toEqual([null, "Asia"]);

    // The picker offers Asia's nodes only: reserved 2215 (in Europe) is not among them.
    await s.user.click(screen.getByRole("combobox", { name: "Node for master1" }));
    const options = (await screen.findAllByRole("option")).map((option) => option.textContent);
    expect(options.some((text) => text?.includes("Node 5455"))).toBe(true);
    expect(options.some((text) => text?.includes("Node 2215") || text?.includes("Node 6204"))).toBe(false);
    await s.user.keyboard("{Escape}");

    // The review prices the same nodes and says where they are; the draft keeps the region.
    await s.user.click(screen.getByRole("button", { name: "Continue to Review" }));
    expect(await screen.findByText("Nodes in Asia")).toBeInTheDocument();
    expect(screen.queryByText(/no longer offered/)).toBeNull();
    expect(JSON.parse(Object.values({ ...window.sessionStorage })[0] as string)).toMatchObject({ region: "Asia" });
  }, 20_000);

  it("unplaces the VMs on nodes outside a newly chosen region, and says which", async () => {
    const s = setup();
    await toPlacement(s.user);
    await s.user.click(await screen.findByRole("button", { name: "Place Automatically" }));
    await screen.findByText("Why node 2215");
    await screen.findByText("Why node 6204");
    expect(screen.getByRole("button", { name: "Continue to Review" })).toBeEnabled();

    await chooseRegion(s.user, "Asia");
    const notice = await screen
      .findByRole("status", { name: "" })
      .catch(() => screen.findByText(/Placed outside Asia/));
    expect(notice).toBeInTheDocument();
    const alert = screen.getByText("Placed outside Asia").closest("[role=status]") as HTMLElement;
    expect(alert).toHaveTextContent(
      "master1 and worker1 were on a node outside Asia: choose nodes there, or place automatically.",
    );
    expect(screen.getByRole("button", { name: "Continue to Review" })).toBeDisabled();
    expect(screen.getByRole("combobox", { name: "Node for master1" })).toHaveValue("");

    // Back to all regions: nothing more is unplaced, and the notice goes.
    await chooseRegion(s.user, "All regions");
    await waitFor(() => expect(screen.queryByText("Placed outside Asia")).toBeNull());
  }, 20_000);

  it("says when a region has no node for the user", async () => {
    const s = setup();
    await toPlacement(s.user);
    await chooseRegion(s.user, "Oceania");
    expect(await screen.findByText("No node in Oceania is available to you right now")).toBeInTheDocument();
    expect(within(screen.getByRole("main")).getByRole("button", { name: "Place Automatically" })).toBeDisabled();
  }, 15_000);
});
