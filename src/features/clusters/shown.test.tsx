// One outcome, one message: a clusters screen that shows a deployment or an operation takes its live events
// (the timeline and the alerts say it), and everything else still gets its toast.
import { act, screen, waitFor } from "@testing-library/react";
import { readable, toClusterEvent, type EventMessage } from "@kubecloud/sdk";
import { notifications } from "@mantine/notifications";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { signedInStorage } from "../../test/account.ts";
import { failedDeployment, succeededDeployment } from "../../test/deploy-events.ts";
import { fail, ok, renderApp } from "../../test/render.tsx";
import { liveEvent, ScriptedEventSource } from "../../test/scripted-event-source.ts";
import { memoryStorage } from "../../test/storage.ts";
import { toastTitles } from "../../test/toast-region.tsx";
import { showsClusterEvent, startOf, type ClusterScope } from "./shown.ts";
import { createClusterTracker, type Operation } from "./tracker.ts";
import { newClusterDraft } from "./vm.ts";

const KEY = "kubecloud.clusters.12";

const draft = (name: string) => {
  const cluster = newClusterDraft(name, [1]);
  cluster.vms[0].nodeId = 2215;
  cluster.vms[1].nodeId = 6204;
  return cluster;
};
const deployment = (cluster: string) => ({
  cluster,
  taskId: `task-${cluster}`,
  startedAt: new Date().toISOString(),
  draft: draft(cluster),
  workflow: "pending" as const,
});

/** Which of `events` a screen showing `scope` takes, recording each in the tracker afterwards as the app does. */
function shownOf(events: EventMessage[], scope: ClusterScope, start: (t: ReturnType<typeof tracker>) => void) {
  const t = tracker();
  start(t);
  return events.map((event) => {
    const shown = showsClusterEvent(t.getSnapshot(), readable(event), scope);
    t.recordEvent(toClusterEvent(event));
    return shown;
  });
}
const tracker = () => createClusterTracker(memoryStorage(), KEY);
const web1Events = failedDeployment.slice(0, -1); // the last is web2's start

describe("which live events a clusters screen shows itself", () => {
  it("the page of a deployment shows its steps, its failure and its rollback, start to end", () => {
    const shown = shownOf(web1Events, { cluster: "web1" }, (t) => t.startDeployment(deployment("web1")));
    expect(shown).toEqual(web1Events.map(() => true));
  });

  it("the page of one cluster leaves another's deployment to the toasts", () => {
    const shown = shownOf(succeededDeployment.slice(1), { cluster: "web1" }, (t) => {
      t.startDeployment(deployment("web1"));
      t.startDeployment(deployment("web2"));
    });
    expect(shown).toEqual(succeededDeployment.slice(1).map(() => false));
  });

  it("the clusters section shows every deployment it follows, and none it does not", () => {
    const both = shownOf([...web1Events, ...succeededDeployment], "all", (t) => {
      t.startDeployment(deployment("web1"));
      t.startDeployment(deployment("web2"));
    });
    expect(both.every(Boolean)).toBe(true);
    expect(shownOf(succeededDeployment, "all", () => undefined).some(Boolean)).toBe(false);
  });

  it("a deployment's or an operation's start is known by its workflow (it names no cluster)", () => {
    const deployStart = liveEvent("deployment", "info", "Deploying Cluster has been started", "started");
    const deleteStart = liveEvent("deployment", "info", "Deleting Cluster has been started", "started");
    expect([startOf("deploy")(deployStart), startOf("deploy")(deleteStart)]).toEqual([true, false]);
    expect([startOf("delete")(deleteStart), startOf("delete-all")(deleteStart)]).toEqual([true, false]);
  });

  it("an operation's start and end are shown where it is followed", () => {
    const op: Operation = {
      kind: "add-node",
      cluster: "prod",
      node: "worker2",
      taskId: "task-add",
      startedAt: new Date().toISOString(),
    };
    const events = [
      liveEvent("deployment", "info", "Adding Node has been started", "started"),
      liveEvent(
        "deployment",
        "success",
        "Adding Node completed successfully for cluster 'prod' with 4 nodes",
        "succeeded",
      ),
    ];
    expect(shownOf(events, { cluster: "prod" }, (t) => t.startOperation(op))).toEqual([true, true]);
    expect(shownOf(events, { cluster: "web1" }, (t) => t.startOperation(op))).toEqual([false, false]);
    expect(shownOf(events, { cluster: "prod" }, () => undefined)).toEqual([false, false]);
  });
});

describe("a failed deployment on its page", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    ScriptedEventSource.install();
  });
  afterEach(() => {
    act(() => notifications.clean());
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("is told by the timeline and its failure alert alone, while another cluster's news still gets a toast", async () => {
    const storage = signedInStorage();
    const session = memoryStorage();
    const t = createClusterTracker(session, KEY);
    t.startDeployment(deployment("web1"));
    vi.stubGlobal("sessionStorage", session);
    renderApp({
      path: "/clusters/web1",
      storage,
      api: {
        "GET /v1/workflow/{workflow_id}": () => ok("running"),
        "GET /v1/deployments/{name}": () => fail(404, { error: "deployment not found" }),
        "GET /v1/deployments": () => ok({ deployments: [], count: 0 }),
      },
    });
    expect(await screen.findByRole("heading", { name: "web1", level: 1 })).toBeInTheDocument();
    const live = await ScriptedEventSource.connected();
    await live.emit(...web1Events);
    expect(await screen.findByRole("alert")).toHaveTextContent("Step 3 (VM worker1) failed.");
    expect(toastTitles()).toEqual([]);

    await live.emit(succeededDeployment[succeededDeployment.length - 1]);
    // The first toast brings the toasts' code (loaded on demand): it shows a moment later, with any other.
    await waitFor(() => expect(toastTitles()).toEqual(["Cluster web2 deployed"]));
  }, 20_000);
});
