import { afterEach, describe, expect, it, vi } from "vitest";
import { createKubeCloudClient } from "./client.ts";
import { KubeCloudError } from "./errors.ts";
import { createMemoryTokenStore } from "./tokens.ts";
import { contractExample, fakeFetch, json, type Handler } from "./test-support/fake-fetch.ts";

const BASE = "http://api.test/api";

function setup(
  routes: Record<string, Handler>,
  tokens: { accessToken?: string; refreshToken?: string } = { accessToken: "old-access", refreshToken: "refresh-1" },
) {
  const server = fakeFetch(routes);
  const store = createMemoryTokenStore(tokens);
  const onSessionExpired = vi.fn();
  const client = createKubeCloudClient({ baseUrl: `${BASE}/`, tokens: store, fetch: server.fetch, onSessionExpired });
  return { client, server, store, onSessionExpired };
}

const bearer = (request: Request) => request.headers.get("Authorization");

afterEach(() => {
  vi.useRealTimers();
});

describe("bodies", () => {
  it("unwraps the envelope's data and sends no token to public operations", async () => {
    const grid = contractExample<{ data: { nodes: unknown[] } }>("GridNodeGrid");
    const { client, server } = setup({ "GET /api/v1/nodes": () => json(grid) });
    const page = await client.call("get", "/v1/nodes", { params: { query: { healthy: true, size: 1000 } } });
    expect(page).toEqual(grid.data);
    const sent = new URL(server.requests[0].url);
    expect(sent.search).toBe("?healthy=true&size=1000");
    expect(bearer(server.requests[0])).toBeNull();
  });

  it("returns raw bodies as they are", async () => {
    const stats = { total_users: 3, total_clusters: 1, up_nodes: 12, countries: 4, cores: 96, ssd: 1024.5 };
    const { client } = setup({ "GET /api/v1/stats": () => json(stats) });
    await expect(client.call("get", "/v1/stats")).resolves.toEqual(stats);
  });

  it("turns a 204 and an envelope without data into an empty object", async () => {
    const { client } = setup({
      "PATCH /api/v1/notifications/read-all": () => new Response(null, { status: 204 }),
      "DELETE /api/v1/notifications": () => json({ status: 200, message: "All notifications deleted successfully" }),
    });
    await expect(client.call("patch", "/v1/notifications/read-all")).resolves.toEqual({});
    await expect(client.call("delete", "/v1/notifications")).resolves.toEqual({});
  });

  it("sends the session's bearer token and deletes leaked secrets before returning", async () => {
    const profile = contractExample<{ data: { user: Record<string, unknown> } }>("UserProfileDemo");
    const leaky = { ...profile, data: { user: { ...profile.data.user, password: "JDJhJDEwJG", code: 4821 } } };
    const { client, server } = setup({ "GET /api/v1/user/": () => json(leaky) });
    const { user } = await client.call("get", "/v1/user/");
    expect(user).toEqual(profile.data.user);
    expect(user).not.toHaveProperty("password");
    expect(user).not.toHaveProperty("code");
    expect(bearer(server.requests[0])).toBe("Bearer old-access");
  });

  it("downloads binary bodies as a Blob", async () => {
    const { client } = setup({
      "GET /api/v1/user/invoice/301": () =>
        new Response("%PDF-1.7", { headers: { "Content-Type": "application/pdf" } }),
    });
    const pdf = await client.call("get", "/v1/user/invoice/{invoice_id}", { params: { path: { invoice_id: 301 } } });
    expect(pdf).toBeInstanceOf(Blob);
    await expect(pdf.text()).resolves.toBe("%PDF-1.7");
  });

  it("builds errors from the server's text, with the operation's own message beside it", async () => {
    const { client } = setup({
      "POST /api/v1/user/login": () =>
        json({ status: 401, message: "login failed", error: "email or password is incorrect" }, 401, "Unauthorized"),
      "POST /api/v1/user/register": () => new Response("", { status: 502, statusText: "Bad Gateway" }),
    });
    const login = await client
      .call("post", "/v1/user/login", { body: { email: "a@example.com", password: "nope" } })
      .catch((e: unknown) => e);
    expect(login).toBeInstanceOf(KubeCloudError);
    expect(login).toMatchObject({
      message: "email or password is incorrect",
      status: 401,
      operationId: "login",
      fallbackMessage: "Login failed",
    });
    const register = await client
      .call("post", "/v1/user/register", {
        body: { name: "Amira", email: "a@example.com", password: "Secret123!", confirm_password: "Secret123!" },
      })
      .catch((e: unknown) => e as KubeCloudError);
    expect(register).toMatchObject({ message: "HTTP 502: Bad Gateway", status: 502, code: "UNKNOWN_ERROR" });
    expect((register as KubeCloudError).userMessage).toBe("Registration failed");
  });

  it("reports a network failure as an unexpected error", async () => {
    const client = createKubeCloudClient({
      baseUrl: BASE,
      tokens: createMemoryTokenStore(),
      fetch: () => Promise.reject(new TypeError("fetch failed")),
    });
    await expect(client.call("get", "/v1/stats")).rejects.toMatchObject({
      message: "An unexpected error occurred",
      code: "NETWORK_ERROR",
      status: 500,
    });
  });

  it("reports a caller's own abort as a silent cancellation", async () => {
    const { client } = setup({
      "GET /api/v1/stats": (request) =>
        new Promise((_, reject) =>
          request.signal.addEventListener("abort", () =>
            reject(new DOMException("The operation was aborted", "AbortError")),
          ),
        ),
    });
    const controller = new AbortController();
    const pending = client.call("get", "/v1/stats", { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: "ABORTED", silent: true });
  });

  it("marks the maintenance check's failures silent, as the contract says", async () => {
    const { client } = setup({
      "GET /api/v1/system/maintenance/status": () => json({ status: 500, message: "Internal server error" }, 500),
    });
    await expect(client.call("get", "/v1/system/maintenance/status")).rejects.toMatchObject({
      silent: true,
      message: "Internal server error",
    });
  });

  it("builds the live event URL with the token as a query parameter", () => {
    const { client } = setup({});
    expect(client.eventsUrl("a b")).toBe(`${BASE}/v1/events?token=a%20b`);
  });
});

describe("success replies the contract does not allow (an empty or shapeless 200)", () => {
  it("fails a sign-in whose reply has no body, stores nothing, and says 'An unexpected error occurred'", async () => {
    const { client, store } = setup({ "POST /api/v1/user/login": () => new Response("", { status: 201 }) }, {});
    const error = await client
      .call("post", "/v1/user/login", { body: { email: "amira@example.com", password: "Str0ng!Pass" } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KubeCloudError);
    expect(error).toMatchObject({ code: "INVALID_RESPONSE", message: "An unexpected error occurred" });
    expect((error as KubeCloudError).userMessage).toBe("An unexpected error occurred");
    expect(store.getAccessToken()).toBeNull();
  });

  it("fails a reply whose envelope lacks its data, or whose data lacks a required field", async () => {
    const { client } = setup({
      "POST /api/v1/user/register": () => json({ status: 202, message: "Registration in progress." }, 202),
      "POST /api/v1/user/login": () => json({ status: 201, data: { access_token: "a" } }, 201),
      "GET /api/v1/notifications": () => json({}),
    });
    const register = client.call("post", "/v1/user/register", {
      body: { name: "Amira", email: "a@example.com", password: "Secret123!", confirm_password: "Secret123!" },
    });
    await expect(register).rejects.toMatchObject({ code: "INVALID_RESPONSE" });
    const login = client.call("post", "/v1/user/login", { body: { email: "a@example.com", password: "Secret123!" } });
    await expect(login).rejects.toMatchObject({ code: "INVALID_RESPONSE" });
    await expect(client.call("get", "/v1/notifications")).rejects.toMatchObject({ code: "INVALID_RESPONSE" });
  });

  it("fails a wrong kind deep inside (a string where the contract has a list), and names where", async () => {
    const { client } = setup({
      "GET /api/v1/user/ssh-keys": () => json({ status: 200, data: "none" }),
    });
    const error = (await client.call("get", "/v1/user/ssh-keys").catch((e: unknown) => e)) as KubeCloudError;
    expect(error.code).toBe("INVALID_RESPONSE");
    expect(String(error.cause)).toMatch(/\$\.data/);
  });

  it("accepts what the contract allows: nulls where it says so, extra keys, an empty 204", async () => {
    const { client } = setup({
      "GET /api/v1/user/pending-records": () => json({ status: 200, data: { pending_records: null } }),
      "GET /api/v1/system/maintenance/status": () => json({ status: 200, data: { enabled: true, since: "now" } }),
      "PATCH /api/v1/notifications/read-all": () => new Response(null, { status: 204 }),
    });
    await expect(client.call("get", "/v1/user/pending-records")).resolves.toEqual({ pending_records: null });
    await expect(client.call("get", "/v1/system/maintenance/status")).resolves.toMatchObject({ enabled: true });
    await expect(client.call("patch", "/v1/notifications/read-all")).resolves.toEqual({});
  });
});

describe("what a failure tells the user", () => {
  it("a timeout says 'Request timed out', never the call's own message", async () => {
    vi.useFakeTimers();
    const { client } = setup({ "POST /api/v1/user/login": () => new Promise<Response>(() => undefined) }, {});
    const login = client
      .call("post", "/v1/user/login", { body: { email: "a@example.com", password: "Secret123!" } })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(((await login) as KubeCloudError).userMessage).toBe("Request timed out");
  });

  it("a dropped connection says 'An unexpected error occurred'; a server without text gets the call's message", async () => {
    const { client } = setup(
      {
        "POST /api/v1/user/login": () => Promise.reject(new TypeError("Failed to fetch")),
        "POST /api/v1/user/register": () => new Response(null, { status: 500 }),
      },
      {},
    );
    const offline = (await client
      .call("post", "/v1/user/login", { body: { email: "a@example.com", password: "Secret123!" } })
      .catch((e: unknown) => e)) as KubeCloudError;
    expect(offline).toMatchObject({ code: "NETWORK_ERROR", userMessage: "An unexpected error occurred" });
    const silentServer = (await client
      .call("post", "/v1/user/register", {
        body: { name: "Amira", email: "a@example.com", password: "Secret123!", confirm_password: "Secret123!" },
      })
      .catch((e: unknown) => e)) as KubeCloudError;
    expect(silentServer.userMessage).toBe("Registration failed");
  });
});

describe("timeouts", () => {
  const never: Handler = () => new Promise<Response>(() => undefined);

  async function timesOutAfter(ms: number, run: (client: ReturnType<typeof setup>["client"]) => Promise<unknown>) {
    vi.useFakeTimers();
    const everyRoute: Record<string, Handler> = new Proxy({}, { get: () => never });
    const { client } = setup(everyRoute);
    let settled: unknown = "pending";
    run(client).then(
      () => (settled = "resolved"),
      (error: unknown) => (settled = error),
    );
    await vi.advanceTimersByTimeAsync(ms - 1);
    expect(settled).toBe("pending");
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toMatchObject({ message: "Request timed out", code: "TIMEOUT" });
  }

  it("gives up after 10 s by default", () => timesOutAfter(10_000, (c) => c.call("get", "/v1/stats")));
  it("waits 60 s for registration verification", () =>
    timesOutAfter(60_000, (c) =>
      c.call("post", "/v1/user/register/verify", { body: { email: "a@example.com", code: 1234 } }),
    ));
  it("waits 60 s for a (re)sent registration", () =>
    timesOutAfter(60_000, (c) =>
      c.call("post", "/v1/user/register", {
        body: { name: "Amira", email: "a@example.com", password: "Secret123!", confirm_password: "Secret123!" },
      }),
    ));
  it("waits only 5 s for the maintenance status", () =>
    timesOutAfter(5_000, (c) => c.call("get", "/v1/system/maintenance/status")));
  it("waits 120 s for a kubeconfig", () =>
    timesOutAfter(120_000, (c) =>
      c.call("get", "/v1/deployments/{name}/kubeconfig", { params: { path: { name: "prodcluster" } } }),
    ));
  it("lets a caller choose its own timeout", () =>
    timesOutAfter(1_500, (c) => c.call("get", "/v1/stats", { timeoutMs: 1_500 })));
});

describe("business 401 and 403 replies are not about the session", () => {
  it("shows Stripe's 401 on a charge as an ordinary failure: no refresh, no sign-out", async () => {
    const { client, server, store, onSessionExpired } = setup({
      "POST /api/v1/user/balance/charge": () =>
        json({ status: 401, message: "api_key_expired", error: "Expired API Key provided: sk_live_****" }, 401),
      "POST /api/v1/user/refresh": () => json({ status: 201, data: { access_token: "new-access" } }, 201),
    });
    const error = (await client
      .call("post", "/v1/user/balance/charge", {
        body: { card_type: "card", payment_method_id: "tok_visa", amount: 20 },
      })
      .catch((e: unknown) => e)) as KubeCloudError;
    expect(error).toMatchObject({ status: 401, silent: false, userMessage: "Expired API Key provided: sk_live_****" });
    expect(server.count("POST /api/v1/user/refresh")).toBe(0);
    expect(store.getAccessToken()).toBe("old-access");
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it("shows an admin's enveloped 403 on deleting their own account as the server's text, signed in", async () => {
    const { client, server, onSessionExpired } = setup({
      "DELETE /api/v1/users/1": () =>
        json({ status: 403, message: "Forbidden", error: "Admins cannot delete their own account" }, 403),
    });
    const error = (await client
      .call("delete", "/v1/users/{user_id}", { params: { path: { user_id: 1 } } })
      .catch((e: unknown) => e)) as KubeCloudError;
    expect(error).toMatchObject({ status: 403, userMessage: "Admins cannot delete their own account" });
    expect(server.count("POST /api/v1/user/refresh")).toBe(0);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it("still refreshes for the auth middleware's own 403 ('Admin access required')", async () => {
    const { client, server } = setup({
      "GET /api/v1/users": (request) =>
        bearer(request) === "Bearer new-access"
          ? json(contractExample("AdminUserList"))
          : json({ error: "Admin access required" }, 403),
      "POST /api/v1/user/refresh": () => json({ status: 201, data: { access_token: "new-access" } }, 201),
    });
    await expect(client.call("get", "/v1/users")).resolves.toHaveProperty("users");
    expect(server.count("POST /api/v1/user/refresh")).toBe(1);
  });
});

describe("token refresh", () => {
  const refreshOk: Handler = async (request) => {
    expect(await request.json()).toEqual({ refresh_token: "refresh-1" });
    return json(
      { status: 201, message: "access token refreshed successfully", data: { access_token: "new-access" } },
      201,
    );
  };
  const balanceNeedsNewToken: Handler = (request) =>
    bearer(request) === "Bearer new-access"
      ? json({ status: 200, data: { balance_usd: 10, debt_usd: 1, pending_balance_usd: 0 } })
      : json({ error: "Invalid or expired token" }, 401);

  it("refreshes once for 100 concurrent 401s and retries each request once", async () => {
    const { client, server, store } = setup({
      "POST /api/v1/user/refresh": refreshOk,
      "GET /api/v1/user/balance": balanceNeedsNewToken,
    });
    const results = await Promise.all(Array.from({ length: 100 }, () => client.call("get", "/v1/user/balance")));
    expect(results).toHaveLength(100);
    expect(results.every((r) => r.balance_usd === 10)).toBe(true);
    expect(server.count("POST /api/v1/user/refresh")).toBe(1);
    expect(server.count("GET /api/v1/user/balance")).toBe(200);
    expect(store.getAccessToken()).toBe("new-access");
    expect(store.getRefreshToken()).toBe("refresh-1");
  });

  it("retries with the new token without refreshing again when another caller already refreshed", async () => {
    const { client, server } = setup({
      "POST /api/v1/user/refresh": refreshOk,
      "GET /api/v1/user/balance": balanceNeedsNewToken,
    });
    await client.call("get", "/v1/user/balance");
    // A request sent with the old token and refused after the refresh finished.
    const late = createKubeCloudClient({
      baseUrl: BASE,
      tokens: { ...createMemoryTokenStore({ accessToken: "new-access", refreshToken: "refresh-1" }) },
      fetch: server.fetch,
    });
    await expect(late.call("get", "/v1/user/balance")).resolves.toMatchObject({ balance_usd: 10 });
    expect(server.count("POST /api/v1/user/refresh")).toBe(1);
  });

  it("ends the session silently when the refresh fails", async () => {
    const { client, server, store, onSessionExpired } = setup({
      "POST /api/v1/user/refresh": () =>
        json({ status: 401, message: "refresh token failed", error: "Invalid or expired refresh token" }, 401),
      "GET /api/v1/user/balance": () => json({ error: "Invalid or expired token" }, 401),
    });
    const errors = await Promise.all(
      Array.from({ length: 5 }, () => client.call("get", "/v1/user/balance").catch((e: unknown) => e)),
    );
    for (const error of errors)
      expect(error).toMatchObject({ message: "Token expired", status: 401, code: "TOKEN_EXPIRED", silent: true });
    expect(store.getAccessToken()).toBeNull();
    expect(store.getRefreshToken()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(server.count("POST /api/v1/user/refresh")).toBe(1);
  });

  it("ends the session when the retry is still unauthorised", async () => {
    const { client, store, onSessionExpired } = setup({
      "POST /api/v1/user/refresh": refreshOk,
      "GET /api/v1/user/balance": () => json({ error: "Invalid or expired token" }, 401),
    });
    await expect(client.call("get", "/v1/user/balance")).rejects.toMatchObject({ code: "TOKEN_EXPIRED", silent: true });
    expect(store.getAccessToken()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it("ends the session when a fresh token is still forbidden (403)", async () => {
    const { client, store, onSessionExpired } = setup({
      "POST /api/v1/user/refresh": refreshOk,
      "GET /api/v1/users": () => json({ error: "Admin access required" }, 403, "Forbidden"),
    });
    await expect(client.call("get", "/v1/users")).rejects.toMatchObject({
      code: "TOKEN_EXPIRED",
      status: 401,
      silent: true,
    });
    expect(store.getAccessToken()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it("reports a server error on the retry as itself and keeps the session", async () => {
    const { client, store, onSessionExpired } = setup({
      "POST /api/v1/user/refresh": refreshOk,
      "GET /api/v1/user/balance": (request) =>
        bearer(request) === "Bearer new-access"
          ? json({ status: 500, message: "Internal server error" }, 500)
          : json({ error: "Invalid or expired token" }, 401),
    });
    await expect(client.call("get", "/v1/user/balance")).rejects.toMatchObject({
      message: "Internal server error",
      status: 500,
      silent: false,
    });
    expect(store.getAccessToken()).toBe("new-access");
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it("keeps a caller's own headers beside the bearer token", async () => {
    const { client, server } = setup({
      "GET /api/v1/user/balance": () =>
        json({ status: 200, data: { balance_usd: 1, debt_usd: 0, pending_balance_usd: 0 } }),
    });
    await client.call("get", "/v1/user/balance", { headers: new Headers({ "X-Request-Id": "abc" }) });
    expect(server.requests[0].headers.get("X-Request-Id")).toBe("abc");
    expect(bearer(server.requests[0])).toBe("Bearer old-access");
  });

  it("does not refresh without a refresh token: the session just ends", async () => {
    const { client, server, onSessionExpired } = setup(
      { "GET /api/v1/user/balance": () => json({ error: "Invalid or expired token" }, 401) },
      { accessToken: "old-access", refreshToken: "" },
    );
    await expect(client.call("get", "/v1/user/balance")).rejects.toMatchObject({ code: "TOKEN_EXPIRED" });
    expect(server.count("POST /api/v1/user/refresh")).toBe(0);
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it("uses a caller's own token (the reset session) as is, with no refresh on 401", async () => {
    const { client, server, store } = setup({
      "PUT /api/v1/user/change_password": () => json({ error: "Invalid or expired token" }, 401),
    });
    const body = { email: "amira@example.com", password: "N3w-Secret!", confirm_password: "N3w-Secret!" };
    await expect(client.call("put", "/v1/user/change_password", { body, token: "temp-reset" })).rejects.toMatchObject({
      status: 401,
      code: "UNKNOWN_ERROR",
    });
    expect(bearer(server.requests[0])).toBe("Bearer temp-reset");
    expect(server.count("POST /api/v1/user/refresh")).toBe(0);
    expect(store.getAccessToken()).toBe("old-access");
  });

  it("never refreshes for public operations", async () => {
    const { client, server } = setup({
      "POST /api/v1/user/login": () =>
        json({ status: 401, message: "login failed", error: "email or password is incorrect" }, 401),
    });
    await expect(
      client.call("post", "/v1/user/login", { body: { email: "a@example.com", password: "wrong" } }),
    ).rejects.toMatchObject({ status: 401 });
    expect(server.count("POST /api/v1/user/refresh")).toBe(0);
  });
});
