import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Notification } from "@kubecloud/sdk";
import { describe, expect, it } from "vitest";
import { signedInStorage } from "../../test/account.ts";
import { buildDeployment, buildDeployments } from "../../test/builders.ts";
import { fail, ok, renderApp, type Handlers } from "../../test/render.tsx";
import { clusterOf } from "./cluster-link.ts";

let ids = 0;
function notification(subject: string, payload: Notification["payload"]): Notification {
  ids += 1;
  return {
    id: `5ff1fd90-ba51-41cf-9e5d-${String(ids).padStart(12, "0")}`,
    type: "deployment",
    severity: "success",
    payload: { subject, message: `${subject}.`, ...payload },
    status: "unread",
    created_at: "2026-03-18T09:00:06Z",
  };
}

const addedNode = notification("Adding Node completed successfully", {
  status: "succeeded",
  workflow_name: "add-node",
  cluster_name: "prodcluster",
});
const deleted = notification("Deleting Cluster completed successfully", {
  status: "succeeded",
  workflow_name: "delete-cluster",
  cluster_name: "oldcluster",
});
const failedDeploy = notification("Deploying Cluster failed", {
  status: "failed",
  workflow_name: "deploy-2-nodes",
  cluster_name: "web2",
});
const funds = notification("Adding Funds Succeeded", { status: "funds_succeeded" });

function setup(api: Handlers = {}) {
  const view = renderApp({
    path: "/notifications",
    storage: signedInStorage(),
    api: {
      "GET /v1/notifications": () =>
        ok({ notifications: [addedNode, deleted, failedDeploy, funds], limit: 50, offset: 0, count: 4 }),
      "GET /v1/deployments": () => ok({ deployments: buildDeployments(), count: 2 }),
      "GET /v1/deployments/{name}": () => ok(buildDeployment()),
      ...api,
    },
  });
  return { ...view, user: userEvent.setup() };
}

const row = (subject: string) => screen.getByText(subject).closest<HTMLElement>(".mantine-Paper-root")!;

describe("a notification about a cluster", () => {
  it("links to the cluster's page, and only when that cluster is still there", async () => {
    const s = setup();
    await screen.findByText("Adding Node completed successfully");
    const open = await within(row("Adding Node completed successfully")).findByRole("link", {
      name: "Open prodcluster",
    });
    expect(open).toHaveAttribute("href", "/clusters/prodcluster");
    for (const gone of [
      "Deleting Cluster completed successfully",
      "Deploying Cluster failed",
      "Adding Funds Succeeded",
    ])
      expect(within(row(gone)).queryByRole("link")).toBeNull();

    await s.user.click(open);
    await waitFor(() => expect(s.router.location.pathname).toBe("/clusters/prodcluster"));
    expect(await screen.findByRole("heading", { level: 1, name: "prodcluster" })).toBeInTheDocument();
  });

  it("still links when the clusters cannot be listed, unless the notification says the cluster is gone", async () => {
    setup({ "GET /v1/deployments": () => fail(500, { error: "failed to list deployments" }) });
    await screen.findByText("Adding Node completed successfully");
    expect(
      await within(row("Adding Node completed successfully")).findByRole("link", { name: "Open prodcluster" }),
    ).toBeInTheDocument();
    expect(within(row("Deleting Cluster completed successfully")).queryByRole("link")).toBeNull();
    expect(within(row("Deploying Cluster failed")).queryByRole("link")).toBeNull();
    expect(screen.queryByText("Error")).toBeNull(); // only the links depend on that list
  });
});

describe("clusterOf", () => {
  it("names the cluster a notification is about, when its page is there", () => {
    expect(clusterOf(addedNode)).toBe("prodcluster");
    expect(clusterOf(addedNode, new Set(["prodcluster"]))).toBe("prodcluster");
    expect(clusterOf(addedNode, new Set(["analytics"]))).toBeUndefined();
    expect(clusterOf(deleted)).toBeUndefined();
    expect(clusterOf(failedDeploy)).toBeUndefined();
    expect(
      clusterOf(notification("Cluster deleted", { status: "deleted", cluster_name: "analytics" })),
    ).toBeUndefined();
    expect(clusterOf(funds)).toBeUndefined();
  });
});
