// The cluster page as a user finds their way around it: the way back to the clusters list, the navbar's Dashboard
// going back to the section they came from, the kubeconfig named after the cluster, and every address, contract
// id and SSH command ready to copy.
import { act, screen, waitFor, within } from "@testing-library/react";
import { notifications } from "@mantine/notifications";
import { afterEach, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { buildKubeconfig, buildRentedNodes } from "../../../test/builders.ts";
import { renderClusterPage } from "../../../test/cluster-page.ts";
import { ok, type Handlers } from "../../../test/render.tsx";

afterEach(() => act(() => notifications.clean()));

function setup(path = "/clusters/prodcluster", api: Handlers = {}) {
  return renderClusterPage(
    {
      "GET /v1/deployments/{name}/kubeconfig": () => ok({ kubeconfig: buildKubeconfig() }),
      "GET /v1/user/nodes/rented": () => ok({ total: 4, nodes: buildRentedNodes() }),
      "GET /v1/nodes": () => ok({ total: 0, nodes: [] }),
      ...api,
    },
    path,
  );
}

const heading = () => screen.findByRole("heading", { level: 1, name: "prodcluster" });

describe("finding the way on a cluster's page", () => {
  it("has a breadcrumb back to the clusters list", async () => {
    const s = setup();
    await heading();
    const trail = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(trail).getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    expect(within(trail).getByText("prodcluster")).toHaveAttribute("aria-current", "page");
    await s.user.click(within(trail).getByRole("link", { name: "Clusters" }));
    await waitFor(() =>
      expect(`${s.router.location.pathname}${s.router.location.search}`).toBe("/dashboard?section=clusters"),
    );
    expect(await screen.findByRole("heading", { level: 2, name: "Clusters" })).toBeInTheDocument();
  });

  it("the navbar's Dashboard (link and menu item) goes back to the section last open", async () => {
    const s = setup("/dashboard?section=clusters");
    await s.user.click(await screen.findByRole("link", { name: "prodcluster" }));
    await heading();
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard?section=clusters");
    await s.user.click(await screen.findByRole("button", { name: /^Account menu/ }));
    await s.user.click(await screen.findByRole("menuitem", { name: "Dashboard" }));
    await waitFor(() =>
      expect(`${s.router.location.pathname}${s.router.location.search}`).toBe("/dashboard?section=clusters"),
    );
  });

  it("puts the focus on the nodes table once a removal is confirmed (the node's Remove button is gone)", async () => {
    const s = setup("/clusters/prodcluster", {
      "DELETE /v1/deployments/{name}/nodes/{node_name}": () =>
        ok(
          {
            task_id: "5d2f8c1a-7b94-4e63-a2d0-9f1e6b3c8a75",
            status: "pending",
            message: "Node removal is being processed",
          },
          202,
        ),
      "GET /v1/workflow/{workflow_id}": () => ok("running"),
    });
    await heading();
    const table = screen.getByRole("region", { name: "Cluster nodes" });
    await s.user.click(within(table).getByRole("button", { name: "Remove worker1" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove worker1?" });
    expect(dialog).toHaveTextContent("You can undo for 10 seconds; closing the page cancels it.");
    await s.user.click(within(dialog).getByRole("button", { name: "Remove worker1" }));
    // Counting down in its row, with Undo; nothing sent yet.
    expect(await within(table).findByText(/^Removing in (10|9) s$/)).toBeInTheDocument();
    expect(within(table).getByRole("button", { name: "Undo removing worker1" })).toBeInTheDocument();
    expect(s.requests.filter((r) => r.method === "DELETE")).toEqual([]);
    await waitFor(() => expect(table).toHaveFocus());
    await new Promise((resolve) => setTimeout(resolve, 50)); // the dialog's own focus return does not take it away
    expect(table).toHaveFocus();
    await s.user.click(screen.getByRole("button", { name: "Do it now: removing worker1" }));
    expect(await within(table).findByText("Removing…")).toBeInTheDocument();
    expect(s.requests.filter((r) => r.method === "DELETE").map((r) => new URL(r.url).pathname)).toEqual([
      "/api/v1/deployments/prodcluster/nodes/worker1",
    ]);
  });
});

describe("the cluster's access", () => {
  it("names the kubeconfig's cluster, user and context after the cluster, as shown, copied and saved", async () => {
    const s = setup();
    await heading();
    await s.user.click(screen.getByRole("button", { name: "Show Kubeconfig" }));
    const shown = (await screen.findByLabelText("Kubeconfig of prodcluster")).textContent ?? "";
    const config = parse(shown) as {
      clusters: { name: string }[];
      contexts: { name: string; context: { cluster: string; user: string } }[];
      users: { name: string }[];
      "current-context": string;
    };
    expect(config.clusters[0].name).toBe("prodcluster");
    expect(config.users[0].name).toBe("prodcluster");
    expect(config.contexts[0]).toEqual({
      name: "prodcluster",
      context: { cluster: "prodcluster", user: "prodcluster" },
    });
    expect(config["current-context"]).toBe("prodcluster");
    expect(shown).not.toMatch(/\bdefault\b/);
    await s.user.click(screen.getByRole("button", { name: "Copy kubeconfig" }));
    expect(await navigator.clipboard.readText()).toBe(shown);
    expect(screen.getByText("kubectl config use-context prodcluster")).toBeInTheDocument();
  });

  it("copies each VM's IP, Mycelium IP and contract id", async () => {
    const s = setup();
    await heading();
    const table = screen.getByRole("region", { name: "Cluster nodes" });
    const copies: [string, string][] = [
      ["Copy the IP of master1", "10.20.2.2"],
      ["Copy the Mycelium IP of master1", "47b:8bc1:4c2e:9e07:ff0f:2a0c:d311:9b6e"],
      ["Copy the contract ID of master1", "1482931"],
      ["Copy the Mycelium IP of worker2", "4e1:7d90:b36a:2cf:ff0f:64e8:5a1d:83f7"],
      ["Copy the contract ID of worker1", "1482932"],
    ];
    for (const [name, value] of copies) {
      await s.user.click(within(table).getByRole("button", { name }));
      expect(await navigator.clipboard.readText()).toBe(value);
    }
  });

  it("gives an `ssh root@<mycelium ip>` line per VM, with its copy button", async () => {
    const s = setup();
    await heading();
    const panel = screen.getByRole("region", { name: "SSH Access" });
    const lines = within(panel).getAllByRole("listitem");
    expect(lines.map((line) => line.textContent)).toEqual([
      "master1ssh root@47b:8bc1:4c2e:9e07:ff0f:2a0c:d311:9b6e",
      "worker1ssh root@5c3:12e4:aa07:61f2:ff0f:9d41:7bc:e125",
      "worker2ssh root@4e1:7d90:b36a:2cf:ff0f:64e8:5a1d:83f7",
    ]);
    await s.user.click(within(panel).getByRole("button", { name: "Copy the SSH command for worker1" }));
    expect(await navigator.clipboard.readText()).toBe("ssh root@5c3:12e4:aa07:61f2:ff0f:9d41:7bc:e125");
    expect(within(panel).getByRole("link", { name: "how to reach your machines" })).toHaveAttribute(
      "href",
      "/docs?doc=kubeconfig#ssh-access-over-mycelium",
    );
  });
});
