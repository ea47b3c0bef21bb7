import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { signedInSandbox, type TestSandbox } from "./test-support/harness.ts";

let t: TestSandbox;
let token: string;
beforeEach(async () => ({ t, token } = await signedInSandbox({ backgroundJobs: false })));
afterEach(() => t.close());

const plan = async (body: unknown) => {
  const response = await t.request("POST", "/__sandbox/delay", { body });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

/** Starts a call and says how long it took once it answers. */
function timed(method: string, path: string, body?: unknown) {
  const started = Date.now();
  const reply = t.call(method, path, { token, body });
  return { reply, elapsed: reply.then(() => Date.now() - started) };
}

const redeemed = (code: string) => t.ctx.state.vouchers.find((voucher) => voucher.code === code)?.redeemed;

describe("POST /__sandbox/delay", () => {
  it("holds back the reply of the matching request, after the work is done", async () => {
    expect(await plan({ method: "put", path: "/api/v1/user/redeem/{voucher_code}", ms: 150 })).toEqual({
      status: 200,
      body: { method: "PUT", path: "/v1/user/redeem/{voucher_code}", ms: 150, times: 1, hold: "reply", planned: 1 },
    });
    const slow = timed("PUT", "/v1/user/redeem/Hq7TzR2w-5509", {});
    // The voucher is redeemed while its reply is still in transit (what a client that timed out cannot see).
    await t.until(() => redeemed("Hq7TzR2w-5509") === true);
    expect(await slow.elapsed).toBeGreaterThanOrEqual(140);
    expect((await slow.reply).status).toBe(202);
    // Used once: the next request is answered at once.
    expect(await timed("GET", "/v1/user/balance").elapsed).toBeLessThan(100);
  });

  it('with hold "request" waits before the request is handled', async () => {
    await plan({ path: "/v1/user/redeem/Hq7TzR2w-5509", ms: 150, hold: "request" });
    const slow = timed("PUT", "/v1/user/redeem/Hq7TzR2w-5509", {});
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(redeemed("Hq7TzR2w-5509")).toBe(false);
    expect(await slow.elapsed).toBeGreaterThanOrEqual(140);
    expect(redeemed("Hq7TzR2w-5509")).toBe(true);
  });

  it("delays only the method and path asked for, `times` times", async () => {
    await plan({ method: "GET", path: "/v1/user/balance", ms: 120, times: 2 });
    expect(await timed("GET", "/v1/user/ssh-keys").elapsed).toBeLessThan(100);
    expect(await timed("GET", "/v1/user/balance").elapsed).toBeGreaterThanOrEqual(110);
    expect(await timed("GET", "/v1/user/balance").elapsed).toBeGreaterThanOrEqual(110);
    expect(await timed("GET", "/v1/user/balance").elapsed).toBeLessThan(100);
  });

  it("refuses parameters it cannot use, and is forgotten by DELETE and by a reset", async () => {
    expect((await plan({})).status).toBe(400);
    expect((await plan({ ms: -1 })).status).toBe(400);
    expect((await plan({ ms: 10, times: 0 })).status).toBe(400);
    expect((await plan({ ms: 10, method: "BREW" })).status).toBe(400);
    expect((await plan({ ms: 10, path: "v1/user" })).status).toBe(400);
    expect((await plan({ ms: 10, hold: "both" })).body).toEqual({ error: 'hold must be "reply" or "request"' });

    await plan({ path: "/v1/user/balance", ms: 150 });
    expect(await (await t.request("DELETE", "/__sandbox/delay")).json()).toEqual({ cleared: 1 });
    expect(await timed("GET", "/v1/user/balance").elapsed).toBeLessThan(100);

    await plan({ path: "/v1/user/balance", ms: 150 });
    await t.request("POST", "/__sandbox/reset");
    token = (await t.login()).access_token;
    expect(await timed("GET", "/v1/user/balance").elapsed).toBeLessThan(100);
  });
});
