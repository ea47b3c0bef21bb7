// `npm run certify` as a user runs it: a child process, here against `prism mock --dynamic` (random replies
// the contract allows, so ids, the admin flag and list lengths vary), signed in. It must reach the end of
// every operation whatever it gets; and a bad flag must give the usage text and exit code 2.
import { spawn } from "node:child_process";
import { operations } from "@kubecloud/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "./certify/prism.mjs";
import { bin, bundledContract, root, startServer } from "./lib.mjs";

/** Runs certify; resolves with its exit code and output (it never rejects on a non-zero exit). */
function certify(args, input = "") {
  const child = spawn(process.execPath, ["scripts/certify.mjs", ...args], { cwd: root });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  child.stdin.end(input);
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, stdout, stderr })));
}

describe("certify", () => {
  let mock;
  let api;

  beforeAll(async () => {
    const port = await freePort();
    const args = ["mock", bundledContract, "--dynamic", "--json-schema-faker-fillProperties=false"];
    mock = await startServer(bin("prism"), [...args, "--host", "127.0.0.1", "--port", String(port)], {
      ready: /Prism is listening/,
      label: "prism mock",
      quiet: true,
    });
    api = `http://127.0.0.1:${port}`; // the mock's root is the API base
  }, 60_000);

  afterAll(() => mock?.kill("SIGTERM"));

  it("reads every operation of a dynamic mock to the end, signed in, and prints the summary", async () => {
    const { code, stdout, stderr } = await certify(
      ["--api", api, "--email", "amira@example.com", "--password-stdin"],
      "Str0ng!Pass\n",
    );
    expect([0, 1], stderr).toContain(code);
    const reads = Object.entries(operations).filter(([, op]) => op.method === "get");
    for (const [id, op] of [["login", operations.login], ...reads]) {
      expect(stdout, id).toMatch(new RegExp(`^${id} +${op.method.toUpperCase()} +${escape(op.path)} `, "m"));
    }
    expect(stdout).toMatch(/^certify: (PASS|FAIL): \d+ contract violations?, \d+ OK, .*\(\d+ operations, http:.*\)$/m);
    expect(stdout).not.toContain("needs a signed-in account");
    expect(stderr).toBe("");
  }, 60_000);

  it("refuses an unknown flag with the usage text and exit code 2", async () => {
    const { code, stdout, stderr } = await certify(["--api", api, "--no-such-flag"]);
    expect(code).toBe(2);
    expect(stderr).toContain("Unknown option '--no-such-flag'");
    expect(stderr).toContain("Usage: npm run certify -- --api <API base URL>");
    expect(stderr).toMatch(/Examples:\n {2}npm run certify -- --api https:/);
    expect(stdout).toBe("");
  }, 30_000);
});

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
