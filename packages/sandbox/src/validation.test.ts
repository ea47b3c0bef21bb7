import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInSandbox, type TestSandbox } from "./test-support/harness.ts";
import { vm } from "./test-support/requests.ts";
import { goField, syntaxText } from "./validation.ts";

let t: TestSandbox;
let token: string;
beforeAll(async () => ({ t, token } = await signedInSandbox()));
afterAll(() => t.close());

const register = {
  name: "Amira Haddad",
  email: "someone@example.net",
  password: "Str0ng!Pass",
  confirm_password: "Str0ng!Pass",
};

describe("request validation compiled from the contract", () => {
  it("words body rule failures like go-playground/validator", async () => {
    const cases: [unknown, string][] = [
      [
        { ...register, email: "not-an-email" },
        "Key: 'RegisterInput.Email' Error:Field validation for 'Email' failed on the 'email' tag",
      ],
      [
        { ...register, password: "short", confirm_password: "short" },
        "Key: 'RegisterInput.Password' Error:Field validation for 'Password' failed on the 'min' tag",
      ],
      [
        { ...register, confirm_password: "Other!Pass1" },
        "Key: 'RegisterInput.ConfirmPassword' Error:Field validation for 'ConfirmPassword' failed on the 'eqfield' tag",
      ],
    ];
    for (const [body, error] of cases) {
      // One line per failing field (the short confirm_password fails too).
      const reply = await t.call("POST", "/v1/user/register", { body });
      expect(reply.body).toMatchObject({ status: 400, message: "Invalid request format" });
      expect(reply.body.error?.split("\n")[0]).toBe(error);
    }
    const missing = await t.call("POST", "/v1/user/register/verify", { body: { email: "a@example.net", code: 0 } });
    expect(missing.body.error).toBe(
      "Key: 'VerifyCodeInput.Code' Error:Field validation for 'Code' failed on the 'required' tag",
    );
  });

  it("words decoding failures like encoding/json", async () => {
    const asString = await t.call("POST", "/v1/user/register/verify", {
      body: { email: "a@example.net", code: "1234" },
    });
    expect(asString.body.error).toBe(
      "json: cannot unmarshal string into Go struct field VerifyCodeInput.code of type int",
    );
    expect((await t.call("POST", "/v1/user/login", { body: "" })).body).toEqual({
      status: 400,
      message: "Invalid request format",
      error: "EOF",
    });
    expect((await t.call("POST", "/v1/user/login", { body: '{"email":' })).body.error).toBe("unexpected EOF");
    expect((await t.call("POST", "/v1/user/login", { body: "{" })).body.error).toBe("unexpected EOF");
    expect((await t.call("POST", "/v1/user/login", { body: "{]" })).body.error).toBe(
      "invalid character ']' looking for beginning of object key string",
    );
    expect(syntaxText("{}}", new SyntaxError("Unexpected non-whitespace character after JSON at position 2"))).toBe(
      "invalid character '}' looking for beginning of value",
    );
    expect(goField("payment_method_id")).toBe("PaymentMethodID");
  });

  it("answers deployment bodies with the bare binding error, and semantic checks with an envelope", async () => {
    const node = vm("master1", 150, "master");
    const bad = await t.call("POST", "/v1/deployments", { token, body: { name: "x", nodes: [node] } });
    expect(bad.body).toEqual({ error: "Invalid request json format" });
    const boss = await t.call("POST", "/v1/deployments", {
      token,
      body: { name: "demo1", nodes: [{ ...node, type: "boss" }] },
    });
    expect(boss.body).toEqual({ error: "Invalid request json format" });
    const duplicate = await t.call("POST", "/v1/deployments", {
      token,
      body: { name: "demo1", nodes: [node, { ...node, name: "worker1" }] },
    });
    expect(duplicate.body).toEqual({
      status: 400,
      message: "Validation failed",
      error: "duplicate node id found: 150",
    });
  });

  it("types query parameters like the grid proxy (400 limit or filter params)", async () => {
    expect((await t.call("GET", "/v1/nodes?size=abc")).body).toEqual({
      status: 400,
      message: "Bad Request",
      error: "Invalid limit params",
    });
    expect((await t.call("GET", "/v1/nodes?healthy=maybe")).body).toEqual({
      status: 400,
      message: "Bad Request",
      error: "Invalid filter params",
    });
    expect((await t.call("GET", "/v1/nodes?status=sleeping")).body.error).toBe("Invalid filter params");
    // Paging of notifications is never rejected.
    expect((await t.call("GET", "/v1/notifications?limit=abc&offset=-3", { token })).body.data).toMatchObject({
      limit: 20,
      offset: 0,
    });
    expect((await t.call("GET", "/v1/notifications?limit=500", { token })).body.data).toMatchObject({ limit: 100 });
  });

  it("answers malformed path parameters per operation", async () => {
    expect((await t.call("GET", "/v1/user/invoice/march", { token })).body).toEqual({
      status: 400,
      message: "Invalid invoice ID",
      error: 'strconv.Atoi: parsing "march": invalid syntax',
    });
    expect((await t.call("POST", "/v1/user/nodes/abc", { token, body: {} })).body).toEqual({
      status: 500,
      message: "Internal server error",
    });
    expect((await t.call("DELETE", "/v1/user/ssh-keys/abc", { token })).body).toEqual({
      status: 400,
      message: "Invalid request",
      error: "invalid SSH key ID format",
    });
    expect((await t.call("PATCH", "/v1/notifications/abc/read", { token })).body.message).toBe(
      "Invalid notification ID",
    );
    expect((await t.call("GET", "/v1/workflow/not-a-uuid")).status).toBe(500);
    expect((await t.call("GET", "/v1/nodes/abc/storage-pool")).body).toEqual({
      status: 400,
      message: "Bad Request",
      error: "Error parsing node id",
    });
    expect((await t.call("GET", "/v1/twins/abc/account")).body.error).toBe("Error parsing twin id");
  });
});
