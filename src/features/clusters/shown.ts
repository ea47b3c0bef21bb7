import {
  outcomeOf,
  readable,
  startedWorkflow,
  stepReport,
  workflowDescriptions,
  type ReadableEvent,
} from "@kubecloud/sdk";
import type { ShowsEvent } from "../../lib/shown-events.ts";
import { deploying, isActive, timelineOf, type OperationKind, type TrackerState } from "./tracker.ts";

/** Which clusters a screen shows: one cluster's page, or the clusters section (all of them). */
export type ClusterScope = { cluster: string } | "all";

const operationWorkflow: Record<OperationKind, string> = {
  "add-node": workflowDescriptions.addNode,
  "remove-node": workflowDescriptions.removeNode,
  delete: workflowDescriptions.deleteCluster,
  "delete-all": workflowDescriptions.deleteAll,
};

/** The start event of a deployment or an operation (it names no cluster). */
export function startOf(kind: OperationKind | "deploy"): ShowsEvent {
  const workflow = kind === "deploy" ? workflowDescriptions.deploy : operationWorkflow[kind];
  return (event) => event.type === "deployment" && startedWorkflow(readable(event)) === workflow;
}

/**
 * Whether a clusters screen showing `scope` shows what `event` reports (one outcome, one message): the steps
 * and end of a deployment it follows (the timeline, the "In progress" row), the end of an operation it
 * follows (the alert on the cluster page, the row's badge), and the start of such work while it runs (a start
 * event names no cluster). Called before the screen's tracker records the event.
 */
export function showsClusterEvent(state: TrackerState, event: ReadableEvent, scope: ClusterScope): boolean {
  const inScope = (cluster: string) => scope === "all" || scope.cluster === cluster;
  const deployments = state.deployments.filter((record) => inScope(record.cluster));
  const operations = state.operations.filter(
    (operation) => isActive(operation) && (operation.kind === "delete-all" || inScope(operation.cluster)),
  );

  const step = stepReport(event);
  if (step) return deployments.some((record) => record.cluster === step.cluster);

  const outcome = outcomeOf(event);
  if (outcome) {
    if (outcome.workflow === workflowDescriptions.deploy || outcome.workflow === workflowDescriptions.rollback)
      return deployments.some((record) => record.cluster === outcome.cluster);
    return operations.some(
      (operation) =>
        operationWorkflow[operation.kind] === outcome.workflow &&
        (operation.kind === "delete-all" || operation.cluster === outcome.cluster),
    );
  }

  const started = event.type === "deployment" ? startedWorkflow(event) : undefined;
  if (started === workflowDescriptions.deploy) return deployments.some(deploying);
  if (started === workflowDescriptions.rollback)
    return deployments.some((record) => timelineOf(record).phase === "rolling-back");
  return started !== undefined && operations.some((operation) => operationWorkflow[operation.kind] === started);
}
