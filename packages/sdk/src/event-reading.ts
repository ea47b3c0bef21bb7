import type { EventMessage } from "./generated/models.ts";

// Reading what a live event reports (backend-api §4.3, the contract's EventMessage examples). A live event
// carries only its type, severity, status and text: no subject, no ids. The server's texts are regular, so
// the cluster, node or workflow they are about is read from them:
//   start of a workflow      `<Description> has been started` (status `started`)
//   a deploy step            `Deploying cluster "<name>" - Step completed (i/N)`
//   end of a cluster workflow `<Description> completed successfully for cluster '<name>' with n nodes`
//                            `<Description> for cluster '<name>' failed`
//   end of a node workflow   `Node <id> has been reserved successfully`, `Node <id> reservation failed: <why>`
// The console's live-event titles and deployment timeline and the command line's `deploy --wait` and node
// follow-ups all read events with this code.

/** An event as the readers need it: the live event's fields, flat (what the cluster tracker stores too). */
export interface ReadableEvent {
  type: string;
  message: string;
  severity?: string;
  status?: string;
}

/** A live event, flat. */
export function readable(event: EventMessage): Required<ReadableEvent> {
  return { type: event.type, message: event.data.message, severity: event.severity, status: event.data.status };
}

/** The server's description of each workflow, as its start and end events name it. */
export const workflowDescriptions = {
  deploy: "Deploying Cluster",
  rollback: "Rollback",
  addNode: "Adding Node",
  removeNode: "Removing Node",
  deleteCluster: "Deleting Cluster",
  deleteAll: "Deleting All Clusters",
  healthCheck: "Cluster Health Check",
  verification: "User Verification",
  charge: "Charge Balance",
  adminCredit: "Admin Credit Balance",
  redeem: "Redeem Voucher",
  reserve: "Reserve Node",
  release: "Unreserve Node",
} as const;

const STARTED = /^(.+) has been started$/;

/** The description of the workflow whose start `event` announces, or undefined for any other event. */
export function startedWorkflow(event: ReadableEvent): string | undefined {
  if (event.status !== undefined && event.status !== "started") return undefined;
  return STARTED.exec(event.message)?.[1];
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
export function stepReport(event: Pick<ReadableEvent, "type" | "message">): StepReport | undefined {
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

export interface Outcome {
  workflow: string;
  cluster: string;
  ok: boolean;
}

const SUCCEEDED = /^(.+) completed successfully for cluster '(.+)' with \d+ nodes$/;
const FAILED = /^(.+) for cluster '(.+)' failed$/;

/** The end of a cluster workflow (`deployment` success or error), or undefined for any other event. */
export function outcomeOf(event: ReadableEvent): Outcome | undefined {
  if (event.type !== "deployment") return undefined;
  const succeeded = event.severity === "success" ? SUCCEEDED.exec(event.message) : null;
  if (succeeded) return { workflow: succeeded[1], cluster: succeeded[2], ok: true };
  const failed = event.severity === "error" ? FAILED.exec(event.message) : null;
  if (failed) return { workflow: failed[1], cluster: failed[2], ok: false };
  return undefined;
}

export interface NodeOutcome {
  nodeId: number;
  action: "reserve" | "release";
  ok: boolean;
  /** The server's reason for a failure, when it gave one. */
  reason?: string;
}

const NODE_DONE = /^Node (\d+) has been (reserved|unreserved) successfully$/;
const NODE_FAILED = /^Node (\d+) (reservation|unreservation) failed(?:: (.+))?$/;

/** The end of a reservation or a release (`node` events), or undefined for any other event. */
export function nodeOutcome(event: ReadableEvent): NodeOutcome | undefined {
  if (event.type !== "node") return undefined;
  const done = NODE_DONE.exec(event.message);
  if (done) return { nodeId: Number(done[1]), action: done[2] === "reserved" ? "reserve" : "release", ok: true };
  const failed = NODE_FAILED.exec(event.message);
  if (failed)
    return {
      nodeId: Number(failed[1]),
      action: failed[2] === "reservation" ? "reserve" : "release",
      ok: false,
      ...(failed[3] ? { reason: failed[3] } : {}),
    };
  return undefined;
}
