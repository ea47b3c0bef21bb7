// A real server drifts: clusters stored before it kept `original_name`, a node without what its row needs.
// The list shows every cluster it can and counts the rest; the cluster page names nodes by their VM names.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Deployment } from "@kubecloud/sdk";
import { afterEach, describe, expect, it } from "vitest";
import { resetSkippedItems } from "../../lib/queries/read-list.ts";
import { buildDeployment, buildDeployments, buildRentedNodes } from "../../test/builders.ts";
import { memoryStorage, ok, renderApp } from "../../test/render.tsx";

const signedIn = () =>
  memoryStorage({ token: "a", refresh_token: "r", user: JSON.stringify({ ID: 12, username: "Amira", admin: false }) });

/** prodcluster as stored before the server kept `original_name`. */
function withoutOriginalNames(deployment: Deployment): Deployment {
  const copy = structuredClone(deployment);
  for (const node of copy.cluster.nodes) delete node.original_name;
  return copy;
}

afterEach(() => resetSkippedItems());

describe("the clusters list, fed drifted replies", () => {
  it("shows the clusters it can, counts the one it cannot, and says why on request", async () => {
    const [prod, analytics] = buildDeployments();
    const broken = structuredClone(analytics);
    delete (broken.cluster.nodes[1] as Partial<(typeof broken.cluster.nodes)[number]>).node_id;
    renderApp({
      path: "/dashboard?section=clusters",
      storage: signedIn(),
      api: {
        // A plain Response: the scripted replies are held to the contract, and this one breaks it.
        "GET /v1/deployments": () => Response.json({ deployments: [withoutOriginalNames(prod), broken], count: 2 }),
        "GET /v1/nodes": () => ok({ total: 0, nodes: [] }),
      },
    });
    expect(await screen.findByRole("link", { name: prod.cluster.name })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: analytics.cluster.name })).not.toBeInTheDocument();
    const notice = screen.getByRole("alert");
    expect(notice).toHaveTextContent("1 cluster could not be shown");
    expect(screen.queryByText("No clusters yet")).not.toBeInTheDocument();
    await userEvent.click(within(notice).getByText("Why?"));
    expect(within(notice).getByText(analytics.cluster.name)).toBeVisible();
    expect(notice).toHaveTextContent("cluster.nodes[1].node_id is missing, expected a number");
  });

  it("does not claim there are no clusters when every one was left out", async () => {
    const broken = buildDeployment();
    (broken.cluster as Partial<Deployment["cluster"]>).nodes = undefined;
    renderApp({
      path: "/dashboard?section=clusters",
      storage: signedIn(),
      api: { "GET /v1/deployments": () => Response.json({ deployments: [broken], count: 1 }) },
    });
    expect(await screen.findByText("1 cluster could not be shown")).toBeInTheDocument();
    expect(screen.queryByText("No clusters yet")).not.toBeInTheDocument();
  });
});

describe("a cluster page whose nodes have no original_name", () => {
  it("names each node by its VM name less the kc<id><cluster> prefix, shows an unknown role as sent, and removes by that name", async () => {
    const { requests } = renderApp({
      path: "/clusters/prodcluster",
      storage: signedIn(),
      api: {
        "GET /v1/deployments/{name}": () => {
          const stored = withoutOriginalNames(buildDeployment());
          (stored.cluster.nodes[2] as { type: string }).type = "controlplane"; // a role the contract does not know
          return Response.json(stored);
        },
        "GET /v1/nodes": () => ok({ total: 0, nodes: [] }),
        "GET /v1/user/nodes/rented": () => ok({ total: 4, nodes: buildRentedNodes() }),
        "DELETE /v1/deployments/{name}/nodes/{node_name}": () =>
          ok({ task_id: "t-1", status: "pending", message: "Node removal is being processed" }, 202),
      },
    });
    const table = await screen.findByRole("region", { name: "Cluster nodes" });
    for (const name of ["master1", "worker1", "worker2"]) expect(within(table).getByText(name)).toBeInTheDocument();
    expect(within(table).queryByText("kc12prodclusterworker1")).not.toBeInTheDocument();
    expect(within(table).getByText("controlplane")).toBeInTheDocument();
    await userEvent.click(within(table).getByRole("button", { name: "Remove worker1" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove worker1?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove worker1" }));
    await userEvent.click(await screen.findByRole("button", { name: "Do it now: removing worker1" }));
    await waitFor(() =>
      expect(requests.some((r) => r.method === "DELETE" && r.url.endsWith("/prodcluster/nodes/worker1"))).toBe(true),
    );
  });
});
