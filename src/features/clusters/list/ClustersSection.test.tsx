// The clusters section as the original console had it: search by name, sort, and per-row actions (view,
// kubeconfig, add node, delete) that open the cluster page's own dialogs.
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { notifications } from "@mantine/notifications";
import { afterEach, describe, expect, it } from "vitest";
import { captureDownloads, pathsSent, signedInStorage } from "../../../test/account.ts";
import { buildDeployments, buildKubeconfig, buildRentedNodes, buildSshKeys } from "../../../test/builders.ts";
import { gridNode } from "../../../test/placement-nodes.ts";
import { fail, ok, renderApp, type Handlers } from "../../../test/render.tsx";

const GB = 1024 ** 3;
let restoreDownloads: (() => void) | undefined;

afterEach(() => {
  restoreDownloads?.();
  restoreDownloads = undefined;
  act(() => notifications.clean());
});

function setup(path = "/dashboard?section=clusters", overrides: Handlers = {}) {
  const downloads = captureDownloads();
  restoreDownloads = downloads.restore;
  const view = renderApp({
    path,
    storage: signedInStorage(),
    api: {
      "GET /v1/deployments": () => ok({ deployments: buildDeployments(), count: 2 }),
      // Every leader is in Europe; the node list by id gives prices.
      "GET /v1/nodes": (request) => {
        const query = new URL(request.url).searchParams;
        const ids = query.getAll("node_ids").map(Number);
        const region = query.get("region");
        const nodes = region && region !== "Europe" ? [] : ids.map((id) => gridNode(id, { price: 100 }));
        return ok({ total: nodes.length, nodes });
      },
      "GET /v1/user/nodes/rented": () => ok({ total: 4, nodes: buildRentedNodes() }),
      "GET /v1/user/ssh-keys": () => ok(buildSshKeys()),
      "GET /v1/user/nodes": () => ok({ total: 1, nodes: [gridNode(6204, { price: 36.2 })] }),
      "GET /v1/nodes/{node_id}/storage-pool": () => ok({ pools: [{ name: "p0", type: "ssd", free: 100 * GB }] }),
      "GET /v1/deployments/{name}/kubeconfig": () => ok({ kubeconfig: buildKubeconfig() }),
      ...overrides,
    },
  });
  return { ...view, downloads, user: userEvent.setup() };
}

const rowNames = async () => {
  const table = await screen.findByRole("table", { name: "Clusters in Europe" });
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("link")[0].textContent);
};

describe("the clusters list", () => {
  it("shows the newest first, sorts by name or size, and a column header sorts too", async () => {
    const s = setup();
    expect(await rowNames()).toEqual(["analytics", "prodcluster"]);
    expect(screen.getByRole("columnheader", { name: /Created/ })).toHaveAttribute("aria-sort", "descending");

    await s.user.click(screen.getByRole("combobox", { name: "Sort by" }));
    await s.user.click(await screen.findByRole("option", { name: "Most nodes" }));
    expect(await rowNames()).toEqual(["prodcluster", "analytics"]);
    expect(s.router.location.search).toBe("?section=clusters&sort=nodes");

    await s.user.click(screen.getByRole("button", { name: /^Name/ }));
    expect(screen.getByRole("columnheader", { name: /Name/ })).toHaveAttribute("aria-sort", "ascending");
    expect(await rowNames()).toEqual(["analytics", "prodcluster"]);
    expect(s.router.location.search).toBe("?section=clusters&sort=name");
  });

  it("searches by name (kept in the URL), and says when nothing matches", async () => {
    const s = setup("/dashboard?section=clusters&q=PROD");
    expect(await screen.findByRole("searchbox", { name: "Search by name" })).toHaveValue("PROD");
    expect(await rowNames()).toEqual(["prodcluster"]);

    const search = screen.getByRole("searchbox", { name: "Search by name" });
    await s.user.clear(search);
    await s.user.type(search, "zzz");
    expect(await screen.findByText("No cluster matches “zzz”")).toBeInTheDocument();
    expect(s.router.location.search).toBe("?section=clusters&q=zzz");
    await s.user.click(screen.getByRole("button", { name: "Clear the Search" }));
    expect(await rowNames()).toEqual(["analytics", "prodcluster"]);
    expect(s.router.location.search).toBe("?section=clusters");
  });

  it("views a cluster from its row", async () => {
    setup();
    expect(await screen.findByRole("link", { name: "View prodcluster" })).toHaveAttribute(
      "href",
      "/clusters/prodcluster",
    );
  });

  it("downloads a cluster's kubeconfig from its row, named after the cluster, fetched only on the click", async () => {
    const s = setup();
    const button = await screen.findByRole("button", { name: "Download the kubeconfig of prodcluster" });
    expect(pathsSent(s.requests, "GET").filter((path) => path.includes("kubeconfig"))).toEqual([]);
    await s.user.click(button);
    await waitFor(() => expect(s.downloads.saved).toHaveLength(1));
    expect(s.downloads.saved[0].name).toBe("prodcluster-kubeconfig.yaml");
    const text = await s.downloads.saved[0].blob.text();
    expect(text).toMatch(/^apiVersion: v1/);
    expect(text).toMatch(/current-context: prodcluster/);
    expect(pathsSent(s.requests, "GET")).toContain("/v1/deployments/prodcluster/kubeconfig");
  });

  it("says why when the kubeconfig cannot be fetched, and saves nothing", async () => {
    const s = setup(undefined, {
      "GET /v1/deployments/{name}/kubeconfig": () => fail(500, { status: 500, message: "Failed to get kubeconfig" }),
    });
    await s.user.click(await screen.findByRole("button", { name: "Download the kubeconfig of analytics" }));
    expect(await screen.findByText("The kubeconfig of analytics could not be fetched")).toBeInTheDocument();
    expect(s.downloads.saved).toEqual([]);
  });

  it("adds a node from the row with the cluster page's dialog", async () => {
    const s = setup();
    await s.user.click(await screen.findByRole("button", { name: "Add a node to analytics" }));
    const dialog = await screen.findByRole("dialog", { name: /Add a node to analytics/i });
    expect(await within(dialog).findByRole("group", { name: /^VM / })).toBeInTheDocument();
    await s.user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("deletes a cluster from the row after its name is typed, then puts the focus on the search", async () => {
    const s = setup(undefined, {
      "DELETE /v1/deployments/{name}": () =>
        ok({ task_id: "5d2f8c1a-7b94-4e63-a2d0-9f1e6b3c8a75", status: "pending", message: "Deletion started" }, 202),
      "GET /v1/workflow/{workflow_id}": () => ok("running"),
    });
    await s.user.click(await screen.findByRole("button", { name: "Delete prodcluster" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete prodcluster?" });
    await s.user.type(within(dialog).getByRole("textbox"), "prodcluster");
    await s.user.click(within(dialog).getByRole("button", { name: "Delete prodcluster" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(pathsSent(s.requests, "DELETE")).toEqual(["/v1/deployments/prodcluster"]);
    await waitFor(() => expect(screen.getByRole("searchbox", { name: "Search by name" })).toHaveFocus());
    expect(screen.getByRole("button", { name: "Delete prodcluster" })).toBeDisabled();
  });
});
