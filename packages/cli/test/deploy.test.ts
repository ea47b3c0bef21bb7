// `kubecloud deploy` and `kubecloud kubeconfig get` as child processes against the sandbox behind
// `prism proxy --errors`, and the "done when" script.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { Deployment } from "@kubecloud/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { regionOf } from "../../sandbox/src/regions.ts";
import { amira, createHome, kubecloud, login, root, startSignedIn, stopAll, type Home, type Stack } from "./support.ts";

const example = resolve(root, "packages/cli/examples/cluster.yaml");

let stack: Stack;
let home: Home;

beforeAll(async () => ({ stack, home } = await startSignedIn()));
afterAll(() => stopAll(stack, home));

/** The example cluster under another name, in a file of `home`. */
function exampleAs(name: string): string {
  const file = join(home.dir, `${name}.yaml`);
  writeFileSync(file, readFileSync(example, "utf8").replace("name: democluster", `name: ${name}`));
  return file;
}

async function clusterNames(): Promise<string[]> {
  const run = await kubecloud(home, ["clusters", "list", "-o", "json"]);
  return (JSON.parse(run.stdout || "[]") as Deployment[]).map((d) => d.cluster.name);
}

interface Kubeconfig {
  clusters: { name: string; cluster: { server: string } }[];
  users: { name: string }[];
  contexts: { name: string; context: { cluster: string; user: string } }[];
  "current-context"?: string;
}

describe("kubecloud deploy", () => {
  it("refuses a bad file before sending anything, naming the field and its line (exit 2)", async () => {
    const file = exampleAs("badcluster");
    writeFileSync(file, readFileSync(file, "utf8").replace("memory: 4096 # 4 GB", "memory: 1024"));
    const run = await kubecloud(home, ["deploy", "-f", file, "--auto-place"]);
    expect(run).toMatchObject({ code: 2, stdout: "" });
    expect(run.stderr).toBe(`${file}:15: nodes[0].memory: Too small: expected number to be >=2048 (RAM in MB)\n`);
    const unplaced = await kubecloud(home, ["deploy", "-f", example]);
    expect(unplaced.code).toBe(2);
    expect(unplaced.stderr).toMatch(/cluster\.yaml:12: nodes\[0\]\.node_id: required/);
  });

  it("--dry-run prints the placement with its reasons, the price a month and an hour, the runway, and sends nothing", async () => {
    const run = await kubecloud(home, ["deploy", "-f", example, "--auto-place", "--dry-run"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^VM\s+ROLE\s+NODE\s+FARM\s+COUNTRY\s+\$\/MONTH$/m);
    // Priced as the server bills: a VM on a node the user rents adds nothing, one on a shared node is an estimate.
    expect(run.stdout).toMatch(
      /^ {4}- (Reserved by you: its rent already covers this VM, so it adds nothing to your bill|The cheapest node that fits: about \$[\d.]+ a month for this VM \(shared, an estimate\))$/m,
    );
    expect(run.stdout).toMatch(/^Price: {3}(about )?\$[\d.]+ a month, (about )?\$[\d.]+ an hour( \(estimate\))?$/m);
    expect(run.stdout).toMatch(/^Balance: \$[\d.,]+, enough for \d+ days$/m);
    // The notes under the figures fit 80 columns; read as one text, the runway's figure and its parts.
    const notes = run.stdout.split("\n").filter((line) => line.startsWith(" ".repeat(9)));
    expect(notes.length).toBeGreaterThan(0);
    expect(notes.every((line) => line.length <= 80)).toBe(true);
    expect(run.stdout.replace(/\n {9}/g, " ")).toMatch(
      /^Balance: \$[\d.,]+, enough for \d+ days That is of what you pay with this cluster, \$[\d.,]+ a month: .*\$[\d.,]+ of rent for your reserved nodes.*\.$/m,
    );
    expect(run.stderr).toBe("Dry run: nothing was sent.\n");

    const json = await kubecloud(home, ["deploy", "-f", example, "--auto-place", "--dry-run", "-o", "json"]);
    const plan = JSON.parse(json.stdout) as {
      request: { name: string; nodes: { node_id: number; env_vars: { SSH_KEY: string } }[] };
      vms: { reasons: string[]; basis: string; monthly: number; reserved: boolean }[];
      cost: { monthly: number; hourly: number; estimated: boolean; rentedNodes: number[] };
      balance: number;
      spending: { rent: number; shared: number; cluster: number; monthly: number; failed: boolean };
      runwayDays: number;
    };
    expect(plan.request.name).toBe("democluster");
    expect(plan.request.nodes.every((node) => node.node_id > 0 && node.env_vars.SSH_KEY.startsWith("ssh-"))).toBe(true);
    expect(plan.vms.every((vm) => vm.reasons.at(-1) === "Its SSD storage pool has room for the disk")).toBe(true);
    expect(plan.cost.hourly).toBeCloseTo(plan.cost.monthly / 720, 10);
    for (const vm of plan.vms) {
      expect(vm.basis).toBe(vm.reserved ? "rent" : "estimate");
      if (vm.reserved) expect(vm.monthly).toBe(0);
    }
    expect(plan.cost.monthly).toBeCloseTo(
      plan.vms.reduce((sum, vm) => sum + vm.monthly, 0),
      10,
    );
    expect(plan.cost.estimated).toBe(plan.vms.some((vm) => vm.basis === "estimate"));
    // The runway is computed from everything the account pays a month with the cluster, as the wizard's review.
    expect(plan.spending.failed).toBe(false);
    expect(plan.spending.cluster).toBe(plan.cost.monthly);
    expect(plan.spending.monthly).toBeCloseTo(plan.spending.rent + plan.spending.shared + plan.cost.monthly, 10);
    expect(plan.spending.rent).toBeGreaterThan(0); // amira rents nodes
    expect(plan.runwayDays).toBe(Math.floor((plan.balance * 720) / (plan.spending.monthly * 24)));
    expect(plan.runwayDays).toBeGreaterThan(0);
    expect(await clusterNames()).not.toContain("democluster");
  });

  it("--region places only on that region's nodes (the wizard's Region filter), reserved nodes elsewhere left out", async () => {
    type Plan = { region: string | null; vms: { nodeId: number; country: string; reserved: boolean }[] };
    const planOf = async (...args: string[]) => {
      const run = await kubecloud(home, ["deploy", "-f", example, "--auto-place", ...args, "--dry-run", "-o", "json"]);
      expect(run.code).toBe(0);
      return JSON.parse(run.stdout) as Plan;
    };
    // Without a region, amira's reserved nodes in Europe come first (their rent covers the VMs).
    const anywhere = await planOf();
    expect(anywhere.region).toBeNull();
    expect(anywhere.vms.map((vm) => [regionOf(vm.country), vm.reserved])).toEqual([
      ["Europe", true],
      ["Europe", true],
    ]);
    // In Africa those are left out: only African nodes are offered (her reserved node there among them).
    const africa = await planOf("--region", "africa");
    expect(africa.region).toBe("Africa");
    expect(africa.vms.map((vm) => regionOf(vm.country))).toEqual(["Africa", "Africa"]);
    expect(africa.vms.some((vm) => anywhere.vms.some((other) => other.nodeId === vm.nodeId))).toBe(false);
    const text = await kubecloud(home, ["deploy", "-f", example, "--auto-place", "--region", "Africa", "--dry-run"]);
    expect(text.stdout).toMatch(/^Region: {2}Africa \(only its nodes were offered\)$/m);

    const bad = await kubecloud(home, ["deploy", "-f", example, "--auto-place", "--region", "Atlantis", "--dry-run"]);
    expect(bad).toMatchObject({ code: 2, stdout: "" });
    expect(bad.stderr).toBe(
      '--region: "Atlantis" is not a region; give one of Africa, Asia, Europe, North America, Oceania, South America\n',
    );
  });

  it("--wait prints the failed step and the rollback, and exits 1, when a step fails", async () => {
    await stack.control("/fail-deploy", { step: 3 });
    const run = await kubecloud(home, ["deploy", "-f", exampleAs("failcluster"), "--auto-place", "--wait"]);
    expect(run.code).toBe(1);
    expect(run.stdout.trimEnd().split("\n")).toEqual([
      "[1/4] Private network: done",
      "[2/4] VM master1: done",
      "[3/4] VM worker1: FAILED",
    ]);
    expect(run.stderr).toMatch(
      /Deployment of failcluster failed at step 3\/4 \(VM worker1\)\. Reason: failed to deploy node worker1 on grid node \d+: .*\. The rollback removed what had been deployed\.\n$/,
    );
    const kubeconfig = await kubecloud(home, ["kubeconfig", "get", "failcluster"]);
    expect(kubeconfig).toMatchObject({
      code: 4,
      stderr: "The deployment of failcluster failed and was rolled back: there is no such cluster.\n",
    });
  });

  it("is not signed in (exit 3) once the session has ended", async () => {
    const other = createHome(stack);
    try {
      await login(other, { email: "lucia@example.org", password: "Str0ng!Pass" });
      await stack.control("/expire-tokens", { email: "lucia@example.org" });
      const run = await kubecloud(other, ["deploy", "-f", example, "--auto-place", "--dry-run"]);
      expect(run).toMatchObject({ code: 3, stdout: "", stderr: "Not signed in: run kubecloud login\n" });
    } finally {
      other.remove();
    }
  });
});

describe("kubecloud deploy --wait on a slow deployment", () => {
  // A sandbox at real speed: a two-VM deployment takes some 16 s there.
  let slow: Stack;
  let user: Home;

  beforeAll(async () => ({ stack: slow, home: user } = await startSignedIn(amira, { speed: 1 })));
  afterAll(() => stopAll(slow, user));

  it("gives up at --timeout (exit 5), and kubeconfig get then says the cluster is still being deployed", async () => {
    const file = join(user.dir, "slow.yaml");
    writeFileSync(file, readFileSync(example, "utf8").replace("name: democluster", "name: slowcluster"));
    const run = await kubecloud(user, ["deploy", "-f", file, "--auto-place", "--wait", "--timeout", "1"]);
    expect(run.code).toBe(5);
    expect(run.stderr).toMatch(
      /Timed out after 1 s waiting for slowcluster \(\d of 4 steps done\); it may still be deploying: run kubecloud clusters get slowcluster\n$/,
    );
    const kubeconfig = await kubecloud(user, ["kubeconfig", "get", "slowcluster"]);
    expect(kubeconfig).toMatchObject({ code: 4, stdout: "" });
    expect(kubeconfig.stderr).toMatch(
      /^Cluster slowcluster is still being deployed \(started [\d-]+ [\d:]+ UTC\): it exists, with its kubeconfig, once the deployment ends\.\n$/,
    );
    expect(slow.checked).toBeGreaterThan(5);
    expect(slow.violations).toEqual([]);
  });
});

describe("kubecloud kubeconfig get", () => {
  it("prints the kubeconfig named after the cluster, or writes it 0600 with -o", async () => {
    const printed = await kubecloud(home, ["kubeconfig", "get", "prodcluster"]);
    expect(printed.code).toBe(0);
    const config = parse(printed.stdout) as Kubeconfig;
    expect(config["current-context"]).toBe("prodcluster");
    expect(config.contexts[0]).toEqual({
      name: "prodcluster",
      context: { cluster: "prodcluster", user: "prodcluster" },
    });
    const file = join(home.dir, "prod.yaml");
    const saved = await kubecloud(home, ["kubeconfig", "get", "prodcluster", "-o", file]);
    expect(saved.stdout).toBe(`Wrote ${file}: kubectl --kubeconfig ${file} get nodes\n`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(parse(readFileSync(file, "utf8"))).toEqual(config);
  });

  it("says not found (exit 4) for an unknown cluster, and refuses --use without --merge (exit 2)", async () => {
    const missing = await kubecloud(home, ["kubeconfig", "get", "nosuch"]);
    expect(missing).toMatchObject({ code: 4, stdout: "" });
    expect(missing.stderr).toMatch(/deployment not found\n$/);
    expect((await kubecloud(home, ["kubeconfig", "get", "prodcluster", "--use"])).code).toBe(2);
  });
});

describe("the issue's script: login → deploy --auto-place --wait → kubeconfig get --merge → clusters delete --yes", () => {
  it("deploys the example, merges its kubeconfig beside the user's own (with a backup) and deletes it", async () => {
    const user = createHome(stack);
    try {
      // The user already has a kubeconfig with a context of their own.
      const own =
        "apiVersion: v1\nkind: Config\nclusters:\n- name: kind-dev\n  cluster:\n    server: https://127.0.0.1:6443\nusers:\n- name: kind-dev\n  user: {}\ncontexts:\n- name: kind-dev\n  context:\n    cluster: kind-dev\n    user: kind-dev\ncurrent-context: kind-dev\n";
      mkdirSync(dirname(user.env.KUBECONFIG), { recursive: true });
      writeFileSync(user.env.KUBECONFIG, own);

      const login = await kubecloud(user, ["login", "--email", "amira@example.com", "--password-stdin"], {
        input: "Str0ng!Pass",
      });
      expect(login.code).toBe(0);

      const deploy = await kubecloud(user, ["deploy", "-f", example, "--auto-place", "--wait"]);
      expect(deploy.stderr).toMatch(/Deploying democluster \(task [0-9a-f-]+\)\./);
      expect(deploy).toMatchObject({ code: 0 });
      expect(deploy.stdout.trimEnd().split("\n")).toEqual([
        "[1/4] Private network: done",
        "[2/4] VM master1: done",
        "[3/4] VM worker1: done",
        "[4/4] Kubeconfig and readiness check: done",
        "Cluster democluster is running. Next: kubecloud kubeconfig get democluster --merge",
      ]);

      const merge = await kubecloud(user, ["kubeconfig", "get", "democluster", "--merge"]);
      expect(merge.code).toBe(0);
      const path = user.env.KUBECONFIG;
      expect(merge.stdout).toBe(
        `Merged context democluster into ${path}: kubectl --context democluster get nodes (or add --use to switch to it)\n`,
      );

      const merged = parse(readFileSync(path, "utf8")) as Kubeconfig;
      expect(merged.contexts.map((c) => c.name)).toEqual(["kind-dev", "democluster"]);
      expect(merged.clusters.map((c) => c.name)).toEqual(["kind-dev", "democluster"]);
      expect(merged.users.map((u) => u.name)).toEqual(["kind-dev", "democluster"]);
      expect(merged.contexts[1].context).toEqual({ cluster: "democluster", user: "democluster" });
      expect(merged.clusters[1].cluster.server).toMatch(/^https:\/\/\[[0-9a-f:]+\]:6443$/);
      expect(merged["current-context"]).toBe("kind-dev"); // switched only with --use
      expect(statSync(path).mode & 0o777).toBe(0o600);
      const backups = readdirSync(dirname(path)).filter((name) => /^config\.\d{8}T\d{6}Z\.bak$/.test(name));
      expect(backups).toHaveLength(1);
      expect(readFileSync(join(dirname(path), backups[0]), "utf8")).toBe(own);
      expect(merge.stderr).toBe(`Backup of the previous file: ${join(dirname(path), backups[0])}\n`);

      const remove = await kubecloud(user, ["clusters", "delete", "democluster", "--yes"]);
      expect(remove.code).toBe(0);
      expect(remove.stderr).toMatch(/^Deleting democluster \(task [0-9a-f-]+\)/);
      expect(existsSync(path)).toBe(true);
    } finally {
      user.remove();
    }
  });

  it("sent nothing the contract refuses", () => {
    expect(stack.checked).toBeGreaterThan(30); // the proxy saw the commands' traffic
    expect(stack.violations).toEqual([]);
  });
});
