import type { EventMessage, WorkflowStatus } from "./generated/models.ts";

// Reading the server's deployment events (backend-api §4.3, the contract's EventMessage examples). A step
// event carries only its text, `Deploying cluster "<name>" - Step completed (i/N)`; the outcome of a
// workflow names its cluster as `<Description> completed successfully for cluster '<name>' with n nodes`
// or `<Description> for cluster '<name>' failed`. Nothing else identifies a cluster. The console's deployment
// timeline and `kubecloud deploy --wait` both read events with this code.

/** What the console keeps of a live event: small, and free of anything but the public text. */
export interface ClusterEvent {
  type: string;
  status: string;
  severity: string;
  message: string;
  timestamp: string;
  id?: string;
}

export function toClusterEvent(event: EventMessage): ClusterEvent {
  return {
    type: event.type,
    status: event.data.status,
    severity: event.severity,
    message: event.data.message,
    timestamp: event.timestamp,
    ...(event.id ? { id: event.id } : {}),
  };
}

export interface StepReport {
  cluster: string;
  step: number;
  total: number;
  /** `step_failed` is final for that step (the server reports it after the step's own retries). */
  result: "completed" | "failed" | "retrying";
}

const STEP = /^Deploying cluster "(.+)" - Step [a-z]+ \((\d+)\/(\d+)\)$/;

/** A deploy step report, or undefined for any other event. */
export function stepReport(event: Pick<ClusterEvent, "type" | "message">): StepReport | undefined {
  const result =
    event.type === "step_completed"
      ? "completed"
      : event.type === "step_failed"
        ? "failed"
        : event.type === "step_retrying"
          ? "retrying"
          : undefined;
  const match = result && STEP.exec(event.message);
  if (!result || !match) return undefined;
  return { cluster: match[1], step: Number(match[2]), total: Number(match[3]), result };
}

/** The server's description of each cluster workflow, as its outcome events name it. */
export const workflowDescriptions = {
  deploy: "Deploying Cluster",
  rollback: "Rollback",
  addNode: "Adding Node",
  removeNode: "Removing Node",
  deleteCluster: "Deleting Cluster",
  deleteAll: "Deleting All Clusters",
} as const;

export interface Outcome {
  workflow: string;
  cluster: string;
  ok: boolean;
}

const SUCCEEDED = /^(.+) completed successfully for cluster '(.+)' with \d+ nodes$/;
const FAILED = /^(.+) for cluster '(.+)' failed$/;

/** The end of a cluster workflow (`deployment` success or error), or undefined for any other event. */
export function outcomeOf(event: Pick<ClusterEvent, "type" | "message" | "severity">): Outcome | undefined {
  if (event.type !== "deployment") return undefined;
  const succeeded = event.severity === "success" ? SUCCEEDED.exec(event.message) : null;
  if (succeeded) return { workflow: succeeded[1], cluster: succeeded[2], ok: true };
  const failed = event.severity === "error" ? FAILED.exec(event.message) : null;
  if (failed) return { workflow: failed[1], cluster: failed[2], ok: false };
  return undefined;
}

/** Whether an event is about the deployment of `cluster` (its steps, its outcome or its rollback's). */
export function concernsDeployment(event: ClusterEvent, cluster: string): boolean {
  const step = stepReport(event);
  if (step) return step.cluster === cluster;
  const outcome = outcomeOf(event);
  return (
    outcome !== undefined &&
    outcome.cluster === cluster &&
    (outcome.workflow === workflowDescriptions.deploy || outcome.workflow === workflowDescriptions.rollback)
  );
}

/** Final workflow states (`GET /v1/workflow/{id}`). */
export const finalStatuses: readonly WorkflowStatus[] = ["completed", "failed"];
