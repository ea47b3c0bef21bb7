// events follow: the live stream, one line (or one JSON object) per event.
import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schemaErrors } from "./contract-check.ts";
import { bin, createHome, kubecloud, startSignedIn, stopAll, type Home, type Stack } from "./support.ts";

let stack: Stack;
let home: Home;

beforeAll(async () => ({ stack, home } = await startSignedIn()));
afterAll(() => stopAll(stack, home));

/** Starts `kubecloud events follow …` and resolves once it says it is connected (or prints JSON). */
function startFollow(args: string[]) {
  const child = spawn(process.execPath, [bin, "events", "follow", ...args], { cwd: home.dir, env: home.env });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const waitFor = async (check: () => boolean, what: string) => {
    const end = Date.now() + 15_000;
    while (!check()) {
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${stdout} ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return { child, exited, waitFor, output: () => ({ stdout, stderr }) };
}

describe("kubecloud events follow", () => {
  it("prints each event on one line as it arrives, and stops after --count", async () => {
    const follow = startFollow(["--count", "2"]);
    await follow.waitFor(() => follow.output().stderr.includes("Connected to notification service"), "the stream");
    const redeem = await kubecloud(home, ["vouchers", "redeem", "Hq7TzR2w-5509"]);
    expect(redeem.code).toBe(0);
    expect(await follow.exited).toBe(0);
    const { stdout, stderr } = follow.output();
    expect(stderr).toBe("Connected to notification service\n");
    const lines = stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d {2}(info|success) +billing: .+$/);
  });

  it("prints the SDK's events as JSON lines with --json, and ends cleanly on SIGINT", async () => {
    const follow = startFollow(["--json"]);
    // --json keeps stderr silent, so there is no "connected" line to wait for: charge again until the
    // stream (however slow to open on a busy machine) has shown two events.
    const lines = () => follow.output().stdout.split("\n").length - 1;
    for (let attempt = 0; attempt < 10 && lines() < 2; attempt += 1) {
      await kubecloud(home, ["funds", "add", "5", "--card", "tok_visa", "--no-wait"]);
      const end = Date.now() + 2000;
      while (lines() < 2 && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(lines()).toBeGreaterThanOrEqual(2);
    follow.child.kill("SIGINT");
    expect(await follow.exited).toBe(0);
    const events = follow
      .output()
      .stdout.trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line) as { type: string });
    for (const event of events) {
      expect(schemaErrors("EventMessage", event)).toEqual([]);
      expect(event.type).toBe("billing");
    }
    expect(follow.output().stderr).toBe("");
  });

  it("says how to sign in without a session (exit 3)", async () => {
    const fresh = createHome(stack);
    expect(await kubecloud(fresh, ["events", "follow"])).toEqual({
      code: 3,
      stdout: "",
      stderr: "Not signed in: run kubecloud login\n",
    });
    fresh.remove();
  });

  it("refuses a bad --count (exit 2)", async () => {
    expect((await kubecloud(home, ["events", "follow", "--count", "0"])).code).toBe(2);
  });
});

it("sent nothing that breaks the contract (prism proxy --errors)", () => {
  expect(stack.checked).toBeGreaterThan(3);
  expect(stack.violations).toEqual([]);
});
