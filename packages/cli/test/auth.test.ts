// login, logout, whoami, context, and what every command shares: help, usage errors, exit codes.
import { readFileSync, statSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schemaErrors } from "./contract-check.ts";
import { amira, createHome, kubecloud, login, startStack, stopAll, type Home, type Stack } from "./support.ts";

let stack: Stack;
let home: Home;

beforeAll(async () => {
  stack = await startStack();
  home = createHome(stack);
});
afterAll(() => stopAll(stack, home));

describe("kubecloud login", () => {
  it("signs in with the password on stdin and keeps only the token pair, in a 0600 file", async () => {
    const run = await kubecloud(home, ["login", "--email", amira.email, "--password-stdin"], { input: amira.password });
    expect(run).toMatchObject({ code: 0, stderr: "" });
    expect(run.stdout).toBe(`Welcome back! Signed in as ${amira.email} (context "default", ${stack.apiUrl}).\n`);
    expect(statSync(home.configFile).mode & 0o777).toBe(0o600);
    const text = readFileSync(home.configFile, "utf8");
    expect(text).not.toContain(amira.password);
    const config = JSON.parse(text) as { current: string; contexts: Record<string, Record<string, string>> };
    expect(config.current).toBe("default");
    expect(Object.keys(config.contexts.default).sort()).toEqual(["accessToken", "apiUrl", "email", "refreshToken"]);
  });

  it("refuses a wrong password with the login call's message and the server's text (exit 1)", async () => {
    const other = createHome(stack);
    const run = await kubecloud(other, ["login", "--email", amira.email, "--password-stdin"], { input: "wrong" });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(/^Login failed: .+\n$/);
    other.remove();
  });

  it("does not hang waiting for a password when not on a terminal (exit 2)", async () => {
    const run = await kubecloud(home, ["login", "--email", amira.email]);
    expect(run).toEqual({
      code: 2,
      stdout: "",
      stderr: "Not on a terminal: pass the password on stdin with --password-stdin\n",
    });
    expect(await kubecloud(home, ["login"])).toEqual({
      code: 2,
      stdout: "",
      stderr: "Not on a terminal: pass --email\n",
    });
  });
});

describe("kubecloud whoami", () => {
  it("shows the account as a table", async () => {
    const run = await kubecloud(home, ["whoami"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Name:             Amira Haddad\n");
    expect(run.stdout).toContain(`Email:            ${amira.email}\n`);
    expect(run.stdout).toContain("Role:             user\n");
  });

  it("prints the SDK's user as JSON, valid against the contract and without leaked secrets", async () => {
    const run = await kubecloud(home, ["whoami", "-o", "json"]);
    expect(run.code).toBe(0);
    const user = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(schemaErrors("User", user)).toEqual([]);
    expect(user.email).toBe(amira.email);
    for (const secret of ["password", "code", "mnemonic"]) expect(user).not.toHaveProperty(secret);
  });

  it("says how to sign in when there is no session, without sending anything (exit 3)", async () => {
    const fresh = createHome(stack);
    const run = await kubecloud(fresh, ["whoami"]);
    expect(run).toEqual({ code: 3, stdout: "", stderr: "Not signed in: run kubecloud login\n" });
    fresh.remove();
  });

  it("uses KUBECLOUD_TOKEN instead of the config file, and never writes it", async () => {
    const config = JSON.parse(readFileSync(home.configFile, "utf8")) as {
      contexts: { default: { accessToken: string } };
    };
    const fresh = createHome(stack, { KUBECLOUD_TOKEN: config.contexts.default.accessToken });
    const run = await kubecloud(fresh, ["whoami", "-o", "json"]);
    expect(run.code).toBe(0);
    expect((JSON.parse(run.stdout) as { email: string }).email).toBe(amira.email);
    expect(() => statSync(fresh.configFile)).toThrow();
    fresh.remove();
  });

  it("refreshes an expired access token through the SDK and saves the new one", async () => {
    const other = createHome(stack);
    await login(other);
    const read = () =>
      (JSON.parse(readFileSync(other.configFile, "utf8")) as { contexts: { default: Record<string, string> } }).contexts
        .default;
    const before = read();
    await stack.control("/expire-tokens", { email: amira.email, kind: "access" });
    const run = await kubecloud(other, ["whoami", "-o", "json"]);
    expect(run).toMatchObject({ code: 0, stderr: "" });
    const after = read();
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.refreshToken).toBe(before.refreshToken);
    expect(statSync(other.configFile).mode & 0o777).toBe(0o600);
    other.remove();
    // The main home's access token expired too; its refresh token still works, so it refreshes by itself.
  });

  it("says the session is over once the server refuses both tokens (exit 3), and forgets them", async () => {
    const other = createHome(stack);
    await login(other);
    await stack.control("/expire-tokens", { email: amira.email });
    const run = await kubecloud(other, ["whoami"]);
    expect(run).toEqual({ code: 3, stdout: "", stderr: "Not signed in: run kubecloud login\n" });
    const config = JSON.parse(readFileSync(other.configFile, "utf8")) as { contexts: { default: object } };
    expect(config.contexts.default).not.toHaveProperty("accessToken");
    other.remove();
    // The main home's session ended too: sign in again for the tests below.
    await login(home);
  });
});

describe("kubecloud context", () => {
  it("lists contexts without their tokens", async () => {
    const run = await kubecloud(home, ["context", "list", "-o", "json"]);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual([
      { name: "default", current: true, apiUrl: stack.apiUrl, email: amira.email, signedIn: true },
    ]);
    const table = await kubecloud(home, ["context", "list"]);
    expect(table.stdout).toMatch(/^\* +default +http:\/\/127\.0\.0\.1:\d+ +amira@example\.com +yes$/m);
  });

  it("adds a context, switches to it and back; --context picks one for a single run", async () => {
    const add = await kubecloud(home, ["context", "add", "staging", "https://staging.example.com/api", "--use"]);
    expect(add).toEqual({
      code: 0,
      stdout: 'Context "staging" → https://staging.example.com/api (now current).\n',
      stderr: "",
    });
    const list = await kubecloud(home, ["context", "list", "-o", "json"]);
    expect((JSON.parse(list.stdout) as { name: string; current: boolean }[]).find((c) => c.current)?.name).toBe(
      "staging",
    );
    // KUBECLOUD_API_URL still wins over the context's URL, so the default context's session answers here.
    const once = await kubecloud(home, ["--context", "default", "whoami", "-o", "json"]);
    expect(once.code).toBe(0);
    const back = await kubecloud(home, ["context", "use", "default"]);
    expect(back).toEqual({ code: 0, stdout: 'Switched to context "default".\n', stderr: "" });
  });

  it("refuses an unknown context (exit 4) and a URL that is not one (exit 2)", async () => {
    expect(await kubecloud(home, ["context", "use", "nowhere"])).toEqual({
      code: 4,
      stdout: "",
      stderr: 'No context named "nowhere": see kubecloud context list\n',
    });
    const bad = await kubecloud(home, ["context", "add", "x", "ftp://example.com"]);
    expect(bad).toEqual({ code: 2, stdout: "", stderr: 'Not an http(s) URL: "ftp://example.com"\n' });
  });
});

describe("help and usage errors", () => {
  it("prints help with an example on every command (exit 0)", async () => {
    const run = await kubecloud(home, ["--help"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Usage: kubecloud [options] [command]");
    expect(run.stdout).toContain("Example:");
    const login = await kubecloud(home, ["login", "--help"]);
    expect(login.stdout).toContain("$ kubecloud login --email amira@example.com");
  });

  it("exits 2 on an unknown command or option, with commander's message", async () => {
    const unknown = await kubecloud(home, ["frobnicate"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("error: unknown command 'frobnicate'");
    const option = await kubecloud(home, ["whoami", "--frob"]);
    expect(option.code).toBe(2);
    expect(option.stderr).toContain("error: unknown option '--frob'");
    const format = await kubecloud(home, ["whoami", "-o", "xml"]);
    expect(format.code).toBe(2);
    expect(format.stderr).toContain("Allowed choices are table, wide, json, yaml");
  });
});

describe("kubecloud logout", () => {
  it("forgets the session, then says there was none", async () => {
    expect(await kubecloud(home, ["logout"])).toEqual({
      code: 0,
      stdout: `Signed out of context "default" (${amira.email}).\n`,
      stderr: "",
    });
    expect(readFileSync(home.configFile, "utf8")).not.toContain("accessToken");
    expect((await kubecloud(home, ["logout"])).stdout).toBe('Not signed in (context "default").\n');
    expect((await kubecloud(home, ["whoami"])).code).toBe(3);
  });
});

it("sent nothing that breaks the contract (prism proxy --errors)", () => {
  expect(stack.checked).toBeGreaterThan(5);
  expect(stack.violations).toEqual([]);
});
