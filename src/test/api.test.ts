import { describe, expect, it } from "vitest";
import { done, fail, ok, scriptedFetch, type Handlers } from "./api.ts";

const get = (fetch: (request: Request) => Promise<Response>, method: string, path: string) =>
  fetch(new Request(`http://api.test/api${path}`, { method }));

describe("scripted API replies", () => {
  it("envelopes data for enveloped operations and sends raw bodies as they are", async () => {
    const handlers: Handlers = {
      "GET /v1/user/balance": () => ok({ balance_usd: 10, debt_usd: 1, pending_balance_usd: 0 }),
      "GET /v1/deployments": () => ok({ deployments: [], count: 0 }),
      "PUT /v1/user/change_password": () => done(202),
    };
    const fetch = scriptedFetch(handlers);
    await expect((await get(fetch, "GET", "/v1/user/balance")).json()).resolves.toEqual({
      status: 200,
      message: "ok",
      data: { balance_usd: 10, debt_usd: 1, pending_balance_usd: 0 },
    });
    await expect((await get(fetch, "GET", "/v1/deployments")).json()).resolves.toEqual({ deployments: [], count: 0 });
    await expect((await get(fetch, "PUT", "/v1/user/change_password")).json()).resolves.toEqual({
      status: 202,
      message: "ok",
    });
  });

  it("matches path templates and hands the handler the path parameters", async () => {
    let seen: Record<string, string> = {};
    const fetch = scriptedFetch({
      "DELETE /v1/user/ssh-keys/{ssh_key_id}": (_request, params) => {
        seen = params;
        return done();
      },
    });
    expect((await get(fetch, "DELETE", "/v1/user/ssh-keys/42")).status).toBe(200);
    expect(seen).toEqual({ ssh_key_id: "42" });
  });

  it("fails the test on a success body the contract does not allow", async () => {
    // A balance without debt_usd: the kind of reply the server never sends.
    const fetch = scriptedFetch({
      "GET /v1/user/balance": () => ok({ balance_usd: 10 } as never),
    });
    await expect(get(fetch, "GET", "/v1/user/balance")).rejects.toThrow(/breaks the contract[\s\S]*debt_usd/);
  });

  it("fails the test on a status or an error body the operation never answers", async () => {
    const teapot = scriptedFetch({ "GET /v1/user/balance": () => fail(418, { status: 418, message: "teapot" }) });
    await expect(get(teapot, "GET", "/v1/user/balance")).rejects.toThrow(/418 is not documented/);
    const shapeless = scriptedFetch({ "POST /v1/user/login": () => fail(401, { status: 401 }) });
    await expect(get(shapeless, "POST", "/v1/user/login")).rejects.toThrow(/breaks the contract/);
  });

  it("passes a raw Response through unchecked (what does not come from the server: a proxy's 502)", async () => {
    const fetch = scriptedFetch({ "GET /v1/user/balance": () => new Response("Bad Gateway", { status: 502 }) });
    expect((await get(fetch, "GET", "/v1/user/balance")).status).toBe(502);
  });
});
