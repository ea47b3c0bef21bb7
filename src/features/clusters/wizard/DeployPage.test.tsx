// The deploy wizard through the whole app: define → place (automatically, with reasons) → review (price,
// runway, the API call) → deploy, the exact request, and the state kept through a reload, a refusal and a
// detour to add an SSH key.
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { SshKey } from "@kubecloud/sdk";
import { notifications } from "@mantine/notifications";
import { afterEach, describe, expect, it } from "vitest";
import { publishLiveEvent } from "../../../lib/live-events.ts";
import { bodiesSent, signedInStorage } from "../../../test/account.ts";
import { buildDeployments, buildSshKeys } from "../../../test/builders.ts";
import { succeededDeployment } from "../../../test/deploy-events.ts";
import { buildVmInput } from "../../../test/deploy-request.ts";
import { gridNode, rentedNode } from "../../../test/placement-nodes.ts";
import { fail, ok, renderApp, type Handlers } from "../../../test/render.tsx";

const GB = 1024 ** 3;
const TASK = "5d2f8c1a-7b94-4e63-a2d0-9f1e6b3c8a75";
const keys = buildSshKeys();

function api(overrides: Handlers = {}, sshKeys: SshKey[] = keys): Handlers {
  return {
    "GET /v1/user/ssh-keys": () => ok(sshKeys),
    "GET /v1/deployments": () => ok({ deployments: buildDeployments(), count: 2 }),
    // Node 2215 is reserved ($36.20 after the discount); 6204 and 5455 are shared; 7 is too small.
    "GET /v1/user/nodes": () =>
      ok({
        total: 4,
        nodes: [
          gridNode(2215, { price: 72.4 }),
          gridNode(6204, { price: 36.2 }),
          gridNode(5455, { price: 46 }),
          gridNode(7, { price: 5, memoryGb: 2 }),
        ],
      }),
    "GET /v1/user/nodes/rented": () => ok({ total: 0, nodes: [rentedNode(2215, { price: 72.4 })] }),
    // The user's other clusters also run on 150, 318 and 1024, shared nodes here: $100 listed each.
    "GET /v1/nodes": () => ok({ total: 3, nodes: [150, 318, 1024].map((id) => gridNode(id, { price: 100 })) }),
    "GET /v1/nodes/{node_id}/storage-pool": () => ok({ pools: [{ name: "p0", type: "ssd", free: 100 * GB }] }),
    "GET /v1/user/balance": () => ok({ balance_usd: 10, debt_usd: 2, pending_balance_usd: 0 }),
    "POST /v1/deployments": () =>
      ok({ task_id: TASK, status: "pending", message: "Deployment workflow started successfully" }, 202),
    "GET /v1/workflow/{workflow_id}": () => ok("running"),
    ...overrides,
  };
}

function setup(options: { path?: string; api?: Handlers } = {}) {
  const view = renderApp({ path: options.path ?? "/deploy", storage: signedInStorage(), api: options.api ?? api() });
  return { ...view, user: userEvent.setup() };
}

async function defineAndPlace(user: ReturnType<typeof userEvent.setup>, name = "web2") {
  const field = await screen.findByRole("textbox", { name: "Cluster name" });
  await user.clear(field);
  await user.type(field, name);
  await user.click(screen.getByRole("button", { name: "Continue to Placement" }));
  await user.click(await screen.findByRole("button", { name: "Place Automatically" }));
  await screen.findByText("Why node 2215");
  await screen.findByText("Why node 6204");
}

afterEach(() => {
  act(() => notifications.clean());
  window.sessionStorage.clear();
});

describe("the deploy wizard", () => {
  it("defines, places automatically with reasons, reviews the price and runway, and deploys without a token", async () => {
    const { user, requests, router } = setup();
    const name = await screen.findByRole("textbox", { name: "Cluster name" });
    expect((name as HTMLInputElement).value).toMatch(/^[a-z]+\d{1,3}$/); // a generated name
    expect(screen.getByRole("group", { name: "VM master1" })).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "VM worker1" })).toBeInTheDocument();

    await defineAndPlace(user);
    expect(router.location.search).toBe("?step=place");
    expect(
      screen.getByText("Reserved by you: its rent already covers this VM, so it adds nothing to your bill"),
    ).toBeInTheDocument();
    expect(
      screen.getByText("The cheapest node that fits: about $10.86 a month for this VM (shared, an estimate)"),
    ).toBeInTheDocument();
    // Node 7 is offered but disabled, with why.
    await user.click(screen.getByRole("combobox", { name: "Node for worker1" }));
    const small = await screen.findByRole("option", { name: /Node 7/ });
    expect(small).toHaveAttribute("data-combobox-disabled", "true");
    expect(small).toHaveTextContent("Not enough RAM: 4 GB asked, 2 GB free");
    await user.keyboard("{Escape}");

    await user.click(screen.getByRole("button", { name: "Continue to Review" }));
    expect(router.location.search).toBe("?step=review");
    // master1 on 2215, reserved: its rent covers it. worker1 on 6204, shared: 30 % (its SSD share) of $36.20.
    expect(await screen.findByTestId("cluster-price")).toHaveTextContent(
      "about $10.86 a month · $0.02 an hour (estimate)",
    );
    const review = screen.getByRole("table");
    expect(within(review).getByText("In your rent")).toBeInTheDocument();
    expect(within(review).getByText("about $10.86")).toBeInTheDocument();
    expect(screen.getByTestId("price-note")).toHaveTextContent(
      "1 VM runs on a node you reserve (2215): its rent, $36.20 a month in My Nodes, covers it, so it adds nothing.",
    );
    expect(screen.getByTestId("price-note")).toHaveTextContent(/^.*Estimate: the grid bills a VM on a shared node/);
    // The runway counts everything the balance pays with this cluster: the rent ($36.20), the other clusters'
    // 4 VMs on shared nodes (30 % of $100 each) and this cluster: $167.06 a month; $10 − $2 debt lasts 1 day.
    expect(await screen.findByText("Your balance runs out soon")).toBeInTheDocument();
    expect(screen.getByTestId("runway")).toHaveTextContent(
      "Your balance ($8.00) covers about 1 day of what you pay with this cluster, $167.06 a month: $36.20 of rent for your reserved nodes, about $120.00 for your other clusters on shared nodes and about $10.86 for this cluster.",
    );
    expect(screen.getByRole("button", { name: "Deploy Cluster" })).toBeEnabled(); // a warning, not a block

    await user.click(screen.getByRole("button", { name: "Show as API Call" }));
    expect(screen.getByLabelText("SDK call")).toHaveTextContent('api.call("post", "/v1/deployments"');

    await user.click(screen.getByRole("button", { name: "Deploy Cluster" }));
    // The deployment is sent once the maintenance check before a change has answered (lib/maintenance-guard.ts).
    expect(await screen.findByRole("heading", { name: "web2", level: 1 })).toBeInTheDocument();
    expect(await bodiesSent(requests, "POST", "/v1/deployments")).toEqual([
      {
        name: "web2",
        nodes: [
          buildVmInput({ env_vars: { SSH_KEY: keys.map((key) => key.public_key).join("\n") } }),
          buildVmInput({
            name: "worker1",
            type: "worker",
            node_id: 6204,
            env_vars: { SSH_KEY: keys.map((key) => key.public_key).join("\n") },
          }),
        ],
      },
    ]);

    // The provisioning view, fed by the tab's live events.
    expect(await screen.findByRole("heading", { name: "web2", level: 1 })).toBeInTheDocument();
    expect(router.location.pathname).toBe("/clusters/web2");
    expect(screen.getByText("0 of 4 steps done")).toBeInTheDocument();
    act(() => succeededDeployment.slice(0, 3).forEach(publishLiveEvent));
    expect(await screen.findByText("2 of 4 steps done")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Deployment progress" })).toHaveAttribute("aria-valuenow", "50");
    expect(screen.getByText(/^Step 3: In progress/)).toBeInTheDocument();
    // A new visit to /deploy starts a new cluster: the draft went with the deployment.
    expect(window.sessionStorage.getItem("kubecloud.deploy-draft.12")).toBeNull();
  }, 20_000);

  it("keeps everything through a reload, and through the server's refusal (the name is taken)", async () => {
    const first = setup({
      api: api({ "POST /v1/deployments": () => fail(409, { error: "deployment already exists" }) }),
    });
    await defineAndPlace(first.user, "shop7");
    first.unmount();

    const again = setup({
      path: "/deploy?step=place",
      api: api({ "POST /v1/deployments": () => fail(409, { error: "deployment already exists" }) }),
    });
    expect(await screen.findByRole("combobox", { name: "Node for worker1" })).toHaveValue(
      "Node 6204 · Belgium · about $10.86 a month",
    );
    await again.user.click(screen.getByRole("button", { name: "Continue to Review" }));
    await again.user.click(await screen.findByRole("button", { name: "Deploy Cluster" }));
    const alert = await screen.findByRole("alert", { name: "The cluster was not deployed" });
    expect(alert).toHaveTextContent("Deployment already exists.");
    await again.user.click(within(alert).getByRole("button", { name: "Change the Name" }));
    expect(again.router.location.search).toBe("");
    expect(await screen.findByRole("textbox", { name: "Cluster name" })).toHaveValue("shop7");
  }, 15_000);

  it("adds an SSH key in a dialog over the wizard: every VM gets it, nothing set is lost", async () => {
    const added: SshKey = { ...keys[0], ID: 77, name: "newlaptop" };
    const { user, requests } = setup({
      api: api({ "POST /v1/user/ssh-keys": () => ok(added, 201) }, []),
    });
    const name = await screen.findByRole("textbox", { name: "Cluster name" });
    await user.clear(name);
    await user.type(name, "keyless1");
    expect(screen.getByText("You have no SSH key yet")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Continue to Placement" }));
    expect(await screen.findAllByText("Choose at least one SSH key")).toHaveLength(2);

    await user.click(screen.getByRole("button", { name: "Add an SSH Key" }));
    const dialog = await screen.findByRole("dialog", { name: "Add SSH Key" });
    await user.type(within(dialog).getByRole("textbox", { name: "Key name" }), "newlaptop");
    await user.type(within(dialog).getByRole("textbox", { name: "Public key" }), keys[0].public_key);
    await user.click(within(dialog).getByRole("button", { name: "Add SSH Key" }));
    expect(await bodiesSent(requests, "POST", "/v1/user/ssh-keys")).toEqual([
      { name: "newlaptop", public_key: keys[0].public_key },
    ]);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("textbox", { name: "Cluster name" })).toHaveValue("keyless1");
    for (const vm of ["VM master1", "VM worker1"])
      expect(within(screen.getByRole("group", { name: vm })).getByText("newlaptop")).toBeInTheDocument();
    expect(screen.queryByText("Choose at least one SSH key")).toBeNull();
  });

  it("checks the name against the user's clusters and keeps the last master", async () => {
    const { user } = setup();
    const name = await screen.findByRole("textbox", { name: "Cluster name" });
    await user.clear(name);
    await user.type(name, "ProdCluster");
    await user.tab();
    expect(await screen.findByText("You already have a cluster with this name")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Generate a name" }));
    expect(screen.queryByText("You already have a cluster with this name")).toBeNull();
    expect(screen.getByRole("button", { name: "Remove master1" })).toBeDisabled();
    expect(screen.getByText("A cluster needs at least one master")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add Master" }));
    expect(screen.getByRole("group", { name: "VM master2" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove master1" })).toBeEnabled();
  });
});
