import { concernsDeployment, type ClusterEvent } from "./deploy-events.ts";
import { outcomeOf, stepReport, workflowDescriptions } from "./event-reading.ts";
import type { WorkflowStatus } from "./generated/models.ts";

// A deployment's timeline (product-rules §7), rebuilt from the events received and what the server says of
// the workflow. The server reports N + 2 steps for N VMs: step 1 is the private network, steps 2 … N + 1 the
// VMs in the order they were sent, and the last (kubeconfig, readiness check, storing the cluster) ends
// with the deployment's own outcome rather than a step event.

export type StepState = "waiting" | "done" | "failed" | "retrying";

export interface TimelineStep {
  number: number;
  label: string;
  state: StepState;
  /** When the server reported it (absent when only the workflow's final state told us). */
  at?: string;
}

/**
 * `deploying`; `running` (deployed); `rolling-back` (a step failed and the server is removing what it created);
 * `rolled-back`; `rollback-failed`; `failed` (the server says the workflow failed, and no event said more).
 */
export type Phase = "deploying" | "running" | "rolling-back" | "rolled-back" | "rollback-failed" | "failed";

export interface Timeline {
  steps: TimelineStep[];
  phase: Phase;
  done: number;
  total: number;
  percent: number;
  failedStep?: TimelineStep;
  /** The persisted failure notification, whose payload has the server's reason. */
  failureId?: string;
  finishedAt?: string;
}

export interface TimelineInput {
  cluster: string;
  /** The VM names in the order they were sent. */
  vms: readonly string[];
  events: readonly ClusterEvent[];
  workflow?: WorkflowStatus;
}

function stepLabel(number: number, total: number, vms: readonly string[]): string {
  if (number === 1) return "Private network";
  if (number === total) return "Kubeconfig and readiness check";
  return vms[number - 2] ? `VM ${vms[number - 2]}` : `Step ${number}`;
}

export function buildTimeline({ cluster, vms, events, workflow }: TimelineInput): Timeline {
  const mine = events.filter((event) => concernsDeployment(event, cluster));
  const total = mine.map((event) => stepReport(event)?.total).find((n) => n !== undefined) ?? vms.length + 2;
  const steps: TimelineStep[] = Array.from({ length: total }, (_, i) => ({
    number: i + 1,
    label: stepLabel(i + 1, total, vms),
    state: "waiting",
  }));
  let phase: Phase = "deploying";
  let failureId: string | undefined;
  let finishedAt: string | undefined;
  const failAt = (at: string) => {
    const failed = steps.find((step) => step.state === "failed") ?? steps.find((step) => step.state !== "done");
    if (failed && failed.state !== "failed") Object.assign(failed, { state: "failed", at });
  };

  for (const event of mine) {
    const report = stepReport(event);
    if (report) {
      const step = steps[report.step - 1];
      if (!step) continue;
      step.state = report.result === "completed" ? "done" : report.result;
      step.at = event.timestamp;
      if (report.result === "failed") phase = "rolling-back";
      continue;
    }
    const outcome = outcomeOf(event)!;
    if (outcome.workflow === workflowDescriptions.deploy) {
      finishedAt = event.timestamp;
      if (outcome.ok) {
        for (const step of steps)
          if (step.state !== "done") Object.assign(step, { state: "done", at: event.timestamp });
        phase = "running";
      } else {
        failAt(event.timestamp);
        failureId = event.id;
        phase = "rolling-back";
      }
    } else if (phase === "rolling-back") {
      phase = outcome.ok ? "rolled-back" : "rollback-failed";
    }
  }

  // What the server says of the workflow fills in what no event told (the user was away, events were lost).
  if (phase === "deploying" && workflow === "completed") {
    phase = "running";
    for (const step of steps) if (step.state !== "done") step.state = "done";
  } else if (phase === "deploying" && workflow === "failed") {
    phase = "failed";
    const failed = steps.find((step) => step.state !== "done");
    if (failed) failed.state = "failed";
  }

  const done = steps.filter((step) => step.state === "done").length;
  return {
    steps,
    phase,
    done,
    total,
    percent: Math.round((done / total) * 100),
    failedStep: steps.find((step) => step.state === "failed"),
    failureId,
    finishedAt,
  };
}

/** Whether the deployment still runs (or still rolls back) on the server. */
export function inProgress(phase: Phase): boolean {
  return phase === "deploying" || phase === "rolling-back";
}
