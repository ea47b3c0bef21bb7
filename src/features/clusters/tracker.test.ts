import { toClusterEvent, type EventMessage } from "@kubecloud/sdk";
import { describe, expect, it } from "vitest";
import { failedDeployment, succeededDeployment } from "../../test/deploy-events.ts";
import { memoryStorage } from "../../test/storage.ts";
import {
  createClusterTracker,
  deploying,
  inFlightVms,
  KEEP_FINISHED_MS,
  timelineOf,
  type Operation,
} from "./tracker.ts";
import { newClusterDraft } from "./vm.ts";

const KEY = "kubecloud.clusters.12";
const now = Date.parse("2026-11-25T03:11:40Z");

function setup(saved?: object) {
  const storage = memoryStorage(saved ? { [KEY]: JSON.stringify(saved) } : {});
  const tracker = createClusterTracker(storage, KEY, () => now);
  return { storage, tracker, saved: () => JSON.parse(storage.getItem(KEY) ?? "null") as unknown };
}

const draft = (name: string) => {
  const cluster = newClusterDraft(name, [1]);
  cluster.vms[0].nodeId = 2215;
  cluster.vms[1].nodeId = 6204;
  return cluster;
};
const start = (cluster: string, taskId = `task-${cluster}`) => ({
  cluster,
  taskId,
  startedAt: "2026-11-25T03:11:29Z",
  draft: draft(cluster),
  workflow: "pending" as const,
});
const outcome = (message: string, severity: EventMessage["severity"] = "success"): EventMessage => ({
  type: "deployment",
  severity,
  timestamp: "2026-11-25T03:12:00Z",
  data: { message, status: severity === "success" ? "succeeded" : "failed" },
});

describe("the tracker of the user's cluster work", () => {
  it("keeps each deployment's events (no duplicates, no other cluster's) in session storage", () => {
    const { tracker, saved } = setup();
    tracker.startDeployment(start("web1"));
    for (const event of [...failedDeployment, ...failedDeployment, ...succeededDeployment])
      tracker.recordEvent(toClusterEvent(event));
    const [record] = tracker.getSnapshot().deployments;
    expect(record.events.map((event) => event.message)).toEqual([
      'Deploying cluster "web1" - Step completed (1/4)',
      'Deploying cluster "web1" - Step completed (2/4)',
      'Deploying cluster "web1" - Step failed (3/4)',
      "Deploying Cluster for cluster 'web1' failed",
      "Rollback completed successfully for cluster 'web1' with 2 nodes",
    ]);
    expect(timelineOf(record).phase).toBe("rolled-back");
    expect(saved()).toEqual(tracker.getSnapshot());
  });

  it("is read back by a new tracker (a reload, another screen), which drops finished work older than a day", () => {
    const { storage, tracker } = setup();
    tracker.startDeployment(start("web2"));
    tracker.startDeployment({ ...start("old1"), startedAt: new Date(now - KEEP_FINISHED_MS - 1).toISOString() });
    tracker.setWorkflow("task-old1", "completed");
    const reread = createClusterTracker(storage, KEY, () => now);
    expect(reread.getSnapshot().deployments.map((record) => record.cluster)).toEqual(["web2"]);
    expect(createClusterTracker(memoryStorage({ [KEY]: "{not json" }), KEY).getSnapshot()).toEqual({
      deployments: [],
      operations: [],
    });
  });

  it("takes the workflow's state from the server, and never goes back from a final one", () => {
    const { tracker } = setup();
    tracker.startDeployment(start("web2"));
    tracker.setWorkflow("task-web2", "running");
    expect(deploying(tracker.getSnapshot().deployments[0])).toBe(true);
    tracker.setWorkflow("task-web2", "completed");
    tracker.setWorkflow("task-web2", "running");
    const [record] = tracker.getSnapshot().deployments;
    expect(record.workflow).toBe("completed");
    expect(timelineOf(record).phase).toBe("running");
    expect(deploying(record)).toBe(false);
  });

  it("ends an operation with its outcome event: a success forgets it, a failure stays until dismissed", () => {
    const { tracker } = setup();
    const op = (kind: Operation["kind"], taskId: string, cluster = "prodcluster", node?: string): Operation => ({
      kind,
      cluster,
      node,
      taskId,
      startedAt: "2026-11-25T03:11:29Z",
    });
    tracker.startOperation(op("remove-node", "r1", "prodcluster", "worker1"));
    tracker.startOperation(op("remove-node", "r2", "prodcluster", "worker2"));
    tracker.startOperation(op("add-node", "a1", "analytics", "worker3"));
    tracker.recordEvent(
      toClusterEvent(outcome("Removing Node completed successfully for cluster 'prodcluster' with 2 nodes")),
    );
    // The event names no node: it ends the oldest removal only.
    expect(tracker.getSnapshot().operations.map((o) => o.taskId)).toEqual(["r2", "a1"]);
    tracker.recordEvent(toClusterEvent(outcome("Adding Node for cluster 'analytics' failed", "error")));
    expect(tracker.getSnapshot().operations.find((o) => o.taskId === "a1")?.workflow).toBe("failed");
    tracker.dismissOperation("a1");
    tracker.setWorkflow("r2", "completed");
    expect(tracker.getSnapshot().operations).toEqual([]);

    tracker.startOperation(op("delete-all", "d1", "all"));
    tracker.recordEvent(
      toClusterEvent(outcome("Deleting All Clusters completed successfully for cluster 'all' with 5 nodes")),
    );
    expect(tracker.getSnapshot().operations).toEqual([]);
  });

  it("lists the VMs still being deployed or added, named by cluster, to count against their nodes", () => {
    const { tracker } = setup();
    tracker.startDeployment(start("web1"));
    tracker.startDeployment(start("web2"));
    tracker.setWorkflow("task-web2", "completed");
    tracker.startOperation({
      kind: "add-node",
      cluster: "prodcluster",
      node: "worker3",
      taskId: "a1",
      startedAt: "2026-11-25T03:11:29Z",
      vm: { ...draft("x").vms[1], name: "worker3", nodeId: 318 },
    });
    expect(inFlightVms(tracker.getSnapshot()).map((vm) => [vm.name, vm.nodeId])).toEqual([
      ["web1/master1", 2215],
      ["web1/worker1", 6204],
      ["prodcluster/worker3", 318],
    ]);
  });

  it("tells its subscribers about every change, and forgets a dismissed deployment", () => {
    const { tracker } = setup();
    let changes = 0;
    const stop = tracker.subscribe(() => (changes += 1));
    tracker.startDeployment(start("web1"));
    tracker.recordEvent(toClusterEvent(succeededDeployment[1])); // web2's: not tracked, no change
    tracker.dismissDeployment("web1");
    stop();
    tracker.startDeployment(start("web3"));
    expect(changes).toBe(2);
    expect(tracker.getSnapshot().deployments.map((record) => record.cluster)).toEqual(["web3"]);
  });
});
