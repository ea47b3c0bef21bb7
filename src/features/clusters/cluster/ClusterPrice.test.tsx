// What a running cluster costs, as the server bills it: VMs on nodes the user rents add nothing (My Nodes
// counts the rent), VMs on shared nodes are an estimate that says so; and what adding a node changes.
import { act, screen, waitFor, within } from "@testing-library/react";
import { notifications } from "@mantine/notifications";
import { afterEach, describe, expect, it } from "vitest";
import { buildRentedNodes, buildSshKeys } from "../../../test/builders.ts";
import { gridNode } from "../../../test/placement-nodes.ts";
import { renderClusterPage } from "../../../test/cluster-page.ts";
import { ok, type Handlers } from "../../../test/render.tsx";

const GB = 1024 ** 3;

afterEach(() => act(() => notifications.clean()));

/** prodcluster: its VMs (2 vCPU, 4 GB RAM, 30 GB SSD each) on 150, 318 and 1024. */
function setup(api: Handlers = {}) {
  return renderClusterPage({
    // The demo user rents 150, 318, 1024 and 2215 ($83.26, $53.20, $149.96 and $36.20 a month).
    "GET /v1/user/nodes/rented": () => ok({ total: 4, nodes: buildRentedNodes() }),
    "GET /v1/nodes": () => ok({ total: 4, nodes: buildRentedNodes() }),
    ...api,
  });
}

/** The "Price a month" tile. */
async function priceTile() {
  const label = await screen.findByText("Price a month");
  return label.parentElement!;
}

describe("a running cluster's price", () => {
  it("is nothing on top of the rent when every VM runs on a node the user rents (not the rent a second time)", async () => {
    setup();
    const tile = await priceTile();
    await waitFor(() => expect(tile).toHaveTextContent("Price a month$0.00on top of your rent"));
    expect(screen.getByTestId("price-note")).toHaveTextContent(
      "3 VMs run on nodes you reserve (150, 318, 1024): their rent, $286.42 a month in My Nodes, covers them, so they add nothing.",
    );
    expect(screen.queryByText(/Estimate:/)).toBeNull();
  });

  it("is an estimate, said to be one and on what basis, for VMs on shared nodes", async () => {
    setup({
      "GET /v1/user/nodes/rented": () => ok({ total: 1, nodes: buildRentedNodes().slice(0, 1) }),
      // 318 and 1024 are shared here: 8 vCPU, 16 GB RAM and 100 GB SSD, $100 and $50 listed.
      "GET /v1/nodes": () => ok({ total: 2, nodes: [gridNode(318, { price: 100 }), gridNode(1024, { price: 50 })] }),
    });
    const tile = await priceTile();
    // Each VM takes 30 % of its node's SSD, its largest share: 30 % of $100 and of $50.
    await waitFor(() => expect(tile).toHaveTextContent("Price a month$45.00an estimate"));
    const note = screen.getByTestId("price-note");
    expect(note).toHaveTextContent(
      "1 VM runs on a node you reserve (150): its rent, $83.26 a month in My Nodes, covers it, so it adds nothing.",
    );
    expect(note).toHaveTextContent(
      "Estimate: the grid bills a VM on a shared node from your balance by a rule the KubeCloud API does not state. This is the VM's share of the node (its largest share of the node's vCPU, RAM or SSD) at the node's list price.",
    );
  });
});

describe("adding a node", () => {
  function addNodeApi(): Handlers {
    return {
      "GET /v1/user/ssh-keys": () => ok(buildSshKeys()),
      "GET /v1/user/nodes": () =>
        ok({ total: 2, nodes: [...buildRentedNodes(), gridNode(6204, { price: 40, country: "Belgium" })] }),
      "GET /v1/nodes/{node_id}/storage-pool": () => ok({ pools: [{ name: "p0", type: "ssd", free: 100 * GB }] }),
    };
  }

  it("says a VM on a node the user rents adds nothing, and a VM on a shared node its estimate", async () => {
    const { user } = setup(addNodeApi());
    await priceTile();
    await user.click(await screen.findByRole("button", { name: "Add Node" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a Node to prodcluster" });
    await user.click(await within(dialog).findByRole("button", { name: "Place Automatically" }));
    // 2215 is the one node the user rents that the cluster does not use yet: its rent covers the new VM.
    expect(await within(dialog).findByTestId("price-change")).toHaveTextContent(
      "Adds nothing to your bill: node 2215 is reserved by you, and its rent ($36.20 a month, in My Nodes) covers this VM. The cluster stays at $0.00 a month.",
    );
    expect(
      within(dialog).getByText("Reserved by you: its rent already covers this VM, so it adds nothing to your bill"),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole("combobox", { name: "Node for worker3" }));
    await user.click(await screen.findByRole("option", { name: /Node 6204 · Belgium · about \$12\.00 a month/ }));
    expect(within(dialog).getByTestId("price-change")).toHaveTextContent(
      "Adds about $12.00 a month: the cluster goes from $0.00 to $12.00 a month.",
    );
    expect(within(dialog).getByText(/^Estimate: the grid bills a VM on a shared node/)).toBeInTheDocument();
  }, 20_000);
});
