// Replies the real server sends, replayed behind `prism proxy --errors` (as in front of a real backend):
// the contract must let each one through untouched. An undeclared status, or a body that breaks its
// schema, would become Prism's 500 and break the console for every user.
import { createConformance } from "@kubecloud/sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import gridProxyNode2024 from "./fixtures/grid-proxy-node-2024.json" with { type: "json" };
import gridProxyNode from "./fixtures/grid-proxy-node.json" with { type: "json" };
import contract from "../../packages/sdk/src/generated/openapi.json" with { type: "json" };
import { startPrismProxy, type Server } from "./proxy.ts";
import { startUpstream, type Upstream } from "./upstream.ts";

let upstream: Upstream;
let prism: Server;
beforeAll(async () => {
  upstream = await startUpstream();
  prism = await startPrismProxy(upstream.url);
});
afterAll(async () => {
  await prism?.stop();
  await upstream?.stop();
});

/** Replays `body` with `status` for the request, through the proxy; returns what the caller got. */
async function through(method: string, path: string, status: number, body: unknown, init: RequestInit = {}) {
  upstream.reply(method, path, { status, body });
  const response = await fetch(`${prism.url}${path}`, { method, ...init });
  const text = await response.text();
  return { status: response.status, violations: response.headers.get("sl-violations"), body: text };
}

describe("grid-proxy payloads", () => {
  // The 2024 node (dmi and speed `UpdatedAt`, no cpu_benchmark) and today's (grid-proxy's current types:
  // `updated_at` left out when zero, per-protocol speeds, cpu_benchmark, a GPU without `updated_at`).
  it.each([
    ["2024", gridProxyNode2024],
    ["current", gridProxyNode],
  ])("pass a %s node list whose dmi.processor[].thread_count is a string, as grid-proxy sends it", async (_, node) => {
    const body = {
      status: 200,
      message: "All grid nodes retrieved successfully",
      data: { total: 1, nodes: [node] },
    };
    const reply = await through("GET", "/v1/nodes", 200, body);
    expect(reply.violations, reply.body).toBeNull();
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body)).toEqual(body);
  });

  it("pass the user's rented nodes in today's grid-proxy shape, with the discount", async () => {
    const body = {
      status: 200,
      message: "Rented nodes retrieved successfully",
      data: { total: 1, nodes: [{ ...gridProxyNode, rented: true, discount_price: 172.04 }] },
    };
    const reply = await through("GET", "/v1/user/nodes/rented", 200, body, {
      headers: { Authorization: "Bearer a-session" },
    });
    expect(reply.violations, reply.body).toBeNull();
    expect(reply.status).toBe(200);
  });
});

describe("clusters stored before the server kept original_name", () => {
  const stored = structuredClone(contract.components.examples.DeploymentProdcluster.value);
  for (const node of stored.cluster.nodes) delete (node as { original_name?: string }).original_name;

  it("pass a cluster whose nodes have no original_name", async () => {
    const reply = await through("GET", "/v1/deployments/prodcluster", 200, stored, {
      headers: { Authorization: "Bearer a-session" },
    });
    expect(reply.violations, reply.body).toBeNull();
    expect(reply.status).toBe(200);
  });

  it("pass the list holding it", async () => {
    const body = { deployments: [stored], count: 1 };
    const reply = await through("GET", "/v1/deployments", 200, body, {
      headers: { Authorization: "Bearer a-session" },
    });
    expect(reply.violations, reply.body).toBeNull();
    expect(reply.status).toBe(200);
  });
});

describe("Stripe errors passed through by POST /v1/user/balance/charge", () => {
  const charge = { card_type: "card", payment_method_id: "tok_1QxR7mLkdIwHu7ixA3bFgT9c", amount: 20 };
  // Stripe's status and texts; `message` is Stripe's error code, absent when Stripe gives none.
  const stripeDown = "Sorry, something went wrong. We've already been notified of the problem.";
  it.each([
    { label: "402 card_declined", body: { status: 402, message: "card_declined", error: "Your card was declined." } },
    {
      label: "402 incorrect_cvc",
      body: { status: 402, message: "incorrect_cvc", error: "Your card's security code is incorrect." },
    },
    {
      label: "429 rate_limit",
      body: {
        status: 429,
        message: "rate_limit",
        error: "Request rate limit exceeded. Learn more about rate limits here https://stripe.com/docs/rate-limits.",
      },
    },
    {
      label: "401 api_key_expired",
      body: { status: 401, message: "api_key_expired", error: "Expired API Key provided: sk_live_****4fGh" },
    },
    { label: "401 without a code", body: { status: 401, error: "Invalid API Key provided: sk_live_****4fGh" } },
    {
      label: "403 secret_key_required",
      body: {
        status: 403,
        message: "secret_key_required",
        error: "The provided key 'rk_live_****4fGh' does not have the required permissions for this endpoint.",
      },
    },
    {
      label: "409 lock_timeout",
      body: { status: 409, message: "lock_timeout", error: "This object cannot be accessed right now." },
    },
    {
      label: "424 without a code",
      body: { status: 424, error: "The request could not be completed due to a failure in a dependency." },
    },
    { label: "500 without a code", body: { status: 500, error: stripeDown } },
    { label: "502", body: { status: 502, error: stripeDown } },
    { label: "503", body: { status: 503, error: stripeDown } },
    { label: "504", body: { status: 504, error: stripeDown } },
  ])("pass Stripe's $label", async ({ body }) => {
    const reply = await through("POST", "/v1/user/balance/charge", body.status, body, {
      headers: { Authorization: "Bearer a-session", "Content-Type": "application/json" },
      body: JSON.stringify(charge),
    });
    expect(reply.violations, reply.body).toBeNull();
    expect(reply.status).toBe(body.status);
    expect(JSON.parse(reply.body)).toEqual(body);
  });
});

describe("the auth middleware's and the handlers' replies at the same status", () => {
  it.each([
    {
      label: "401 of the middleware on a charge",
      method: "POST",
      path: "/v1/user/balance/charge",
      status: 401,
      body: { error: "Invalid or expired token" },
    },
    {
      label: "403 of the admin middleware",
      method: "DELETE",
      path: "/v1/users/27",
      status: 403,
      body: { error: "Admin access required" },
    },
    {
      label: "403 of an admin deleting their own account",
      method: "DELETE",
      path: "/v1/users/27",
      status: 403,
      body: { status: 403, message: "Admins cannot delete their own account" },
    },
  ])("pass the $label", async ({ method, path, status, body }) => {
    const reply = await through(method, path, status, body, {
      headers: { Authorization: "Bearer a-session", "Content-Type": "application/json" },
      ...(method === "POST" && {
        body: JSON.stringify({ card_type: "card", payment_method_id: "tok_visa", amount: 5 }),
      }),
    });
    expect(reply.violations, reply.body).toBeNull();
    expect(reply.status).toBe(status);
  });
});

describe("live events", () => {
  // The server's deploy-step hook (backend-api.md §4.3): one transient event per step, no id.
  const step = (type: string, status: string, text: string) => ({
    type,
    data: { message: `Deploying cluster "prodcluster" - Step ${text} (2/5)`, status },
    severity: "info",
    timestamp: "2026-03-14T09:35:40.553018224Z",
  });
  const conformance = createConformance();

  it.each([
    ["step_completed", step("step_completed", "completed", "completed")],
    // A step that failed after its retries is reported as "retrying" (a quirk of the hook).
    ["step_failed", step("step_failed", "retrying", "failed")],
    ["step_retrying", step("step_retrying", "retrying", "retrying")],
    [
      "user_registration",
      {
        type: "user_registration",
        data: { message: "User email is verified successfully", status: "succeeded" },
        severity: "success",
        timestamp: "2026-03-14T09:30:02.117845903Z",
      },
    ],
  ])("accept a %s event", (_type, message) => {
    expect(conformance.checkEvent(message)).toEqual([]);
  });
});
