// Asynchronous workflows in simulated time, like the server's ewf workflows: a 202 returns the id at
// once (status `pending`), the steps run one after another (`running`), then `completed` or `failed`.
// Every workflow except user-registration announces its start with an info event to its user.
import type { SandboxContext } from "./context.ts";
import { notify, type EventType } from "./notify.ts";
import type { WorkflowRecord } from "./store.ts";

export interface Step {
  name: string;
  /** Simulated duration of the step (divided by the speed factor). */
  ms: number;
  /** The step's effect. Throwing fails the workflow (the server retries a step first; its time is in `ms`). */
  run?: () => void | Promise<void>;
}

export interface WorkflowSpec {
  name: string;
  userId: number;
  steps: Step[];
  /** Extra payload of the start event (e.g. cluster_name). */
  startPayload?: Record<string, string>;
  onSuccess?: () => void | Promise<void>;
  onFailure?: (error: Error) => void | Promise<void>;
}

export interface StartedWorkflow {
  id: string;
  /** Settles when the workflow has ended (tests await it). */
  done: Promise<void>;
}

/** The server's descriptions, used in event subjects ("Reserve Node Started"). */
const DESCRIPTIONS: Record<string, string> = {
  "add-node": "Adding Node",
  "remove-node": "Removing Node",
  "delete-cluster": "Deleting Cluster",
  "delete-all-clusters": "Deleting All Clusters",
  "rollback-failed-deployment": "Rollback",
  "user-registration": "User Registration",
  "user-verification": "User Verification",
  "charge-balance": "Charge Balance",
  "admin-credit-balance": "Admin Credit Balance",
  "redeem-voucher": "Redeem Voucher",
  "reserve-node": "Reserve Node",
  "unreserve-node": "Unreserve Node",
};

export function describeWorkflow(name: string): string {
  if (/^deploy-\d+-nodes$/.test(name)) return "Deploying Cluster";
  return DESCRIPTIONS[name] ?? name;
}

export function workflowEventType(name: string): EventType {
  if (["charge-balance", "admin-credit-balance", "redeem-voucher"].includes(name)) return "billing";
  if (["reserve-node", "unreserve-node"].includes(name)) return "node";
  if (["user-registration", "user-verification"].includes(name)) return "user";
  return "deployment";
}

/** A short pause between the 202 and the first step, so a poll right after the 202 sees `pending`. */
export const START_DELAY_MS = 200;

export function runWorkflow(ctx: SandboxContext, spec: WorkflowSpec): StartedWorkflow {
  const id = ctx.rng.uuid();
  const record: WorkflowRecord = { name: spec.name, userId: spec.userId, status: "pending" };
  ctx.state.workflows[id] = record;
  ctx.changed();
  const done = (async () => {
    await ctx.clock.sleep(START_DELAY_MS);
    const workflow = ctx.state.workflows[id];
    if (!workflow) return; // the state was reset meanwhile
    workflow.status = "running";
    if (spec.name !== "user-registration") {
      const description = describeWorkflow(spec.name);
      notify(ctx, spec.userId, {
        type: workflowEventType(spec.name),
        severity: "info",
        subject: `${description} Started`,
        message: `${description} has been started`,
        status: "started",
        payload: { workflow_name: spec.name, ...spec.startPayload },
      });
    }
    try {
      for (const step of spec.steps) {
        await ctx.clock.sleep(step.ms);
        await step.run?.();
      }
      workflow.status = "completed";
      ctx.log(`workflow ${spec.name} completed`);
      await spec.onSuccess?.();
    } catch (error) {
      workflow.status = "failed";
      ctx.log(`workflow ${spec.name} failed: ${error instanceof Error ? error.message : String(error)}`);
      await spec.onFailure?.(error instanceof Error ? error : new Error(String(error)));
    }
    ctx.changed();
  })();
  return { id, done };
}
