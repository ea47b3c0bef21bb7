import { outcomeOf, stepReport, workflowDescriptions, type ReadableEvent } from "./event-reading.ts";
import type { EventMessage, WorkflowStatus } from "./generated/models.ts";

// The deployment events a cluster screen keeps, and which deployment they concern. Reading them (which
// cluster, which step, which outcome) is event-reading.ts, shared with the console's live-event titles:
// nothing but their text identifies a cluster. The console's deployment timeline and
// `kubecloud deploy --wait` both read events with this code.

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

/** Whether an event is about the deployment of `cluster` (its steps, its outcome or its rollback's). */
export function concernsDeployment(event: ReadableEvent, cluster: string): boolean {
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
