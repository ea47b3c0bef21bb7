// Type-level checks (they fail `tsc -b`, not vitest): the sandbox's shapes come from the contract's
// generated types, so a change in the contract breaks the sandbox's build instead of its replies.
import type { ChargeInput, ClusterInput, MaintenanceUpdate, RegisterInput, WorkflowStatus } from "@kubecloud/sdk";
import { describe, expectTypeOf, it } from "vitest";
import type { SandboxContext } from "./context.ts";
import { notify } from "./notify.ts";
import type { Handlers, Input } from "./operation.ts";
import type { WorkflowRecord } from "./store.ts";
import type { TokenClaims } from "./tokens.ts";

describe("route handlers", () => {
  it("get each operation's body typed from the contract", () => {
    expectTypeOf<Input<"chargeBalance">["body"]>().toEqualTypeOf<ChargeInput>();
    expectTypeOf<Input<"register">["body"]>().toEqualTypeOf<RegisterInput>();
    expectTypeOf<Input<"deployCluster">["body"]>().toEqualTypeOf<ClusterInput>();
    expectTypeOf<Input<"setMaintenanceStatus">["body"]>().toEqualTypeOf<MaintenanceUpdate>();
    // Multipart: text fields as strings, the uploaded files as File objects.
    expectTypeOf<Input<"mailAllUsers">["body"]>().toEqualTypeOf<{
      subject: string;
      body: string;
      attachments: File[];
    }>();
    // No body, or one the server ignores.
    expectTypeOf<Input<"getBalance">["body"]>().toBeUndefined();
    expectTypeOf<Input<"reserveNode">["body"]>().toEqualTypeOf<Record<string, never> | undefined>();
  });

  it("get path parameters typed from the contract, and the claims on authenticated routes", () => {
    expectTypeOf<Input<"deleteUser">["path"]>().toEqualTypeOf<{ user_id: number }>();
    expectTypeOf<Input<"removeClusterNode">["path"]>().toEqualTypeOf<{ name: string; node_name: string }>();
    expectTypeOf<Input<"listGridNodes">["query"]["size"]>().toEqualTypeOf<number | undefined>();
    expectTypeOf<Input<"getBalance">["auth"]>().toEqualTypeOf<TokenClaims>();
    expectTypeOf<Input<"listUsers">["auth"]>().toEqualTypeOf<TokenClaims>();
    expectTypeOf<Input<"login">["auth"]>().toBeUndefined();
  });

  it("cannot read a field the operation's body does not have", () => {
    const handlers: Handlers = {
      chargeBalance: {
        handle(c, input) {
          // @ts-expect-error ChargeInput has no `email`
          void input.body.email;
          return c.body(null);
        },
      },
    };
    expectTypeOf(handlers).toBeObject();
  });

  it("ignore a body only where the contract makes it optional", () => {
    const handlers: Handlers = {
      redeemVoucher: { ignoreBody: true, handle: (c) => c.body(null) },
      // @ts-expect-error a login without its body would be a handler bug
      login: { ignoreBody: true, handle: (c) => c.body(null) },
    };
    expectTypeOf(handlers).toBeObject();
  });
});

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
