import type { AccessToken, TokenPair, UserProfile, VerificationAccepted } from "@kubecloud/sdk";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ADMIN_USER, DEMO_USER, testSandbox, type Enveloped, type TestSandbox } from "./test-support/harness.ts";

let t: TestSandbox;
beforeEach(async () => {
  t = await testSandbox();
});
afterEach(() => {
  vi.useRealTimers();
  t.close();
});

const me = (token: string) => t.call<Enveloped<{ user: UserProfile }>>("GET", "/v1/user/", { token });
const codeOf = async (email: string) => {
  let code = 0;
  await t.until(async () => {
    const response = await t.request("GET", `/__sandbox/codes?email=${email}`);
    if (response.ok) code = ((await response.json()) as { code: number }).code;
    return response.ok;
  });
  return code;
};

describe("registration", () => {
  it("register → emailed code → verify → tokens; the account becomes usable when verification completes", async () => {
    // The stream can only open once verify has returned the token, and at the default test speed (1000)
    // the whole verification workflow takes 4.5 ms: a busy machine could finish it first and the event
    // would go to nobody. At speed 20 it takes 225 ms, far longer than opening an in-process stream.
    t.close();
    t = await testSandbox({ speed: 20 });
    const body = {
      name: "Nadia Ochieng",
      email: "nadia@example.net",
      password: "Str0ng!Pass",
      confirm_password: "Str0ng!Pass",
    };
    const registered = await t.call("POST", "/v1/user/register", { body });
    expect(registered.status).toBe(202);
    const code = await codeOf(body.email);
    expect(code).toBeGreaterThanOrEqual(1000);
    expect(code).toBeLessThanOrEqual(9998);

    const wrong = await t.call("POST", "/v1/user/register/verify", {
      body: { email: body.email, code: code === 1000 ? 1001 : code - 1 },
    });
    expect(wrong.body).toEqual({ status: 400, message: "verification failed", error: "Invalid verification code" });

    const verified = await t.call<Enveloped<VerificationAccepted>>("POST", "/v1/user/register/verify", {
      body: { email: body.email, code },
    });
    expect(verified.status).toBe(202);
    const token = verified.body.data.access_token;
    const stream = await t.events(token);
    await t.until(() => stream.messages.some((m) => m.type === "user" && m.severity === "success"));
    expect(stream.problems).toEqual([]);
    const { user } = (await me(token)).body.data;
    expect(user).toMatchObject({ username: "Nadia Ochieng", verified: true, sponsored: true, admin: false });
    expect(user.account_address).toMatch(/^5\w{47}$/);
    expect(user).not.toHaveProperty("password");
    expect(user).not.toHaveProperty("code");
    stream.stop();

    expect((await t.call("POST", "/v1/user/register", { body })).body).toEqual({
      status: 409,
      message: "Conflict",
      error: "User is already registered",
    });
    expect((await t.login(body.email, body.password)).access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it("rejects an expired code (five minutes of wall-clock time)", async () => {
    const body = {
      name: "Late Comer",
      email: "late@example.net",
      password: "Str0ng!Pass",
      confirm_password: "Str0ng!Pass",
    };
    await t.call("POST", "/v1/user/register", { body });
    const code = await codeOf(body.email);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 6 * 60_000 });
    expect((await t.call("POST", "/v1/user/register/verify", { body: { email: body.email, code } })).body).toEqual({
      status: 400,
      message: "verification failed",
      error: "code has expired",
    });
  });

  it("answers unknown emails and unfinished registrations as the server does", async () => {
    expect(
      (await t.call("POST", "/v1/user/register/verify", { body: { email: "nobody@example.net", code: 1234 } })).status,
    ).toBe(400);
    expect(
      (await t.call("POST", "/v1/user/login", { body: { email: "nobody@example.net", password: "whatever" } })).body,
    ).toEqual({
      status: 400,
      message: "verification failed",
      error: "email or password is incorrect",
    });
    expect(
      (await t.call("POST", "/v1/user/login", { body: { email: DEMO_USER.email, password: "wrong-password" } })).body,
    ).toEqual({
      status: 401,
      message: "login failed",
      error: "email or password is incorrect",
    });
  });
});

describe("tokens", () => {
  it("carries the server's claims, with an admin claim for admins", async () => {
    const { access_token } = await t.login(ADMIN_USER.email, ADMIN_USER.password);
    const claims = JSON.parse(Buffer.from(access_token.split(".")[1], "base64url").toString()) as Record<
      string,
      unknown
    >;
    expect(claims).toMatchObject({ username: "Platform Admin", user_id: 1, admin: true });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(15 * 60);
  });

  it("expires access tokens; the refresh token mints a new one (with the refresh lifetime) until it expires too", async () => {
    const tokens = await t.login();
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 16 * 60_000 });
    expect((await me(tokens.access_token)).body).toEqual({ error: "Invalid or expired token" });
    // An access token cannot refresh.
    expect((await t.call("POST", "/v1/user/refresh", { body: { refresh_token: tokens.access_token } })).status).toBe(
      401,
    );
    const refreshed = await t.call<Enveloped<AccessToken>>("POST", "/v1/user/refresh", {
      body: { refresh_token: tokens.refresh_token },
    });
    expect(refreshed.status).toBe(201);
    const claims = JSON.parse(Buffer.from(refreshed.body.data.access_token.split(".")[1], "base64url").toString()) as {
      exp: number;
      iat: number;
    };
    expect(claims.exp - claims.iat).toBe(24 * 3600);
    expect((await me(refreshed.body.data.access_token)).status).toBe(200);
    vi.setSystemTime(Date.now() + 25 * 3600_000);
    expect((await t.call("POST", "/v1/user/refresh", { body: { refresh_token: tokens.refresh_token } })).body).toEqual({
      status: 401,
      message: "refresh token failed",
      error: "Invalid or expired refresh token",
    });
  });

  it("ends sessions on demand through the sandbox endpoint (access only, or everything)", async () => {
    const tokens = await t.login();
    await t.request("POST", "/__sandbox/expire-tokens", { body: { email: DEMO_USER.email, kind: "access" } });
    expect((await me(tokens.access_token)).status).toBe(401);
    const refreshed = await t.call<Enveloped<AccessToken>>("POST", "/v1/user/refresh", {
      body: { refresh_token: tokens.refresh_token },
    });
    expect((await me(refreshed.body.data.access_token)).status).toBe(200);
    await t.request("POST", "/__sandbox/expire-tokens", { body: { email: DEMO_USER.email } });
    expect((await t.call("POST", "/v1/user/refresh", { body: { refresh_token: tokens.refresh_token } })).status).toBe(
      401,
    );
    expect((await me(refreshed.body.data.access_token)).status).toBe(401);
  });

  it("uses the token query parameter on user routes only, and the header on admin routes", async () => {
    const { access_token } = await t.login(ADMIN_USER.email, ADMIN_USER.password);
    expect((await t.call("GET", `/v1/user/balance?token=${access_token}`)).status).toBe(200);
    expect((await t.call("GET", `/v1/users?token=${access_token}`)).body).toEqual({
      error: "Authorization header missing",
    });
    expect((await t.call("GET", "/v1/users", { token: (await t.login()).access_token })).body).toEqual({
      error: "Admin access required",
    });
    expect((await t.call("GET", "/v1/user/balance")).body).toEqual({
      error: "Authorization header or token query parameter missing",
    });
  });
});

describe("password reset", () => {
  it("forgot → code → verify → change the reset account's password only", async () => {
    expect((await t.call("POST", "/v1/user/forgot_password", { body: { email: "nobody@example.net" } })).status).toBe(
      404,
    );
    const sent = await t.call("POST", "/v1/user/forgot_password", { body: { email: DEMO_USER.email } });
    expect(sent.body).toMatchObject({ status: 200, data: { email: DEMO_USER.email, timeout: "5 minutes" } });
    const code = await codeOf(DEMO_USER.email);
    expect(
      (
        await t.call("POST", "/v1/user/forgot_password/verify", {
          body: { email: DEMO_USER.email, code: code === 1000 ? 1001 : code - 1 },
        })
      ).body,
    ).toEqual({
      status: 400,
      message: "Invalid code",
    });
    const reset = await t.call<Enveloped<TokenPair>>("POST", "/v1/user/forgot_password/verify", {
      body: { email: DEMO_USER.email, code },
    });
    expect(reset.status).toBe(201);
    const token = reset.body.data.access_token;
    const other = { email: ADMIN_USER.email, password: "N3w!Secret", confirm_password: "N3w!Secret" };
    expect((await t.call("PUT", "/v1/user/change_password", { token, body: other })).status).toBe(500);
    const own = { ...other, email: DEMO_USER.email };
    expect((await t.call("PUT", "/v1/user/change_password", { token, body: own })).body).toEqual({
      status: 202,
      message: "password is updated successfully",
    });
    expect(
      (await t.call("POST", "/v1/user/login", { body: { email: DEMO_USER.email, password: DEMO_USER.password } }))
        .status,
    ).toBe(401);
    expect((await t.login(DEMO_USER.email, "N3w!Secret")).access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    // The code works once.
    expect(
      (await t.call("POST", "/v1/user/forgot_password/verify", { body: { email: DEMO_USER.email, code } })).status,
    ).toBe(400);
  });
});
