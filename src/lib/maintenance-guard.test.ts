import { QueryClient } from "@tanstack/react-query";
import { createKubeCloudClient, createMemoryTokenStore, isKubeCloudError } from "@kubecloud/sdk";
import { describe, expect, it, vi } from "vitest";
import { ok, scriptedFetch, type Handlers } from "../test/api.ts";
import { guardWrites, maintenanceWatch } from "./maintenance-guard.ts";
import { maintenanceQueries } from "./queries/maintenance.ts";

const changesStopped =
  "KubeCloud is under maintenance, so nothing can be changed right now and nothing was sent. Try again once it is over.";

function setup(handlers: Handlers, on = true) {
  const requests: Request[] = [];
  const raw = createKubeCloudClient({
    baseUrl: "http://api.test/api",
    tokens: createMemoryTokenStore({ accessToken: "a", refreshToken: "r" }),
    fetch: scriptedFetch(handlers, requests),
  });
  const watch = { isOn: vi.fn(() => Promise.resolve(on)), recheck: vi.fn() };
  return { api: guardWrites(raw, watch), raw, watch, requests };
}

const sent = (requests: Request[]) => requests.map((r) => `${r.method} ${new URL(r.url).pathname}`);

describe("the maintenance guard on the API client", () => {
  it("refuses a signed-in user's change while maintenance is on, with the maintenance message, sending nothing", async () => {
    const { api, requests } = setup({
      "POST /v1/user/nodes/{node_id}": () =>
        ok({ workflow_id: "6d2f9b41-8c3e-4a7d-b5f0-1e9a2c7d4b38", node_id: 1432, email: "amira@example.com" }, 202),
    });
    const error = await api
      .call("post", "/v1/user/nodes/{node_id}", { params: { path: { node_id: 1432 } }, body: {} })
      .catch((e: unknown) => e);
    expect(isKubeCloudError(error) && error).toMatchObject({
      status: 503,
      code: "MAINTENANCE",
      message: changesStopped,
      userMessage: changesStopped,
      silent: false,
    });
    expect(requests).toEqual([]);
  });

  it("lets reads, signing in and the admin's operations through, and every change once maintenance is off", async () => {
    const handlers: Handlers = {
      "GET /v1/user/balance": () => ok({ balance_usd: 1, debt_usd: 0, pending_balance_usd: 0 }),
      "POST /v1/user/login": () => ok({ access_token: "a", refresh_token: "r" }, 201),
      "PUT /v1/system/maintenance/status": () => ok({}),
      "DELETE /v1/user/ssh-keys/{ssh_key_id}": () => ok({}),
    };
    const on = setup(handlers);
    await on.api.call("get", "/v1/user/balance");
    await on.api.call("post", "/v1/user/login", { body: { email: "admin@example.com", password: "Adm1n!Pass" } });
    await on.api.call("put", "/v1/system/maintenance/status", { body: { enabled: false } });
    expect(sent(on.requests)).toEqual([
      "GET /api/v1/user/balance",
      "POST /api/v1/user/login",
      "PUT /api/v1/system/maintenance/status",
    ]);
    // Reads never ask whether maintenance is on; changes do.
    expect(on.watch.isOn).not.toHaveBeenCalled();

    const off = setup(handlers, false);
    await off.api.call("delete", "/v1/user/ssh-keys/{ssh_key_id}", { params: { path: { ssh_key_id: 3 } } });
    expect(sent(off.requests)).toEqual(["DELETE /api/v1/user/ssh-keys/3"]);
    expect(off.watch.isOn).toHaveBeenCalledTimes(1);
  });

  it("asks again at once when a reply says the service is unavailable (503), but not about its own check", async () => {
    const { api, watch } = setup(
      {
        "GET /v1/user/balance": () => new Response("Service Unavailable", { status: 503 }),
        "GET /v1/system/maintenance/status": () => new Response("Service Unavailable", { status: 503 }),
      },
      false,
    );
    await expect(api.call("get", "/v1/user/balance")).rejects.toMatchObject({ status: 503 });
    expect(watch.recheck).toHaveBeenCalledTimes(1);
    await expect(api.call("get", "/v1/system/maintenance/status")).rejects.toMatchObject({ status: 503 });
    expect(watch.recheck).toHaveBeenCalledTimes(1);
  });
});

describe("the app's maintenance watch", () => {
  it("uses the route guard's status while it is under 5 s old, and asks the server once it is older", async () => {
    vi.useFakeTimers();
    try {
      let asked = 0;
      const { raw } = setup({
        "GET /v1/system/maintenance/status": () => {
          asked += 1;
          return ok({ enabled: true });
        },
      });
      const queryClient = new QueryClient();
      queryClient.setQueryData(maintenanceQueries.status(raw).queryKey, false);
      const watch = maintenanceWatch(raw, queryClient);
      await vi.advanceTimersByTimeAsync(4_999);
      await expect(watch.isOn()).resolves.toBe(false);
      expect(asked).toBe(0);
      await vi.advanceTimersByTimeAsync(2);
      await expect(watch.isOn()).resolves.toBe(true);
      expect(asked).toBe(1);
      // The guard's status follows, so the route guard moves the user too.
      expect(queryClient.getQueryData(maintenanceQueries.status(raw).queryKey)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
