// Cluster changes happen once per user action (product-rules §4): a double click or a double Enter while the
// server is slow to answer sends one request; a deployment that got no answer is not reported as refused.
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { notifications } from "@mantine/notifications";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pathsSent, signedInStorage } from "../../test/account.ts";
import { buildDeployment, buildDeployments, buildRentedNodes, buildSshKeys } from "../../test/builders.ts";
import { gridNode, rentedNode } from "../../test/placement-nodes.ts";
import { fail, ok, renderApp, type Handlers } from "../../test/render.tsx";
import { slowReply } from "../../test/slow-reply.ts";

const GB = 1024 ** 3;
const accepted = (message: string) =>
  ok({ task_id: "5d2f8c1a-7b94-4e63-a2d0-9f1e6b3c8a75", status: "pending" as const, message }, 202);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  act(() => notifications.clean());
  vi.useRealTimers();
  window.sessionStorage.clear();
});

function setup(path: string, overrides: Handlers = {}) {
  let lists = 0;
  const view = renderApp({
    path,
    storage: signedInStorage(),
    api: {
      "GET /v1/user/ssh-keys": () => ok(buildSshKeys()),
      "GET /v1/deployments": () => {
        lists += 1;
        return ok({ deployments: buildDeployments(), count: 2 });
      },
      "GET /v1/deployments/{name}": () => ok(buildDeployment()),
      "GET /v1/user/nodes": () =>
        ok({ total: 2, nodes: [gridNode(2215, { price: 72.4 }), gridNode(6204, { price: 36.2 })] }),
      "GET /v1/user/nodes/rented": () => ok({ total: 4, nodes: buildRentedNodes() }),
      "GET /v1/nodes": () => ok({ total: 0, nodes: [] }),
      "GET /v1/nodes/{node_id}/storage-pool": () => ok({ pools: [{ name: "p0", type: "ssd", free: 100 * GB }] }),
      "GET /v1/user/balance": () => ok({ balance_usd: 100, debt_usd: 0, pending_balance_usd: 0 }),
      "GET /v1/workflow/{workflow_id}": () => ok("running"),
      ...overrides,
    },
  });
  return { ...view, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }), lists: () => lists };
}

/** Fills the wizard (name `web2`, automatic placement) up to the review step. */
async function review(user: ReturnType<typeof userEvent.setup>) {
  const field = await screen.findByRole("textbox", { name: "Cluster name" });
  await user.clear(field);
  await user.type(field, "web2");
  await user.click(screen.getByRole("button", { name: "Continue to Placement" }));
  await user.click(await screen.findByRole("button", { name: "Place Automatically" }));
  // Both VMs go to nodes the user rents (they add nothing there): a reason under each.
  await waitFor(() => expect(screen.getAllByText(/^Why node \d+$/)).toHaveLength(2));
  await user.click(screen.getByRole("button", { name: "Continue to Review" }));
  return screen.findByRole("button", { name: "Deploy Cluster" });
}

describe("deploying", () => {
  it("sends one deployment for a double click while the server is slow, and shows no refusal", async () => {
    const server = slowReply<"POST /v1/deployments">(() => accepted("Deployment workflow started successfully"));
    const s = setup("/deploy", { "POST /v1/deployments": server.handler });
    const deploy = await review(s.user);
    await s.user.dblClick(deploy);
    await s.user.click(deploy);
    await waitFor(() => expect(server.calls()).toBe(1));
    expect(deploy).toHaveAttribute("data-loading", "true");
    server.release();
    expect(await screen.findByRole("heading", { name: "web2", level: 1 })).toBeInTheDocument();
    expect(pathsSent(s.requests, "POST")).toEqual(["/v1/deployments"]);
    expect(screen.queryByText("The cluster was not deployed")).toBeNull();
  }, 15_000);

  it("after a timeout says it may be deploying and reads the clusters again; a retry's 409 is explained", async () => {
    let posts = 0;
    const server = slowReply<"POST /v1/deployments">(() => accepted("Deployment workflow started successfully"));
    const s = setup("/deploy", {
      // The first request arrives but its answer never does; the retry finds the name taken.
      "POST /v1/deployments": (request, params) =>
        posts++ === 0 ? server.handler(request, params) : fail(409, { error: "deployment already exists" }),
    });
    const deploy = await review(s.user);
    const listsBefore = s.lists();
    await s.user.click(deploy);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    const alert = await screen.findByRole("alert", { name: "We could not confirm the deployment" });
    expect(alert).toHaveTextContent(
      "The server did not answer in time, so we cannot tell whether web2 is being deployed. Check your clusters before you deploy again; if it did start, the server refuses a second cluster with the same name.",
    );
    expect(within(alert).getByRole("link", { name: "your clusters" })).toHaveAttribute(
      "href",
      "/dashboard?section=clusters",
    );
    expect(screen.queryByText("The cluster was not deployed")).toBeNull();
    expect(s.lists()).toBe(listsBefore + 1);
    await waitFor(() => expect(deploy).toBeEnabled());
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(posts).toBe(1); // never retried by itself

    await s.user.click(deploy);
    const exists = await screen.findByRole("alert", { name: "web2 already exists" });
    expect(exists).toHaveTextContent("Your earlier attempt, which got no answer, most likely started it");
    expect(screen.queryByText("The cluster was not deployed")).toBeNull();
    expect(posts).toBe(2);
    server.release();
  }, 15_000);

  it("opens the cluster when one that got no answer shows up in the list, instead of calling its name taken", async () => {
    const server = slowReply<"POST /v1/deployments">(() => accepted("Deployment workflow started successfully"));
    const web2 = { ...buildDeployment(), cluster: { ...buildDeployment().cluster, name: "web2" } };
    let deployed = false;
    const s = setup("/deploy", {
      "POST /v1/deployments": server.handler,
      "GET /v1/deployments": () => ok({ deployments: [...buildDeployments(), ...(deployed ? [web2] : [])], count: 3 }),
    });
    const deploy = await review(s.user);
    await s.user.click(deploy);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await screen.findByRole("alert", { name: "We could not confirm the deployment" });
    // Later the deployment's event reloads the list, and the cluster is in it: it did start.
    deployed = true;
    await act(() => s.queryClient.invalidateQueries({ queryKey: ["clusters"] }));
    await waitFor(() => expect(s.router.location.pathname).toBe("/clusters/web2"));
    expect(screen.queryByText("You already have a cluster with this name")).toBeNull();
    expect(pathsSent(s.requests, "POST")).toEqual(["/v1/deployments"]);
    server.release();
  }, 15_000);
});

describe("changing a cluster", () => {
  /** prodcluster's page with a slow node removal, its "Remove worker1?" dialog open; `confirm` is its button. */
  async function openRemoveWorker1() {
    const server = slowReply<"DELETE /v1/deployments/{name}/nodes/{node_name}">(() =>
      accepted("Node removal is being processed"),
    );
    const s = setup("/clusters/prodcluster", { "DELETE /v1/deployments/{name}/nodes/{node_name}": server.handler });
    const table = await screen.findByRole("region", { name: "Cluster nodes" });
    await s.user.click(within(table).getByRole("button", { name: "Remove worker1" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove worker1?" });
    return { server, s, confirm: within(dialog).getByRole("button", { name: "Remove worker1" }) };
  }

  it("removes a node once for a double click while the server is slow", async () => {
    const { server, s, confirm } = await openRemoveWorker1();
    await s.user.dblClick(confirm);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.calls()).toBe(0); // scheduled: the request waits for its countdown
    // "Do it now", and the countdown's end while the reply is slow, still send one request.
    await s.user.click(await screen.findByRole("button", { name: "Do it now: removing worker1" }));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(server.calls()).toBe(1));
    server.release();
    expect(pathsSent(s.requests, "DELETE")).toEqual(["/v1/deployments/prodcluster/nodes/worker1"]);
  });

  it("says when a scheduled removal got no answer, after its countdown, and sends it once", async () => {
    const { server, s, confirm } = await openRemoveWorker1();
    await s.user.click(confirm);
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(server.calls()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(server.calls()).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(10_000)); // the request's own timeout
    expect(await screen.findByText("We could not confirm the removal")).toBeInTheDocument();
    expect(
      screen.getByText(
        "The server did not answer in time, so we cannot tell whether worker1 is leaving prodcluster. Check the cluster's nodes before you remove it again.",
      ),
    ).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(server.calls()).toBe(1);
    server.release();
  }, 15_000);

  it("deletes the cluster once for a double Enter and a double click", async () => {
    const server = slowReply<"DELETE /v1/deployments/{name}">(() =>
      accepted("Deployment deletion workflow started successfully"),
    );
    const s = setup("/clusters/prodcluster", { "DELETE /v1/deployments/{name}": server.handler });
    await s.user.click(await screen.findByRole("button", { name: "Delete Cluster" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete prodcluster?" });
    await s.user.type(within(dialog).getByRole("textbox"), "prodcluster{Enter}{Enter}");
    await s.user.dblClick(within(dialog).getByRole("button", { name: "Delete prodcluster" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // One countdown: one toast, and the page counts down in place of its Delete button.
    expect(screen.getAllByRole("button", { name: "Do it now: deleting prodcluster" })).toHaveLength(1);
    expect(screen.getAllByRole("button", { name: "Undo deleting prodcluster" })).toHaveLength(2);
    expect(server.calls()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(server.calls()).toBe(1));
    server.release();
    await waitFor(() => expect(s.router.location.search).toBe("?section=clusters"));
    expect(pathsSent(s.requests, "DELETE")).toEqual(["/v1/deployments/prodcluster"]);
  });

  it("deletes every cluster once for a double Enter", async () => {
    const server = slowReply<"DELETE /v1/deployments">(() =>
      accepted("Delete all deployments workflow started successfully"),
    );
    const s = setup("/dashboard?section=clusters", { "DELETE /v1/deployments": server.handler });
    await s.user.click(await screen.findByRole("button", { name: "Delete All" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete All Clusters?" });
    const form = within(dialog).getByRole("textbox").closest("form")!;
    await s.user.type(within(dialog).getByRole("textbox"), "delete all");
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.calls()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(server.calls()).toBe(1));
    server.release();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(pathsSent(s.requests, "DELETE")).toEqual(["/v1/deployments"]);
  });

  it("adds a node once for a double submit, and says so when no answer came", async () => {
    const server = slowReply<"POST /v1/deployments/{name}/nodes">(() => accepted("Node addition is being processed"));
    const s = setup("/clusters/prodcluster", {
      "GET /v1/user/nodes/rented": () => ok({ total: 1, nodes: [rentedNode(2215, { price: 72.4 })] }),
      "POST /v1/deployments/{name}/nodes": server.handler,
    });
    await s.user.click(await screen.findByRole("button", { name: "Add Node" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a Node to prodcluster" });
    await s.user.click(await within(dialog).findByRole("button", { name: "Place Automatically" }));
    await within(dialog).findByTestId("price-change");
    const add = within(dialog).getByRole("button", { name: "Add Node" });
    await waitFor(() => expect(add).toBeEnabled());
    const form = add.closest("form")!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await s.user.dblClick(add);
    await waitFor(() => expect(server.calls()).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    const alert = await within(dialog).findByRole("alert", { name: "We could not confirm the new node" });
    expect(alert).toHaveTextContent(/we cannot tell whether worker\d+ is joining prodcluster\. Close this/);
    expect(within(dialog).queryByText("Node reservation error")).toBeNull();
    expect(pathsSent(s.requests, "POST")).toEqual(["/v1/deployments/prodcluster/nodes"]);
    server.release();
  }, 15_000);
});
