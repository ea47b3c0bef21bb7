// The sandbox checked against the contract: the built sandbox runs behind `prism proxy --errors`, and
// every operation goes through the proxy (happy paths and the main error paths) with no violation.
// Prism answers invalid requests itself (422, or 401 without credentials) without forwarding them, so
// the sandbox's own 400/401 answers to such requests are checked directly against the contract with
// Ajv; so is the event stream, which Prism buffers.
// Each case starts from the seed (`POST /__sandbox/reset`), signs in afresh and follows its own live stream,
// so the cases run in any order (`vitest run --sequence.shuffle` proves it). Whatever a case needs beyond
// the seed (an account, a key, a cluster) it makes itself with the helpers below. Every case's stream is
// checked against the contract after it; coverage of every operation is checked once all cases have run.
import {
  createKubeCloudClient,
  createMemoryTokenStore,
  SseParser,
  trackNodeStatus,
  type Balance,
  type ClusterMetrics,
  type Deployment,
  type DeploymentList,
  type EventMessage,
  type GridNodePage,
  type NotificationPage,
  type TaskAccepted,
  type TokenPair,
  type VerificationAccepted,
  type VoucherList,
  type WorkflowStatus,
} from "@kubecloud/sdk";
import { createConformance, loadContract, operationsOf, type Enveloped } from "@kubecloud/sandbox";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildSandbox, checkedRequests, poll, send, startPrismProxy, startSandbox, type Server } from "./proxy.ts";
import { vm } from "../../packages/sandbox/src/test-support/requests.ts";

const conformance = createConformance();
let sandbox: Server;
let prism: Server;
const { api, direct, covered } = checkedRequests({ prism: () => prism.url, sandbox: () => sandbox.url }, conformance);

const workflowEnds = (id: string) =>
  poll(
    async () =>
      ["completed", "failed"].includes((await api<Enveloped<WorkflowStatus>>("GET", `/v1/workflow/${id}`)).body.data),
    `workflow ${id}`,
  );
const workflowStatus = async (id: string) =>
  (await api<Enveloped<WorkflowStatus>>("GET", `/v1/workflow/${id}`)).body.data;

/** The live stream of a user, read straight from the sandbox. */
function follow(token: string) {
  const controller = new AbortController();
  const messages: EventMessage[] = [];
  const frames: string[] = [];
  let contentType: string | null = null;
  // The reader runs in the background (an abort ends it), so what it sees is asserted in `has`.
  void (async () => {
    const response = await fetch(`${sandbox.url}/api/v1/events?token=${encodeURIComponent(token)}`, {
      signal: controller.signal,
    });
    contentType = response.headers.get("content-type");
    const parser = new SseParser();
    const decoder = new TextDecoder();
    const reader = response.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      for (const event of parser.feed(decoder.decode(value, { stream: true }))) {
        frames.push(event.event);
        messages.push(JSON.parse(event.data) as EventMessage);
      }
    }
  })().catch(() => {});
  return {
    messages,
    frames,
    stop: () => controller.abort(),
    has: async (test: (m: EventMessage) => boolean, what = "a live event") => {
      await poll(() => Promise.resolve(messages.some(test)), what);
      expect(contentType).toBe("text/event-stream");
    },
  };
}
type Follower = ReturnType<typeof follow>;

/** Waits until the stream has carried a message of each `type/status`. */
async function sawKinds(events: Follower, ...kinds: string[]) {
  for (const kind of kinds) await events.has((m) => `${m.type}/${m.data.status}` === kind, `a ${kind} event`);
}

/** Everything a stream sent matches EventMessage and came as an `event: message` frame. */
function expectConformingStream(events: Follower) {
  expect(new Set(events.frames)).toEqual(new Set(["message"]));
  for (const message of events.messages) expect(conformance.checkEvent(message), JSON.stringify(message)).toEqual([]);
}

const login = async (email: string, password: string) =>
  (await api<Enveloped<TokenPair>>("POST", "/v1/user/login", { body: { email, password } })).body.data;

/** The last code the sandbox emailed to `email`. */
const emailedCode = async (email: string) =>
  ((await (await fetch(`${sandbox.url}/__sandbox/codes?email=${email}`)).json()) as { code: number }).code;

/** Registers and verifies an account (setup for the cases that need one beyond the seed). */
async function signUp(email: string, name: string) {
  const body = { name, email, password: "Str0ng!Pass", confirm_password: "Str0ng!Pass" };
  expect((await api("POST", "/v1/user/register", { body })).status).toBe(202);
  await poll(async () => (await fetch(`${sandbox.url}/__sandbox/codes?email=${email}`)).ok, "the emailed code");
  const verified = await api<Enveloped<VerificationAccepted>>("POST", "/v1/user/register/verify", {
    body: { email, code: await emailedCode(email) },
  });
  expect(verified.status).toBe(202);
  await poll(
    async () => (await workflowStatus(verified.body.data.workflow_id)) === "completed",
    "the verification workflow",
  );
}

const sshKey = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGM0pHSkWozn0yaS+tPPBF1h3tmhAMqRbvSsoP/os0vG test@box";
const addSshKey = (token: string) =>
  api<Enveloped<{ ID: number }>>("POST", "/v1/user/ssh-keys", { token, body: { name: "testbox", public_key: sshKey } });

/** Deploys cluster `web1` (master1 on node 3019, worker1 on node 87) and waits for its workflow to end. */
async function deployWeb1(token: string) {
  const accepted = await api<TaskAccepted>("POST", "/v1/deployments", {
    token,
    body: { name: "web1", token: "securetoken", nodes: [vm("master1", 3019, "master"), vm("worker1", 87)] },
  });
  await workflowEnds(accepted.body.task_id);
  return accepted;
}

let demo: TokenPair;
let admin: TokenPair;
let demoEvents: Follower;

beforeAll(async () => {
  await buildSandbox();
  sandbox = await startSandbox({ seed: 4242, speed: 50 });
  prism = await startPrismProxy(`${sandbox.url}/api`);
});
beforeEach(async () => {
  expect((await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" })).status).toBe(200);
  demo = await login("amira@example.com", "Str0ng!Pass");
  admin = await login("admin@example.com", "Adm1n!Pass");
  demoEvents = follow(demo.access_token);
  await demoEvents.has((m) => m.type === "connected", "the stream to open");
});
afterEach(() => {
  demoEvents.stop();
  expectConformingStream(demoEvents);
});
afterAll(async () => {
  try {
    // Every operation of the contract was driven through the proxy, by one case or another.
    const all = [...operationsOf(loadContract())].map(({ op }) => op.operationId);
    expect(all.filter((id) => !covered.has(id))).toEqual([]);
  } finally {
    await prism?.stop();
    await sandbox?.stop();
  }
});

describe("system and the grid", () => {
  it("serves health, statistics, maintenance, the grid, storage pools, twins and workflow status", async () => {
    expect((await api("GET", "/v1/health")).status).toBe(200);
    expect((await api<{ up_nodes: number }>("GET", "/v1/stats")).body.up_nodes).toBe(32);
    expect((await api("GET", "/v1/system/maintenance/status")).body.data).toEqual({ enabled: false });
    const grid = (await api<Enveloped<GridNodePage>>("GET", "/v1/nodes?healthy=true&size=1000")).body.data;
    expect(grid.nodes!.length).toBe(grid.total);
    expect(
      (
        await api<Enveloped<GridNodePage>>("GET", "/v1/nodes?region=Africa&status=up&sort_by=node_id&sort_order=DESC")
      ).body.data.nodes!.map((n) => n.country),
    ).toContain("Kenya");
    expect((await api("GET", "/v1/nodes/1024/storage-pool")).status).toBe(200);
    expect((await api("GET", "/v1/nodes/777777/storage-pool")).body).toEqual({
      status: 404,
      message: "Node not found",
    });
    expect((await api("GET", "/v1/twins/4821/account")).status).toBe(200);
    expect((await api("GET", "/v1/twins/777777/account")).status).toBe(404);
    expect((await api("GET", "/v1/workflow/3f6c2a8e-9b1d-4e57-a2c4-7d90f1b3e685")).body).toEqual({
      status: 500,
      message: "Internal server error",
    });
  });
});

describe("accounts", () => {
  const email = "nadia@example.net";

  it("registers, verifies the emailed code and signs in once the account is set up", async () => {
    const body = { name: "Nadia Ochieng", email, password: "Str0ng!Pass", confirm_password: "Str0ng!Pass" };
    expect((await api("POST", "/v1/user/register", { body })).status).toBe(202);
    let code = 0;
    await poll(async () => {
      const response = await fetch(`${sandbox.url}/__sandbox/codes?email=${email}`);
      if (response.ok) code = ((await response.json()) as { code: number }).code;
      return response.ok;
    }, "the emailed code");
    expect(
      (await api("POST", "/v1/user/register/verify", { body: { email, code: code === 9998 ? 1000 : code + 1 } })).body,
    ).toEqual({ status: 400, message: "verification failed", error: "Invalid verification code" });
    const verified = await api<Enveloped<VerificationAccepted>>("POST", "/v1/user/register/verify", {
      body: { email, code },
    });
    expect(verified.status).toBe(202);
    // Waits on the workflow, not on its live event: the stream can only open once verify has returned
    // the token, and at speed 50 the workflow may end first (the sandbox's unit test checks the event).
    await poll(
      async () => (await workflowStatus(verified.body.data.workflow_id)) === "completed",
      "the verification workflow",
    );
    expect((await api("POST", "/v1/user/register", { body })).status).toBe(409);
    expect((await api("POST", "/v1/user/register/verify", { body: { email, code } })).status).toBe(409);
    const login = await api<Enveloped<TokenPair>>("POST", "/v1/user/login", {
      body: { email, password: "Str0ng!Pass" },
    });
    expect(login.status).toBe(201);
    expect((await api("GET", "/v1/user/", { token: login.body.data.access_token })).body).toMatchObject({
      status: 200,
      data: { user: { email, verified: true, sponsored: true } },
    });
  });

  it("answers wrong credentials, refreshes, and resets a password", async () => {
    await signUp(email, "Nadia Ochieng");
    const session = await login(email, "Str0ng!Pass");
    expect((await api("POST", "/v1/user/login", { body: { email, password: "Wrong!Pass1" } })).status).toBe(401);
    expect(
      (await api("POST", "/v1/user/login", { body: { email: "nobody@example.net", password: "Wrong!Pass1" } })).status,
    ).toBe(400);
    expect((await api("POST", "/v1/user/refresh", { body: { refresh_token: session.refresh_token } })).status).toBe(
      201,
    );
    expect((await api("POST", "/v1/user/refresh", { body: { refresh_token: "not-a-token" } })).body).toEqual({
      status: 401,
      message: "refresh token failed",
      error: "Invalid or expired refresh token",
    });
    expect((await api("GET", "/v1/user/", { token: "not-a-token" })).body).toEqual({
      error: "Invalid or expired token",
    });
    expect((await api("POST", "/v1/user/forgot_password", { body: { email: "nobody@example.net" } })).status).toBe(404);
    expect((await api("POST", "/v1/user/forgot_password", { body: { email } })).status).toBe(200);
    const code = await emailedCode(email);
    expect(
      (await api("POST", "/v1/user/forgot_password/verify", { body: { email, code: code === 9998 ? 1000 : code + 1 } }))
        .body,
    ).toEqual({ status: 400, message: "Invalid code" });
    const reset = await api<Enveloped<TokenPair>>("POST", "/v1/user/forgot_password/verify", { body: { email, code } });
    expect(reset.status).toBe(201);
    const changed = await api("PUT", "/v1/user/change_password", {
      token: reset.body.data.access_token,
      body: { email, password: "N3w!Secret", confirm_password: "N3w!Secret" },
    });
    expect(changed.body).toEqual({ status: 202, message: "password is updated successfully" });
    expect((await api("POST", "/v1/user/login", { body: { email, password: "N3w!Secret" } })).status).toBe(201);
  });
});

describe("nodes, with the SDK as the console uses it", () => {
  const sdk = (violations: string[]) =>
    createKubeCloudClient({
      baseUrl: prism.url,
      tokens: createMemoryTokenStore({ accessToken: demo.access_token, refreshToken: demo.refresh_token }),
      fetch: async (request) => {
        const response = await fetch(request);
        const operation = conformance.operationFor(request.method, new URL(request.url).pathname);
        if (operation) covered.add(operation.operationId);
        if (response.headers.get("sl-violations"))
          violations.push(`${request.method} ${request.url}: ${response.headers.get("sl-violations")}`);
        return response;
      },
    });

  it("reserves a node, waits for it in the rented list, then releases it", async () => {
    const violations: string[] = [];
    const client = sdk(violations);
    const listRented = async () => (await client.call("get", "/v1/user/nodes/rented")).nodes ?? [];
    const rentable = (await client.call("get", "/v1/user/nodes/rentable")).nodes ?? [];
    expect(rentable.map((n) => n.nodeId)).toContain(3361);
    expect(
      (await client.call("get", "/v1/user/nodes", { params: { query: { region: "Europe" } } })).nodes!.length,
    ).toBeGreaterThan(0);
    const accepted = await client.call("post", "/v1/user/nodes/{node_id}", {
      params: { path: { node_id: 3361 } },
      body: {},
    });
    expect(accepted.node_id).toBe(3361);
    await trackNodeStatus({ nodeId: 3361, target: "rented", listRented, intervalMs: 50 });
    await demoEvents.has((m) => m.type === "node" && m.data.message === "Node 3361 has been reserved successfully");
    const contract = (await listRented()).find((n) => n.nodeId === 3361)!.rentContractId;
    await client.call("delete", "/v1/user/nodes/unreserve/{contract_id}", {
      params: { path: { contract_id: contract } },
    });
    await trackNodeStatus({ nodeId: 3361, target: "rentable", listRented, intervalMs: 50 });
    await sawKinds(demoEvents, "node/started", "node/succeeded");
    expect(violations).toEqual([]);
  });

  it("answers the reserve and release error paths", async () => {
    const token = demo.access_token;
    expect((await api("POST", "/v1/user/nodes/150", { token, body: {} })).body).toEqual({
      status: 400,
      message: "Node is already reserved.",
    });
    expect((await api("POST", "/v1/user/nodes/777777", { token, body: {} })).body).toEqual({
      status: 404,
      message: "No nodes are available for rent.",
    });
    expect((await api("DELETE", "/v1/user/nodes/unreserve/12345", { token })).status).toBe(404);
    const poor = await login("tomasz@example.com", "Str0ng!Pass");
    expect((await api("POST", "/v1/user/nodes/3361", { token: poor.access_token, body: {} })).body.message).toBe(
      "You should at least have enough balance for one hour",
    );
  });
});

describe("billing", () => {
  it("charges cards, redeems vouchers and serves pending records and invoices", async () => {
    const token = demo.access_token;
    expect((await api<Enveloped<Balance>>("GET", "/v1/user/balance", { token })).status).toBe(200);
    const charge = (payment_method_id: string, amount: number) =>
      api("POST", "/v1/user/balance/charge", { token, body: { card_type: "card", payment_method_id, amount } });
    expect((await charge("tok_visa", 20)).status).toBe(202);
    await demoEvents.has((m) => m.data.status === "funds_succeeded");
    expect((await charge("tok_chargeDeclined", 30)).status).toBe(202);
    await demoEvents.has((m) => m.data.status === "funds_failed" && m.severity === "error");
    expect((await charge("tok_chargeDeclinedExpiredCard", 5)).body).toEqual({
      status: 402,
      message: "expired_card",
      error: "Your card has expired.",
    });

    expect((await api("PUT", "/v1/user/redeem/Hq7TzR2w-5509", { token, body: {} })).status).toBe(202);
    expect((await api("PUT", "/v1/user/redeem/Hq7TzR2w-5509", { token, body: {} })).body).toEqual({
      status: 400,
      message: "Voucher is already redeemed",
    });
    expect((await api("PUT", "/v1/user/redeem/8zqXNHgF-2348", { token, body: {} })).body).toEqual({
      status: 400,
      message: "Voucher is already expired",
    });
    expect((await api("PUT", "/v1/user/redeem/NOPE1234-0000", { token, body: {} })).body).toEqual({
      status: 404,
      message: "Voucher is not found",
    });
    await demoEvents.has((m) => m.data.status === "voucher_redeemed");
    await sawKinds(demoEvents, "billing/funds_succeeded", "billing/funds_failed", "billing/voucher_redeemed");

    expect(
      (await api<Enveloped<{ pending_records: unknown[] }>>("GET", "/v1/user/pending-records", { token })).body.data
        .pending_records.length,
    ).toBeGreaterThan(0);
    const invoices = (await api<Enveloped<{ invoices: { id: number }[] }>>("GET", "/v1/user/invoice", { token })).body
      .data.invoices;
    expect(invoices.map((i) => i.id)).toEqual([301, 302, 317]);
    const pdf = await api<string>("GET", "/v1/user/invoice/317", { token });
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.body.startsWith("%PDF")).toBe(true);
    expect((await api("GET", "/v1/user/invoice/303", { token })).body).toEqual({
      status: 404,
      message: "User is not authorized to download this invoice",
    });
  });
});

describe("SSH keys and notifications", () => {
  it("adds, refuses duplicates and bad keys, and deletes keys", async () => {
    const token = demo.access_token;
    expect((await api<Enveloped<unknown[]>>("GET", "/v1/user/ssh-keys", { token })).body.data).toHaveLength(3);
    const added = await addSshKey(token);
    expect(added.status).toBe(201);
    expect(
      (await api("POST", "/v1/user/ssh-keys", { token, body: { name: "again", public_key: sshKey } })).body.message,
    ).toBe("Duplicate SSH key");
    expect(
      (await api("POST", "/v1/user/ssh-keys", { token, body: { name: "bad", public_key: "ssh-ed25519 AAAA" } })).body
        .message,
    ).toBe("Validation Error");
    expect((await api("DELETE", `/v1/user/ssh-keys/${added.body.data.ID}`, { token })).status).toBe(200);
    expect((await api("DELETE", `/v1/user/ssh-keys/${added.body.data.ID}`, { token })).status).toBe(404);
    await sawKinds(demoEvents, "user/ssh_key_added", "user/ssh_key_deleted");
  });

  it("lists, marks and deletes notifications", async () => {
    const token = demo.access_token;
    const added = await addSshKey(token);
    expect((await api("DELETE", `/v1/user/ssh-keys/${added.body.data.ID}`, { token })).status).toBe(200);
    const page = (await api<Enveloped<NotificationPage>>("GET", "/v1/notifications?limit=50", { token })).body.data;
    expect(page.notifications.slice(0, 2).map((n) => n.payload.subject)).toEqual([
      "SSH key deleted",
      "New SSH key added",
    ]);
    const id = page.notifications[0].id;
    expect((await api("GET", "/v1/notifications/unread", { token })).status).toBe(200);
    expect((await api("PATCH", `/v1/notifications/${id}/read`, { token })).status).toBe(200);
    expect((await api("PATCH", `/v1/notifications/${id}/unread`, { token })).status).toBe(200);
    expect((await api("DELETE", `/v1/notifications/${id}`, { token })).status).toBe(200);
    expect((await api("PATCH", `/v1/notifications/${id}/read`, { token })).status).toBe(404);
    expect((await api("PATCH", `/v1/notifications/${id}/unread`, { token })).status).toBe(404);
    expect((await api("DELETE", `/v1/notifications/${id}`, { token })).status).toBe(404);
    expect((await api("PATCH", "/v1/notifications/read-all", { token })).status).toBe(200);
    expect((await api<Enveloped<NotificationPage>>("GET", "/v1/notifications/unread", { token })).body.data.count).toBe(
      0,
    );
    expect((await api("DELETE", "/v1/notifications", { token })).status).toBe(200);
  });
});

describe("deployments", () => {
  it("deploys a cluster step by step, then serves it, its kubeconfig and its metrics", async () => {
    const token = demo.access_token;
    const accepted = await deployWeb1(token);
    expect(accepted.status).toBe(202);
    expect(await workflowStatus(accepted.body.task_id)).toBe("completed");
    expect((await api<DeploymentList>("GET", "/v1/deployments", { token })).body.count).toBe(3);
    expect((await api<Deployment>("GET", "/v1/deployments/web1", { token })).body.cluster.nodes[0].type).toBe("leader");
    expect(
      (await api<{ kubeconfig: string }>("GET", "/v1/deployments/web1/kubeconfig", { token })).body.kubeconfig,
    ).toContain("apiVersion: v1");
    expect((await api<ClusterMetrics>("GET", "/clusters/web1/metrics", { token })).body.nodes).toHaveLength(2);
    await demoEvents.has((m) => m.type === "deployment" && m.data.message.includes("cluster 'web1' with 2 nodes"));
    expect(
      demoEvents.messages.filter((m) => m.type === "step_completed" && m.data.message.includes('"web1"')),
    ).toHaveLength(3);
    await sawKinds(demoEvents, "step_completed/completed", "deployment/succeeded");
    // Persisted notifications carry their id, transient ones do not.
    expect(demoEvents.messages.filter((m) => m.type === "step_completed").every((m) => m.id === undefined)).toBe(true);
    expect(
      demoEvents.messages.filter((m) => m.type === "deployment" && m.data.status === "succeeded").every((m) => m.id),
    ).toBe(true);
  });

  it("fails and rolls back a cluster whose VM does not fit", async () => {
    const token = demo.access_token;
    const accepted = await api<TaskAccepted>("POST", "/v1/deployments", {
      token,
      body: { name: "huge1", nodes: [vm("master1", 6011, "master", 9_000_000)] },
    });
    await workflowEnds(accepted.body.task_id);
    expect(await workflowStatus(accepted.body.task_id)).toBe("failed");
    await demoEvents.has((m) => m.data.message === "Rollback completed successfully for cluster 'huge1' with 1 nodes");
    expect(demoEvents.messages.some((m) => m.type === "step_failed" && m.data.status === "retrying")).toBe(true);
    await sawKinds(demoEvents, "step_failed/retrying", "deployment/failed");
    expect((await api("GET", "/v1/deployments/huge1", { token })).body).toEqual({ error: "deployment not found" });
  });

  it("answers the deployment error paths", async () => {
    const token = demo.access_token;
    await deployWeb1(token);
    expect(
      (await api("POST", "/v1/deployments", { token, body: { name: "web1", nodes: [vm("master1", 3019, "master")] } }))
        .body,
    ).toEqual({ error: "deployment already exists" });
    expect(
      (
        await api("POST", "/v1/deployments", {
          token,
          body: { name: "twin1", nodes: [vm("master1", 3019, "master"), vm("master1", 87)] },
        })
      ).body,
    ).toEqual({ status: 400, message: "Validation failed", error: "duplicate node name found: master1" });
    expect((await api("GET", "/v1/deployments/nothere/kubeconfig", { token })).status).toBe(404);
    expect((await api("DELETE", "/v1/deployments/nothere", { token })).status).toBe(404);
    const missing = await api<string>("GET", "/clusters/nothere/metrics", { token });
    expect([missing.status, missing.body]).toEqual([404, "404 page not found"]);
  });

  it("adds and removes nodes, deletes one cluster, then all", async () => {
    const token = demo.access_token;
    expect(await workflowStatus((await deployWeb1(token)).body.task_id)).toBe("completed");
    const added = await api<TaskAccepted>("POST", "/v1/deployments/web1/nodes", {
      token,
      body: { name: "web1", token: "", nodes: [vm("worker2", 5120)] },
    });
    expect(added.status).toBe(202);
    await workflowEnds(added.body.task_id);
    expect(
      (await api("POST", "/v1/deployments/web1/nodes", { token, body: { name: "web1", nodes: [vm("worker2", 6011)] } }))
        .status,
    ).toBe(409);
    expect(
      (
        await api("POST", "/v1/deployments/nothere/nodes", {
          token,
          body: { name: "nothere", nodes: [vm("worker2", 6011)] },
        })
      ).status,
    ).toBe(404);
    const removed = await api<TaskAccepted>("DELETE", "/v1/deployments/web1/nodes/worker1", { token });
    await workflowEnds(removed.body.task_id);
    expect((await api("DELETE", "/v1/deployments/web1/nodes/worker9", { token })).body).toEqual({
      error: 'node "worker9" not found in cluster "web1"',
    });
    expect(
      (await api<Deployment>("GET", "/v1/deployments/web1", { token })).body.cluster.nodes.map((n) => n.original_name),
    ).toEqual(["master1", "worker2"]);
    const deleted = await api<TaskAccepted>("DELETE", "/v1/deployments/web1", { token });
    await workflowEnds(deleted.body.task_id);
    const all = await api<TaskAccepted>("DELETE", "/v1/deployments", { token });
    expect(all.status).toBe(202);
    await workflowEnds(all.body.task_id);
    expect((await api("DELETE", "/v1/deployments", { token })).body).toEqual({
      message: "No deployments found to delete",
    });
    expect((await api<DeploymentList>("GET", "/v1/deployments", { token })).body).toEqual({
      deployments: [],
      count: 0,
    });
  });
});

describe("admin", () => {
  it("manages users, credits, mail, vouchers, invoices, pending records and maintenance", async () => {
    const token = admin.access_token;
    await signUp("nadia@example.net", "Nadia Ochieng");
    const users = (await api<Enveloped<{ users: { ID: number; email: string }[] }>>("GET", "/v1/users", { token })).body
      .data.users;
    const nadia = users.find((u) => u.email === "nadia@example.net")!;
    expect((await api("GET", "/v1/users", { token: demo.access_token })).body).toEqual({
      error: "Admin access required",
    });
    expect(
      (await api("POST", `/v1/users/${nadia.ID}/credit`, { token, body: { amount: 25, memo: "Welcome credit" } }))
        .status,
    ).toBe(202);
    expect(
      (await api("POST", "/v1/users/99999/credit", { token, body: { amount: 25, memo: "Nobody home" } })).status,
    ).toBe(500);
    const form = new FormData();
    form.set("subject", "Scheduled maintenance");
    form.set("body", "Saturday 06:00 to 08:00 UTC.");
    expect((await api("POST", "/v1/users/mail", { token, form })).body).toMatchObject({
      status: 200,
      data: { successful_emails: users.length },
    });
    const vouchers = (
      await api<Enveloped<VoucherList>>("POST", "/v1/vouchers/generate", {
        token,
        body: { count: 2, value: 10, expire_after_days: 7 },
      })
    ).body.data.vouchers;
    expect(vouchers).toHaveLength(2);
    expect(
      (await api<Enveloped<VoucherList>>("GET", "/v1/vouchers", { token })).body.data.vouchers.length,
    ).toBeGreaterThan(2);
    expect((await api("GET", "/v1/invoices", { token })).status).toBe(200);
    expect((await api("GET", "/v1/pending-records", { token })).status).toBe(200);
    expect((await api("PUT", "/v1/system/maintenance/status", { token, body: { enabled: true } })).status).toBe(200);
    expect((await api("GET", "/v1/system/maintenance/status")).body.data).toEqual({ enabled: true });
    await api("PUT", "/v1/system/maintenance/status", { token, body: { enabled: false } });
    expect((await api("DELETE", "/v1/users/1", { token })).body).toEqual({
      status: 403,
      message: "Admins cannot delete their own account",
    });
    expect((await api("DELETE", `/v1/users/${nadia.ID}`, { token })).status).toBe(200);
    expect((await api("DELETE", `/v1/users/${nadia.ID}`, { token })).status).toBe(404);
  });
});

describe("requests Prism refuses to forward, checked straight against the sandbox", () => {
  it("answers validation failures with the documented shapes", async () => {
    const token = demo.access_token;
    expect(
      (
        await direct("POST", "/v1/user/register", {
          body: { name: "Al", email: "bad", password: "x", confirm_password: "y" },
        })
      ).body.message,
    ).toBe("Invalid request format");
    expect(
      (await direct("POST", "/v1/user/register/verify", { body: { email: "a@example.net", code: "1234" } })).body.error,
    ).toMatch(/^json: cannot unmarshal string/);
    expect((await direct("POST", "/v1/user/login", { body: { email: "amira@example.com" } })).status).toBe(400);
    expect((await direct("POST", "/v1/user/refresh", { body: {} })).status).toBe(400);
    expect((await direct("POST", "/v1/user/forgot_password", { body: "{" })).body.error).toBe("unexpected EOF");
    expect(
      (await direct("POST", "/v1/user/forgot_password/verify", { body: { email: "amira@example.com", code: 0 } }))
        .status,
    ).toBe(400);
    expect(
      (
        await direct("PUT", "/v1/user/change_password", {
          token,
          body: { email: "amira@example.com", password: "N3w!Secret", confirm_password: "Other!Secret" },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await direct("POST", "/v1/user/balance/charge", {
          token,
          body: { card_type: "card", payment_method_id: "pm_card_visa", amount: 5 },
        })
      ).status,
    ).toBe(400);
    expect((await direct("POST", "/v1/user/ssh-keys", { token, body: { name: "x" } })).status).toBe(400);
    expect((await direct("POST", "/v1/deployments", { token, body: { name: "a!", nodes: [] } })).body).toEqual({
      error: "Invalid request json format",
    });
    expect(
      (await direct("POST", "/v1/deployments/web1/nodes", { token, body: { name: "web1", nodes: [] } })).body,
    ).toEqual({ error: "Invalid request json format" });
    expect((await direct("GET", "/v1/nodes?size=abc")).body.error).toBe("Invalid limit params");
    expect((await direct("GET", "/v1/user/nodes?healthy=maybe", { token })).body.error).toBe("Invalid filter params");
    expect((await direct("GET", "/v1/user/invoice/march", { token })).body.message).toBe("Invalid invoice ID");
    expect((await direct("DELETE", "/v1/user/ssh-keys/abc", { token })).status).toBe(400);
    expect((await direct("PATCH", "/v1/notifications/abc/read", { token })).status).toBe(400);
    expect((await direct("POST", "/v1/user/nodes/abc", { token, body: {} })).status).toBe(500);
    expect((await direct("DELETE", "/v1/user/nodes/unreserve/abc", { token })).status).toBe(500);
    expect((await direct("GET", "/v1/workflow/not-a-uuid")).status).toBe(500);
    expect((await direct("GET", "/v1/nodes/abc/storage-pool")).status).toBe(400);
    expect((await direct("GET", "/v1/twins/abc/account")).status).toBe(400);
    const adminToken = admin.access_token;
    expect(
      (await direct("POST", "/v1/users/12/credit", { token: adminToken, body: { amount: 5, memo: "x" } })).status,
    ).toBe(400);
    expect(
      (
        await direct("POST", "/v1/vouchers/generate", {
          token: adminToken,
          body: { count: 0, value: 5, expire_after_days: 1 },
        })
      ).status,
    ).toBe(400);
    expect(
      (await direct("PUT", "/v1/system/maintenance/status", { token: adminToken, body: { enabled: "yes" } })).status,
    ).toBe(400);
    expect((await direct("DELETE", "/v1/users/abc", { token: adminToken })).status).toBe(400);
    const mail = new FormData();
    mail.set("body", "no subject");
    expect((await direct("POST", "/v1/users/mail", { token: adminToken, form: mail })).status).toBe(400);
    // Id 0 makes the real server panic: 500 with an empty body (documented, but not JSON).
    const zero = await send(`${sandbox.url}/api`, "DELETE", "/v1/users/0", { token: adminToken });
    expect([zero.status, await zero.text()]).toEqual([500, ""]);
  });

  it("answers missing credentials with the middleware's bare errors", async () => {
    expect((await direct("GET", "/v1/user/balance")).body).toEqual({
      error: "Authorization header or token query parameter missing",
    });
    expect((await direct("GET", "/v1/events")).body).toEqual({
      error: "Authorization header or token query parameter missing",
    });
    expect((await direct("GET", "/v1/users")).body).toEqual({ error: "Authorization header missing" });
    // Through the proxy, a bad token reaches the sandbox and gets its bare 401.
    expect((await api("GET", "/v1/events?token=not-a-token")).body).toEqual({ error: "Invalid or expired token" });
  });
});

describe("live events (read straight from the sandbox: Prism buffers streams)", () => {
  // Every case's stream is checked after it (`expectConformingStream`), and each case waits for the kinds of
  // event it causes (`sawKinds`): node, billing, user, step_completed, step_failed and deployment.
  it("sent only messages that match EventMessage, as `event: message` frames", async () => {
    expect(demoEvents.messages[0]).toMatchObject({
      type: "connected",
      data: { message: "", status: "connected" },
      severity: "info",
    });
    await sawKinds(demoEvents, "connected/connected");
    expectConformingStream(demoEvents);
  });
});
