// Deployment steps the sandbox was told to fail (`POST /__sandbox/fail-deploy`), kept apart from the
// workflows that consume them.
import type { SandboxContext } from "./context.ts";

/** A deployment step the sandbox was told to fail (`POST /__sandbox/fail-deploy`). */
export interface PlannedFailure {
  /** 1 is the network, 2 … N + 1 the VMs in the order sent; a later step fails the readiness check. */
  step: number;
  /** Only this user's next deployment (any user's when absent). */
  userId?: number;
}
const plannedFailures = new WeakMap<SandboxContext, PlannedFailure[]>();
export const failures = (ctx: SandboxContext) => plannedFailures.get(ctx) ?? plannedFailures.set(ctx, []).get(ctx)!;

/** Takes the first planned failure meant for this user's deployment, if any. */
export function takeFailure(ctx: SandboxContext, userId: number): PlannedFailure | undefined {
  const planned = failures(ctx);
  const index = planned.findIndex((failure) => failure.userId === undefined || failure.userId === userId);
  return index < 0 ? undefined : planned.splice(index, 1)[0];
}
