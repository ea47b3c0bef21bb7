import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createKubeCloudClient,
  createLiveEvents,
  createMemoryTokenStore,
  fetchEventSource,
  KubeCloudError,
  type EventMessage,
  type KubeCloudClient,
} from "@kubecloud/sdk";
import { startPrismMock, type PrismMock } from "./prism.ts";

let mock: PrismMock;
let api: KubeCloudClient;

beforeAll(async () => {
  mock = await startPrismMock();
  // The mock ignores the servers' `/api` prefix, so its root is the base URL.
  api = createKubeCloudClient({
    baseUrl: mock.url,
    tokens: createMemoryTokenStore({ accessToken: "a", refreshToken: "r" }),
  });
});
afterAll(() => mock?.stop());

const prefer = (value: string) => ({ headers: { Prefer: value } });

describe("System", () => {
  it("reads statistics, health, maintenance mode and workflow status", async () => {
    const stats = await api.call("get", "/v1/stats");
    expect(stats.up_nodes).toBeGreaterThan(0);
    const health = await api.call("get", "/v1/health");
    expect(Object.keys(health)).toContain("database");
    await expect(api.call("get", "/v1/system/maintenance/status")).resolves.toEqual({
      enabled: expect.any(Boolean) as boolean,
    });
    const status = await api.call("get", "/v1/workflow/{workflow_id}", {
      params: { path: { workflow_id: "3f1c2a9e-8b7d-4c6e-9a5f-1e2d3c4b5a69" } },
    });
    expect(["pending", "running", "completed", "failed"]).toContain(status);
  });
});

describe("Auth and Account", () => {
  it("signs in (201) and reads the user without leaked secrets", async () => {
    const tokens = await api.call("post", "/v1/user/login", {
      body: { email: "amira@example.com", password: "Secret123!" },
    });
    expect(tokens).toEqual({ access_token: expect.any(String) as string, refresh_token: expect.any(String) as string });
    const { user } = await api.call("get", "/v1/user/");
    expect(user.username).toBe("Amira Haddad");
    expect(user).not.toHaveProperty("password");
    expect(user).not.toHaveProperty("code");
  });

  it("reports a wrong password with the server's text", async () => {
    const error = await api
      .call("post", "/v1/user/login", {
        body: { email: "amira@example.com", password: "wrong-password" },
        ...prefer("code=401"),
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KubeCloudError);
    expect(error).toMatchObject({
      status: 401,
      message: "email or password is incorrect",
      fallbackMessage: "Login failed",
    });
  });

  it("rejects bodies that the SDK's types forbid, as the server does (its documented 400)", async () => {
    const violations: string[] = [];
    const strict = createKubeCloudClient({
      baseUrl: mock.url,
      tokens: createMemoryTokenStore({ accessToken: "t", refreshToken: "r" }),
      fetch: async (request) => {
        const response = await fetch(request);
        violations.push(response.headers.get("sl-violations") ?? "");
        return response;
      },
    });
    // @ts-expect-error: the password is required
    const missing = strict.call("post", "/v1/user/login", { body: { email: "amira@example.com" } });
    await expect(missing).rejects.toMatchObject({ status: 400 });
    expect(violations.pop()).toMatch(/password/);
    const wrongType = strict.call("post", "/v1/user/register/verify", {
      // @ts-expect-error: the code is a number
      body: { email: "amira@example.com", code: "1234" },
    });
    await expect(wrongType).rejects.toMatchObject({ status: 400 });
    expect(violations.pop()).toMatch(/code/);
    const badType = strict.call("post", "/v1/deployments", {
      body: {
        name: "demo1",
        // @ts-expect-error: a node's type is leader, master or worker
        nodes: [{ name: "boss1", type: "boss", node_id: 150, cpu: 2, memory: 4096, root_size: 5120, disk_size: 25600 }],
      },
    });
    await expect(badType).rejects.toMatchObject({ status: 400 });
    expect(violations.pop()).toMatch(/type/);
  });
});

describe("Nodes", () => {
  it("lists a believable public grid and the user's rented nodes", async () => {
    const grid = await api.call("get", "/v1/nodes", { params: { query: { healthy: true, size: 1000 } } });
    expect(grid.nodes?.length).toBeGreaterThanOrEqual(30);
    const countries = new Set(grid.nodes?.map((node) => node.country));
    expect(countries.size).toBeGreaterThanOrEqual(20);
    expect(grid.nodes?.some((node) => (node.num_gpu ?? 0) > 0)).toBe(true);
    const rented = await api.call("get", "/v1/user/nodes/rented");
    expect(rented.nodes?.map((node) => node.nodeId)).toEqual([150, 318, 1024, 2215]);
    expect(rented.nodes?.every((node) => node.discount_price === node.price_usd * 0.5)).toBe(true);
  });

  it("reserves a node asynchronously (202 with a workflow id)", async () => {
    const accepted = await api.call("post", "/v1/user/nodes/{node_id}", {
      params: { path: { node_id: 42 } },
      body: {},
    });
    expect(accepted.workflow_id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("Billing and SSH keys", () => {
  it("reads the balance, invoices, a PDF invoice and the SSH keys", async () => {
    const balance = await api.call("get", "/v1/user/balance");
    expect(typeof balance.balance_usd).toBe("number");
    const { invoices } = await api.call("get", "/v1/user/invoice");
    expect(invoices.length).toBeGreaterThan(0);
    const pdf = await api.call("get", "/v1/user/invoice/{invoice_id}", {
      params: { path: { invoice_id: invoices[0].id } },
    });
    expect(pdf).toBeInstanceOf(Blob);
    const keys = await api.call("get", "/v1/user/ssh-keys");
    expect(Array.isArray(keys)).toBe(true);
  });
});

describe("Deployments and metrics", () => {
  it("lists clusters with masters and workers and without secrets", async () => {
    const { deployments } = await api.call("get", "/v1/deployments");
    expect(deployments.length).toBeGreaterThan(0);
    const types = new Set(deployments.flatMap((d) => d.cluster.nodes.map((node) => node.type)));
    expect(types).toEqual(new Set(["leader", "master", "worker"]));
    expect(JSON.stringify(deployments)).not.toMatch(/MNEMONIC|K3S_TOKEN|"token"/);
  });

  it("starts a deployment (202 raw task)", async () => {
    const task = await api.call("post", "/v1/deployments", {
      body: {
        name: "demo1",
        token: "securetoken",
        nodes: [
          { name: "master1", type: "master", node_id: 150, cpu: 2, memory: 4096, root_size: 5120, disk_size: 25600 },
        ],
      },
    });
    expect(task).toMatchObject({
      task_id: expect.any(String) as string,
      status: expect.stringMatching(/pending|running/) as string,
    });
  });

  it("gets metrics where a server has them, and the server's 404 where it has not", async () => {
    const metrics = await api.call("get", "/clusters/{id}/metrics", { params: { path: { id: "prodcluster" } } });
    expect(metrics.nodes.length).toBeGreaterThan(0);
    const missing = api.call("get", "/clusters/{id}/metrics", {
      params: { path: { id: "prodcluster" } },
      headers: { Prefer: "code=404", Accept: "text/plain" },
    });
    await expect(missing).rejects.toMatchObject({
      status: 404,
      message: "HTTP 404: Not Found",
      fallbackMessage: "Failed to fetch cluster metrics",
    });
  });
});

describe("Notifications and events", () => {
  it("lists notifications and marks one read", async () => {
    const page = await api.call("get", "/v1/notifications", { params: { query: { limit: 50 } } });
    expect(page.notifications.length).toBeGreaterThan(0);
    const id = page.notifications[0].id;
    await expect(
      api.call("patch", "/v1/notifications/{notification_id}/read", { params: { path: { notification_id: id } } }),
    ).resolves.toEqual({});
  });

  it("follows the live stream with the token as a query parameter", async () => {
    const seen: string[] = [];
    let connected = false;
    const live = createLiveEvents({
      url: (token) => api.eventsUrl(token),
      createEventSource: fetchEventSource(),
      onEvent: (event: EventMessage) => seen.push(event.type),
      onConnectionChange: (value) => (connected ||= value),
    });
    live.setToken("contract-test");
    await expect.poll(() => connected, { timeout: 5_000 }).toBe(true);
    live.close();
  });
});

describe("Admin", () => {
  it("lists users without leaked secrets", async () => {
    const { users } = await api.call("get", "/v1/users");
    expect(users.length).toBeGreaterThan(1);
    for (const user of users) {
      expect(user).not.toHaveProperty("password");
      expect(typeof user.balance).toBe("number");
    }
  });

  it("generates vouchers with the admin form's defaults", async () => {
    const { vouchers } = await api.call("post", "/v1/vouchers/generate", {
      body: { count: 10, value: 50, expire_after_days: 30 },
    });
    expect(vouchers.length).toBeGreaterThan(0);
  });
});
