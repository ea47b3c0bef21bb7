import {
  buildTimeline,
  concernsDeployment,
  outcomeOf,
  stepReport,
  toClusterEvent,
  type EventMessage,
} from "@kubecloud/sdk";
import contract from "@kubecloud/sdk/openapi.json";
import { describe, expect, it } from "vitest";
import { failedDeployment, succeededDeployment } from "../../test/deploy-events.ts";

const events = (list: EventMessage[]) => list.map(toClusterEvent);
const states = (timeline: ReturnType<typeof buildTimeline>) =>
  timeline.steps.map((step) => `${step.label}: ${step.state}`);
const vms = ["master1", "worker1"];

/** The JSON frames of one of the contract's SSE examples. */
function contractFrames(name: string): EventMessage[] {
  const examples = (contract as unknown as { components: { examples: Record<string, { value: string }> } }).components
    .examples;
  return examples[name].value
    .split("\n")
    .filter((line) => line.startsWith("data:"))
    .map((line) => JSON.parse(line.slice(5)) as EventMessage);
}

describe("reading the server's deployment events", () => {
  it("reads the contract's own examples: a step done, a step failed, a deployment's outcome", () => {
    const [progress] = contractFrames("EventDeployProgress");
    expect(stepReport(toClusterEvent(progress))).toEqual({
      cluster: "prodcluster",
      step: 2,
      total: 5,
      result: "completed",
    });
    const [stepFailed, failed] = contractFrames("EventDeployStepFailed");
    expect(stepReport(toClusterEvent(stepFailed))).toEqual({
      cluster: "analytics",
      step: 3,
      total: 4,
      result: "failed",
    });
    expect(outcomeOf(toClusterEvent(failed))).toEqual({
      workflow: "Deploying Cluster",
      cluster: "analytics",
      ok: false,
    });
    const [succeeded] = contractFrames("EventDeploymentSucceeded");
    expect(outcomeOf(toClusterEvent(succeeded))).toEqual({
      workflow: "Deploying Cluster",
      cluster: "prodcluster",
      ok: true,
    });
  });

  it("ties an event to its cluster by name only, and ignores other kinds", () => {
    const [started, step] = events(failedDeployment);
    expect(concernsDeployment(step, "web1")).toBe(true);
    expect(concernsDeployment(step, "web")).toBe(false);
    expect(concernsDeployment(started, "web1")).toBe(false); // "has been started" names no cluster
    const added = toClusterEvent({
      type: "deployment",
      severity: "success",
      timestamp: "2026-11-25T03:20:00Z",
      data: { message: "Adding Node completed successfully for cluster 'web1' with 3 nodes", status: "succeeded" },
    });
    expect(outcomeOf(added)).toEqual({ workflow: "Adding Node", cluster: "web1", ok: true });
    expect(concernsDeployment(added, "web1")).toBe(false);
  });
});

describe("a deployment's timeline", () => {
  it("starts with every step waiting: the network, each VM in the order sent, then kubeconfig and readiness", () => {
    const timeline = buildTimeline({ cluster: "web1", vms, events: [] });
    expect(states(timeline)).toEqual([
      "Private network: waiting",
      "VM master1: waiting",
      "VM worker1: waiting",
      "Kubeconfig and readiness check: waiting",
    ]);
    expect(timeline).toMatchObject({ phase: "deploying", done: 0, total: 4, percent: 0 });
  });

  it("follows a recorded deployment step by step to running", () => {
    const recorded = events(succeededDeployment);
    const after = (n: number) => buildTimeline({ cluster: "web2", vms, events: recorded.slice(0, n) });
    expect(after(2)).toMatchObject({ phase: "deploying", done: 1, percent: 25 });
    expect(after(2).steps[0]).toEqual({
      number: 1,
      label: "Private network",
      state: "done",
      at: "2026-11-25T03:11:36.751000000Z",
    });
    expect(after(4)).toMatchObject({ phase: "deploying", done: 3, percent: 75 });
    const done = after(recorded.length);
    expect(done).toMatchObject({ phase: "running", done: 4, total: 4, percent: 100, failedStep: undefined });
    expect(done.steps[3].at).toBe("2026-11-25T03:11:37.445000000Z");
    expect(done.finishedAt).toBe("2026-11-25T03:11:37.445000000Z");
  });

  it("shows a recorded failure: the failed step, the rollback running, then rolled back", () => {
    const recorded = events(failedDeployment);
    const atFailure = buildTimeline({ cluster: "web1", vms, events: recorded.slice(0, 4) });
    expect(states(atFailure)).toEqual([
      "Private network: done",
      "VM master1: done",
      "VM worker1: failed",
      "Kubeconfig and readiness check: waiting",
    ]);
    expect(atFailure).toMatchObject({ phase: "rolling-back", done: 2, percent: 50 });
    expect(atFailure.failedStep?.label).toBe("VM worker1");

    const failed = buildTimeline({ cluster: "web1", vms, events: recorded.slice(0, 5) });
    expect(failed).toMatchObject({ phase: "rolling-back", failureId: "da099bf4-fac9-4d2f-a926-3ddbaf9bf739" });
    const rolledBack = buildTimeline({ cluster: "web1", vms, events: recorded, workflow: "failed" });
    expect(rolledBack).toMatchObject({ phase: "rolled-back", done: 2, failedStep: { number: 3 } });
  });

  it("ignores another cluster's events interleaved with this one's", () => {
    const mixed = [...events(failedDeployment), ...events(succeededDeployment)];
    expect(buildTimeline({ cluster: "web2", vms, events: mixed }).phase).toBe("running");
    expect(buildTimeline({ cluster: "web1", vms, events: mixed }).phase).toBe("rolled-back");
  });

  it("without events, takes the workflow's final state (the user came back after a reload)", () => {
    const completed = buildTimeline({ cluster: "web2", vms, events: [], workflow: "completed" });
    expect(completed).toMatchObject({ phase: "running", done: 4 });
    expect(completed.steps.every((step) => step.at === undefined)).toBe(true);
    const failed = buildTimeline({
      cluster: "web2",
      vms,
      events: events(succeededDeployment).slice(0, 2),
      workflow: "failed",
    });
    expect(states(failed)).toEqual([
      "Private network: done",
      "VM master1: failed",
      "VM worker1: waiting",
      "Kubeconfig and readiness check: waiting",
    ]);
    expect(failed.phase).toBe("failed");
    expect(buildTimeline({ cluster: "web2", vms, events: [], workflow: "running" }).phase).toBe("deploying");
  });

  it("marks the readiness step failed when the deployment fails after every VM (no step event for it)", () => {
    const recorded = events(succeededDeployment).slice(0, 4);
    const failure = toClusterEvent({
      type: "deployment",
      severity: "error",
      timestamp: "2026-11-25T03:11:40Z",
      data: { message: "Deploying Cluster for cluster 'web2' failed", status: "failed" },
    });
    const rollbackFailed = toClusterEvent({
      type: "deployment",
      severity: "error",
      timestamp: "2026-11-25T03:11:41Z",
      data: { message: "Rollback for cluster 'web2' failed", status: "failed" },
    });
    const timeline = buildTimeline({ cluster: "web2", vms, events: [...recorded, failure, rollbackFailed] });
    expect(timeline.failedStep).toMatchObject({ number: 4, state: "failed", at: "2026-11-25T03:11:40Z" });
    expect(timeline.phase).toBe("rollback-failed");
  });
});
