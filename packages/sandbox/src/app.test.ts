import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadContract, operationsOf } from "./contract.ts";
import { createSandbox } from "./sandbox.ts";
import { testSandbox, type TestSandbox } from "./test-support/harness.ts";

let t: TestSandbox;
beforeEach(async () => {
  t = await testSandbox();
});
afterEach(() => t.close());

describe("the HTTP app", () => {
  it("serves every operation of the contract under /api", async () => {
    for (const { path, method } of operationsOf(loadContract())) {
      const url = `/api${path.replace(/\{[^}]+\}/g, "x1")}`;
      const response = await t.request(method.toUpperCase(), url);
      // Whatever the answer, a registered route never gives gin's plain 404 for a malformed id.
      if (response.status === 404)
        expect(response.headers.get("content-type"), `${method} ${path}`).not.toMatch(/text\/plain/);
    }
  });

  it("answers unknown routes like gin (404 text) and redirects a missing trailing slash", async () => {
    const unknown = await t.request("GET", "/api/v1/nope");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe("404 page not found");
    const redirect = await t.request("GET", "/api/v1/user?x=1");
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get("location")).toBe("/api/v1/user/?x=1");
    expect((await t.request("PUT", "/api/v1/system/maintenance/status/")).status).toBe(307);
  });

  it("gzips JSON replies for a client that accepts it, as a production server behind a proxy would", async () => {
    const zipped = await t.request("GET", "/api/v1/nodes?size=50", { headers: { "Accept-Encoding": "gzip" } });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    const body = new Uint8Array(await zipped.arrayBuffer());
    const page = JSON.parse(gunzipSync(body).toString("utf8")) as { data: { nodes: unknown[] } };
    expect(page.data.nodes.length).toBeGreaterThan(0);
    const plain = await t.request("GET", "/api/v1/nodes?size=50");
    expect(plain.headers.get("content-encoding")).toBeNull();
    // The event stream is never compressed: it must flow event by event.
    const { access_token } = await t.login();
    const events = await t.request("GET", `/api/v1/events?token=${access_token}`, {
      headers: { "Accept-Encoding": "gzip" },
    });
    expect(events.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(events.headers.get("content-encoding")).toBeNull();
    await events.body?.cancel();
  });

  it("reflects the console's origin with credentials, and answers preflights with 204", async () => {
    const preflight = await t.request("OPTIONS", "/api/v1/user/login", {
      headers: { Origin: "http://127.0.0.1:5173" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("http://127.0.0.1:5173");
    expect(preflight.headers.get("access-control-allow-credentials")).toBe("true");
    expect(preflight.headers.get("access-control-allow-headers")).toContain("Authorization");
    expect(preflight.headers.get("access-control-allow-methods")).toBe("POST, OPTIONS, GET, PUT, DELETE, PATCH");
    const anonymous = await t.request("GET", "/api/v1/stats");
    expect(anonymous.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("computes statistics, health and the public maintenance flag from its state", async () => {
    const stats = await t.call<{ up_nodes: number; total_users: number; total_clusters: number }>("GET", "/v1/stats");
    expect(stats.body).toMatchObject({ total_users: 6, total_clusters: 2, up_nodes: 32 });
    expect((await t.call("GET", "/v1/health")).status).toBe(200);
    expect((await t.call("GET", "/v1/system/maintenance/status")).body.data).toEqual({ enabled: false });
  });
});

describe("state", () => {
  it("is repeatable with a seed", async () => {
    const [a, b] = [await createSandbox({ seed: 5 }), await createSandbox({ seed: 5 })];
    expect(a.ctx.state.jwtSecret).toBe(b.ctx.state.jwtSecret);
    expect(a.ctx.rng.uuid()).toBe(b.ctx.rng.uuid());
    a.close();
    b.close();
  });

  it("survives a restart with a data file, and resets to the seed on demand", async () => {
    const dir = mkdtempSync(join(tmpdir(), "sandbox-"));
    const dataFile = join(dir, "state.json");
    try {
      const first = await createSandbox({ seed: 9, dataFile, speed: 1000 });
      const { access_token } = (
        (await (
          await first.app.request("/api/v1/user/login", {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ email: "amira@example.com", password: "Str0ng!Pass" }),
          })
        ).json()) as { data: { access_token: string } }
      ).data;
      await first.app.request("/api/v1/notifications", {
        method: "DELETE",
        headers: { Authorization: `Bearer ${access_token}` },
      });
      first.close();
      const second = await createSandbox({ dataFile, speed: 1000 });
      expect(second.ctx.state.notifications.filter((n) => n.userId === 12)).toEqual([]);
      // The JWT secret is kept, so the old session still works.
      const me = await second.app.request("/api/v1/user/", { headers: { Authorization: `Bearer ${access_token}` } });
      expect(me.status).toBe(200);
      await second.app.request("/__sandbox/reset", { method: "POST" });
      expect(second.ctx.state.notifications.filter((n) => n.userId === 12)).toHaveLength(12);
      second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
