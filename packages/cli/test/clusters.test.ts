// `kubecloud clusters …` as a child process against the sandbox behind `prism proxy --errors`.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Deployment } from "@kubecloud/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schemaErrors } from "./contract-check.ts";
import { createHome, kubecloud, login, startSignedIn, stopAll, type Home, type Stack } from "./support.ts";

let stack: Stack;
let home: Home;
/** Kenji, whose session the sandbox ends: the SDK's refresh then fails. */
let expired: Home;

beforeAll(async () => {
  ({ stack, home } = await startSignedIn());
  expired = createHome(stack);
  await login(expired, { email: "kenji@example.org", password: "Str0ng!Pass" });
});
afterAll(() => stopAll(stack, home, expired));

/** The clusters as `-o json` prints them. */
async function clusters(): Promise<Deployment[]> {
  const run = await kubecloud(home, ["clusters", "list", "-o", "json"]);
  expect(run.code).toBe(0);
  return JSON.parse(run.stdout) as Deployment[];
}

/** Polls until `check` passes: the sandbox's workflows end a moment after their 202. */
async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Never happened: ${what}`);
}

describe("kubecloud clusters", () => {
  it("lists the clusters as a table that fits 80 columns, and as the SDK's objects in JSON", async () => {
    const run = await kubecloud(home, ["clusters", "list"]);
    expect(run).toMatchObject({ code: 0, stderr: "" });
    const lines = run.stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^NAME\s+NODES\s+MASTERS\s+CREATED$/);
    expect(lines.slice(1).map((line) => line.split(/\s+/)[0])).toEqual(["prodcluster", "analytics"]);
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(80);

    const list = await clusters();
    expect(list.map((d) => d.cluster.name)).toEqual(["prodcluster", "analytics"]);
    for (const deployment of list) expect(schemaErrors("Deployment", deployment)).toEqual([]);
  });

  it("shows one cluster and its nodes, and never a secret the server leaks", async () => {
    const run = await kubecloud(home, ["clusters", "get", "prodcluster"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Name:\s+prodcluster$/m);
    expect(run.stdout).toMatch(/^NODE\s+ROLE\s+GRID NODE\s+CPU\s+RAM GB\s+DISK GB$/m);
    const json = await kubecloud(home, ["clusters", "get", "prodcluster", "-o", "json"]);
    const deployment = JSON.parse(json.stdout) as Deployment;
    expect(schemaErrors("Deployment", deployment)).toEqual([]);
    expect(json.stdout).not.toMatch(/MNEMONIC|K3S_TOKEN|"token"|"keys"/);
    const yaml = await kubecloud(home, ["clusters", "get", "prodcluster", "-o", "yaml"]);
    expect(yaml.stdout).toMatch(/^project_name: kc\d+prodcluster$/m);
  });

  it("says not found (exit 4) for an unknown cluster, and not signed in (exit 3) once the session has ended", async () => {
    const missing = await kubecloud(home, ["clusters", "get", "nosuch"]);
    expect(missing).toMatchObject({ code: 4, stdout: "" });
    expect(missing.stderr).toBe("Failed to fetch cluster: deployment not found\n");
    await stack.control("/expire-tokens", { email: "kenji@example.org" });
    const signedOut = await kubecloud(expired, ["clusters", "list"]);
    expect(signedOut).toMatchObject({ code: 3, stdout: "", stderr: "Not signed in: run kubecloud login\n" });
  });

  it("adds a node placed automatically off the cluster's own grid nodes, and refuses a bad node file", async () => {
    const file = join(home.dir, "worker9.yaml");
    writeFileSync(file, "name: worker9\ntype: worker\ncpu: 1\nmemory: 2048\nroot_size: 5120\ndisk_size: 10240\n");
    const before = (await clusters()).find((d) => d.cluster.name === "analytics")!;
    const run = await kubecloud(home, ["clusters", "add-node", "analytics", "-f", file, "--auto-place"]);
    expect(run.code).toBe(0);
    const nodeId = Number(/Adding worker9 to analytics on grid node (\d+)/.exec(run.stderr)?.[1]);
    expect(before.cluster.nodes.map((n) => n.node_id)).not.toContain(nodeId);
    await eventually(
      async () => (await clusters()).some((d) => d.cluster.nodes.some((n) => n.original_name === "worker9")),
      "worker9 joins analytics",
    );

    writeFileSync(file, "name: worker10\ntype: boss\ncpu: 1\nmemory: 2048\nroot_size: 5120\ndisk_size: 10240\n");
    const bad = await kubecloud(home, ["clusters", "add-node", "analytics", "-f", file, "--auto-place"]);
    expect(bad).toMatchObject({ code: 2, stdout: "" });
    expect(bad.stderr).toBe(`${file}:2: type: Invalid option: expected one of "worker"|"master"|"leader"\n`);
    const nowhere = await kubecloud(home, ["clusters", "add-node", "nosuch", "-f", file.replace("worker9", "x")]);
    expect(nowhere.code).toBe(2); // the file is read first: it is not there
  });

  it("removes a node, but not the leader, nor one the cluster does not have", async () => {
    const unknown = await kubecloud(home, ["clusters", "remove-node", "analytics", "worker77"]);
    expect(unknown.code).toBe(4);
    expect(unknown.stderr).toMatch(/^Cluster analytics has no node worker77 \(its nodes: .*worker9.*\)\n$/);
    const leaderName = (await clusters())
      .find((d) => d.cluster.name === "analytics")!
      .cluster.nodes.find((n) => n.type === "leader")!.original_name!;
    const leader = await kubecloud(home, ["clusters", "remove-node", "analytics", leaderName]);
    expect(leader).toMatchObject({
      code: 2,
      stderr: `${leaderName} is the leader of analytics: the leader cannot be removed\n`,
    });
    const run = await kubecloud(home, ["clusters", "remove-node", "analytics", "worker9"]);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/^Removing worker9 from analytics \(task [0-9a-f-]+\)/);
    await eventually(
      async () => !(await clusters()).some((d) => d.cluster.nodes.some((n) => n.original_name === "worker9")),
      "worker9 leaves analytics",
    );
  });

  it("deletes a cluster only with --yes when there is no terminal to type its name", async () => {
    const asked = await kubecloud(home, ["clusters", "delete", "prodcluster"]);
    expect(asked).toMatchObject({
      code: 2,
      stderr: "Not on a terminal: add --yes to delete prodcluster without a question\n",
    });
    expect((await clusters()).map((d) => d.cluster.name)).toContain("prodcluster");
    const missing = await kubecloud(home, ["clusters", "delete", "nosuch", "--yes"]);
    expect(missing.code).toBe(4);
    const run = await kubecloud(home, ["clusters", "delete", "prodcluster", "--yes"]);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/^Deleting prodcluster \(task [0-9a-f-]+\)/);
    await eventually(async () => !(await clusters()).some((d) => d.cluster.name === "prodcluster"), "prodcluster goes");
  });

  it("deletes all clusters with --all --yes, and says so when there is none left", async () => {
    expect((await kubecloud(home, ["clusters", "delete", "--all"])).code).toBe(2);
    expect((await kubecloud(home, ["clusters", "delete", "analytics", "--all", "--yes"])).code).toBe(2);
    const run = await kubecloud(home, ["clusters", "delete", "--all", "--yes"]);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/^Deleting all 1 clusters/);
    await eventually(async () => (await clusters()).length === 0, "every cluster goes");
    const none = await kubecloud(home, ["clusters", "delete", "--all", "--yes"]);
    expect(none).toMatchObject({ code: 0, stderr: "You have no clusters.\n" });
    const empty = await kubecloud(home, ["clusters", "list"]);
    expect(empty).toMatchObject({ code: 0, stdout: "" });
    expect(empty.stderr).toMatch(/^You have no clusters/);
  });

  it("has an example in every command's help", async () => {
    for (const command of [
      ["clusters"],
      ["clusters", "list"],
      ["clusters", "get"],
      ["clusters", "add-node"],
      ["clusters", "remove-node"],
      ["clusters", "delete"],
      ["deploy"],
      ["kubeconfig"],
      ["kubeconfig", "get"],
    ]) {
      const run = await kubecloud(home, [...command, "--help"]);
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/\nExample:\n {2}\$ kubecloud /);
    }
  });

  it("sent nothing the contract refuses", () => {
    expect(stack.checked).toBeGreaterThan(30); // the proxy saw the commands' traffic
    expect(stack.violations).toEqual([]);
  });
});
