import type { EventMessage, WorkflowStatus } from "@kubecloud/sdk";
import { outcomeOf, stepReport, workflowDescriptions, type ReadableEvent } from "../../lib/event-reading.ts";

// The deployment events a cluster screen keeps. Reading them (which cluster, which step, which outcome) is
// shared with the live notifications' titles (lib/event-reading.ts): nothing but their text identifies a
// cluster.
export { outcomeOf, stepReport, workflowDescriptions, type Outcome, type StepReport } from "../../lib/event-reading.ts";

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
