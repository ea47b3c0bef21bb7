// The contract says which 401/403 replies are the auth middleware's (the session failed: refresh, or sign
// out) and which are a handler's own answer at the same status (the session is fine), and the generator
// puts that fact into the SDK's operation table.
import { operations, type OperationId } from "@kubecloud/sdk";
import { describe, expect, it } from "vitest";
// Not exported by the SDK's index yet: the SDK's client is where it will be used.
import { sessionFailureErrors } from "../../packages/sdk/src/generated/operations.ts";

const ids = Object.keys(operations) as OperationId[];
const info = (id: OperationId): { auth: string; sessionFailure?: readonly number[] } => operations[id];

/** What a client can tell from the generated facts alone. */
function isSessionFailure(id: OperationId, status: number, body: unknown): boolean {
  const error = (body as { error?: unknown }).error;
  return (
    !!info(id).sessionFailure?.includes(status) &&
    !Object.hasOwn(body as object, "status") &&
    (sessionFailureErrors as readonly unknown[]).includes(error)
  );
}

describe("session failures in the operation table", () => {
  it("marks 401 on every user route, 401 and 403 on every admin route, nothing on public routes", () => {
    for (const id of ids) {
      const expected = { user: [401], admin: [401, 403] }[info(id).auth];
      expect(info(id).sessionFailure, id).toEqual(expected);
    }
  });

  it("lists the middleware's four texts", () => {
    expect(sessionFailureErrors).toEqual([
      "Invalid or expired token",
      "Authorization header or token query parameter missing",
      "Authorization header missing",
      "Admin access required",
    ]);
  });

  it("tells the middleware's reply from a handler's at the same status", () => {
    expect(isSessionFailure("chargeBalance", 401, { error: "Invalid or expired token" })).toBe(true);
    expect(
      isSessionFailure("chargeBalance", 401, { status: 401, message: "api_key_expired", error: "Expired API Key" }),
    ).toBe(false);
    expect(isSessionFailure("deleteUser", 403, { error: "Admin access required" })).toBe(true);
    expect(
      isSessionFailure("deleteUser", 403, { status: 403, message: "Admins cannot delete their own account" }),
    ).toBe(false);
    expect(isSessionFailure("listUsers", 401, { error: "Authorization header missing" })).toBe(true);
    // A failed sign-in is an enveloped 401 of a public route.
    expect(isSessionFailure("login", 401, { status: 401, message: "login failed" })).toBe(false);
  });
});
