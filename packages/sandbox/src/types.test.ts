// Type-level checks (they fail `tsc -b`, not vitest): the sandbox's shapes come from the contract's
// generated types, so a change in the contract breaks the sandbox's build instead of its replies.
import type { WorkflowStatus } from "@kubecloud/sdk";
import { describe, expectTypeOf, it } from "vitest";
import type { SandboxContext } from "./context.ts";
import { notify } from "./notify.ts";
import type { WorkflowRecord } from "./store.ts";

describe("the sandbox's types", () => {
  it("keeps workflow states as the contract's WorkflowStatus", () => {
    expectTypeOf<WorkflowRecord["status"]>().toEqualTypeOf<WorkflowStatus>();
  });

  it("stores only the notification types the contract's Notification has", () => {
    const storeStepEvent = (ctx: SandboxContext) =>
      // @ts-expect-error deploy steps are live events only: a stored one would break GET /v1/notifications
      notify(ctx, 1, {
        type: "step_completed",
        persist: true,
        severity: "info",
        subject: "Cluster Deployment Progress",
        message: "Step completed (1/3)",
        status: "completed",
      });
    expectTypeOf(storeStepEvent).toBeFunction();
  });
});
