import { execFile } from "node:child_process";
import { resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { root, startPrismMock, type PrismMock } from "./prism.ts";

const run = promisify(execFile);
let mock: PrismMock;

beforeAll(async () => {
  // Plain Node resolves @kubecloud/sdk to its built dist/, so build it as a user of the package would.
  await run("npm", ["run", "--silent", "sdk:build"], { cwd: root });
  mock = await startPrismMock();
});
afterAll(() => mock?.stop());

function example(name: string, env: Record<string, string> = {}) {
  return run(process.execPath, [resolve(root, "packages/sdk/examples", name)], {
    cwd: resolve(root, "packages/sdk"),
    env: { ...process.env, KUBECLOUD_API_URL: mock.url, ...env },
    timeout: 20_000,
  });
}

describe("the SDK examples, run from plain Node 20 against the mock", () => {
  it("list-nodes prints the grid's size and the cheapest nodes", async () => {
    const { stdout } = await example("list-nodes.mjs");
    expect(stdout).toMatch(/^\d+ healthy nodes in \d+ countries/);
    expect(stdout.trim().split("\n")).toHaveLength(6);
  });

  it("clusters signs in and lists clusters with their nodes", async () => {
    const { stdout } = await example("clusters.mjs");
    expect(stdout).toMatch(/has \d+ cluster\(s\)/);
    expect(stdout).toMatch(/\((leader|master|worker)\) on grid node \d+/);
  });

  it("follow-events connects to the live stream", async () => {
    const { stdout } = await example("follow-events.mjs", { FOLLOW_SECONDS: "3" });
    expect(stdout).toContain("Connected to notification service");
  });
});
