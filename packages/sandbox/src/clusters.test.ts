import type {
  ClusterMetrics,
  Deployment,
  DeploymentList,
  GridNodePage,
  Kubeconfig,
  TaskAccepted,
  WorkflowStatus,
} from "@kubecloud/sdk";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { signedInSandbox, type Enveloped, type TestSandbox } from "./test-support/harness.ts";
import { vm } from "./test-support/requests.ts";

let t: TestSandbox;
let token: string;
beforeEach(async () => ({ t, token } = await signedInSandbox()));
afterEach(() => t.close());

const names = async () =>
  (await t.call<DeploymentList>("GET", "/v1/deployments", { token })).body.deployments.map((d) => d.cluster.name);
/** POST /v1/deployments/prodcluster/nodes: the path names the cluster; the body may name another. */
const addToProd = <T = unknown>(body: object) =>
  t.call<T>("POST", "/v1/deployments/prodcluster/nodes", { token, body });
const done = (id: string) =>
  t.until(async () =>
    ["completed", "failed"].includes((await t.call<Enveloped<WorkflowStatus>>("GET", `/v1/workflow/${id}`)).body.data),
  );
const usedMemory = async (nodeId: number) =>
  (await t.call<Enveloped<GridNodePage>>("GET", `/v1/nodes?node_id=${nodeId}`)).body.data.nodes![0].used_resources.mru;

describe("deploying clusters", () => {
  it("reports each step, then lists the cluster (leader elected, network built, no secrets)", async () => {
    const stream = await t.events(token);
    const before = await usedMemory(3361);
    const accepted = await t.call<TaskAccepted>("POST", "/v1/deployments", {
      token,
      body: { name: "web1", token: "securetoken", nodes: [vm("master1", 3361, "master"), vm("worker1", 87)] },
    });
    expect(accepted.status).toBe(202);
    expect(accepted.body).toMatchObject({ status: "pending", message: "Deployment workflow started successfully" });
    expect(await names()).not.toContain("web1");
    expect(
      (
        await t.call("POST", "/v1/deployments", {
          token,
          body: { name: "web1", nodes: [vm("master1", 4631, "master")] },
        })
      ).body,
    ).toEqual({ error: "deployment already exists" });
    await done(accepted.body.task_id);
    expect(await names()).toContain("web1");

    const steps = stream.messages.filter((m) => m.type === "step_completed").map((m) => m.data.message);
    expect(steps).toEqual([
      'Deploying cluster "web1" - Step completed (1/4)',
      'Deploying cluster "web1" - Step completed (2/4)',
      'Deploying cluster "web1" - Step completed (3/4)',
    ]);
    const last = stream.messages.at(-1)!;
    expect(last).toMatchObject({
      type: "deployment",
      severity: "success",
      data: {
        status: "succeeded",
        message: "Deploying Cluster completed successfully for cluster 'web1' with 2 nodes",
      },
    });
    expect(last.id).toMatch(/^[0-9a-f-]{36}$/);

    const one = (await t.call<Deployment>("GET", "/v1/deployments/web1", { token })).body;
    expect(one.project_name).toBe("kc12web1");
    expect(one.cluster.nodes.map((n) => [n.name, n.type, n.ip])).toEqual([
      ["kc12web1master1", "leader", "10.20.2.2"],
      ["kc12web1worker1", "worker", "10.20.3.2"],
    ]);
    expect(one.cluster.network).toMatchObject({
      name: "kc12web1net",
      nodes: [3361, 87],
      nodes_ip_range: { "3361": "10.20.2.0/24", "87": "10.20.3.0/24" },
    });
    expect(JSON.stringify(one)).not.toMatch(/securetoken|env_vars|"token"/);
    expect(await usedMemory(3361)).toBe(before + 4096 * 1024 ** 2);
    // A node with a sandbox VM on it is no longer rentable.
    expect((await t.call<Enveloped<GridNodePage>>("GET", "/v1/nodes?node_id=3361")).body.data.nodes![0].rentable).toBe(
      false,
    );

    const kubeconfig = (await t.call<Kubeconfig>("GET", "/v1/deployments/web1/kubeconfig", { token })).body.kubeconfig;
    expect(kubeconfig).toContain(`server: https://[${one.cluster.nodes[0].mycelium_ip}]:6443`);
    const metrics = (await t.call<ClusterMetrics>("GET", "/clusters/web1/metrics", { token })).body;
    expect(metrics.nodes.map((n) => [n.name, n.status])).toEqual([
      ["master1", "ready"],
      ["worker1", "ready"],
    ]);
    expect(metrics.nodes[0].memory_total_bytes).toBe(4096 * 1024 ** 2);
    expect(stream.problems).toEqual([]);
    stream.stop();
  });

  it("fails and rolls back when a VM does not fit on its node (resources are given back)", async () => {
    const stream = await t.events(token);
    const before = await usedMemory(87);
    const accepted = await t.call<TaskAccepted>("POST", "/v1/deployments", {
      token,
      body: { name: "huge1", nodes: [vm("master1", 87, "master"), vm("worker1", 6011, "worker", 10_000_000)] },
    });
    await done(accepted.body.task_id);
    await t.until(() => stream.messages.some((m) => m.data.message.startsWith("Rollback completed")));
    expect((await t.call<Enveloped<WorkflowStatus>>("GET", `/v1/workflow/${accepted.body.task_id}`)).body.data).toBe(
      "failed",
    );
    expect(await names()).not.toContain("huge1");
    expect(await usedMemory(87)).toBe(before);
    expect(stream.messages.slice(1).map((m) => `${m.type}/${m.severity}/${m.data.status}`)).toEqual([
      "deployment/info/started",
      "step_completed/info/completed",
      "step_completed/info/completed",
      "step_failed/info/retrying",
      "deployment/error/failed",
      "deployment/info/started",
      "deployment/success/succeeded",
    ]);
    const notifications = (
      await t.call<Enveloped<{ notifications: { payload: Record<string, string> }[] }>>("GET", "/v1/notifications", {
        token,
      })
    ).body.data.notifications;
    expect(notifications.find((n) => n.payload.subject === "Deploying Cluster failed")!.payload.error).toMatch(
      /failed to deploy node worker1 on grid node 6011: not enough memory/,
    );
    stream.stop();
  });

  it("fails the step it was told to fail (POST /__sandbox/fail-deploy), then rolls back", async () => {
    const plan = async (body: unknown) =>
      (await t.request("POST", "/__sandbox/fail-deploy", { body })).json() as Promise<Record<string, unknown>>;
    expect(await plan({ email: "amira@example.com", step: 3 })).toEqual({
      step: 3,
      email: "amira@example.com",
      planned: 1,
    });
    expect((await t.request("POST", "/__sandbox/fail-deploy", { body: { step: 0 } })).status).toBe(400);
    expect((await t.request("POST", "/__sandbox/fail-deploy", { body: { email: "nobody@example.com" } })).status).toBe(
      404,
    );
    // Another user's deployment is not the one planned to fail.
    const other = (await t.login("kenji@example.org")).access_token;
    const fine = await t.call<TaskAccepted>("POST", "/v1/deployments", {
      token: other,
      body: { name: "kenji1", nodes: [vm("master1", 3361, "master")] },
    });
    await done(fine.body.task_id);
    expect((await t.call<Enveloped<WorkflowStatus>>("GET", `/v1/workflow/${fine.body.task_id}`)).body.data).toBe(
      "completed",
    );

    const stream = await t.events(token);
    const before = await usedMemory(87);
    const accepted = await t.call<TaskAccepted>("POST", "/v1/deployments", {
      token,
      body: { name: "told1", nodes: [vm("master1", 87, "master"), vm("worker1", 6011)] },
    });
    await done(accepted.body.task_id);
    await t.until(() => stream.messages.some((m) => m.data.message.startsWith("Rollback completed")));
    expect(stream.messages.filter((m) => m.type.startsWith("step_")).map((m) => m.data.message)).toEqual([
      'Deploying cluster "told1" - Step completed (1/4)',
      'Deploying cluster "told1" - Step completed (2/4)',
      'Deploying cluster "told1" - Step failed (3/4)',
    ]);
    expect(await names()).not.toContain("told1");
    expect(await usedMemory(87)).toBe(before);
    const notifications = (
      await t.call<Enveloped<{ notifications: { payload: Record<string, string> }[] }>>("GET", "/v1/notifications", {
        token,
      })
    ).body.data.notifications;
    expect(notifications.find((n) => n.payload.subject === "Deploying Cluster failed")!.payload.error).toBe(
      "failed to deploy node worker1 on grid node 6011: the sandbox was told to fail this step",
    );

    // Used once: the next deployment succeeds; step 1 fails the network, a step past the VMs the readiness check.
    const again = await t.call<TaskAccepted>("POST", "/v1/deployments", {
      token,
      body: { name: "told2", nodes: [vm("master1", 87, "master")] },
    });
    await done(again.body.task_id);
    expect(await names()).toContain("told2");
    for (const [step, cluster] of [
      [1, "told3"],
      [9, "told4"],
    ] as const) {
      await plan({ step });
      const failed = await t.call<TaskAccepted>("POST", "/v1/deployments", {
        token,
        body: { name: cluster, nodes: [vm("master1", 3019, "master")] },
      });
      await done(failed.body.task_id);
      expect((await t.call<Enveloped<WorkflowStatus>>("GET", `/v1/workflow/${failed.body.task_id}`)).body.data).toBe(
        "failed",
      );
    }
    expect(stream.messages.some((m) => m.data.message === 'Deploying cluster "told3" - Step failed (1/3)')).toBe(true);
    expect(stream.messages.some((m) => m.data.message.includes('"told4" - Step failed'))).toBe(false);
    stream.stop();
  });

  it("fails a node on a dedicated node the user does not rent", async () => {
    const accepted = await t.call<TaskAccepted>("POST", "/v1/deployments", {
      token,
      body: { name: "ded1", nodes: [vm("master1", 4078, "master")] },
    });
    await done(accepted.body.task_id);
    expect(await names()).not.toContain("ded1");
  });

  it("adds and removes nodes; the leader cannot be removed", async () => {
    const added = await addToProd<TaskAccepted>({ name: "prodcluster", token: "", nodes: [vm("worker3", 2215)] });
    expect(added.status).toBe(202);
    await done(added.body.task_id);
    let cluster = (await t.call<Deployment>("GET", "/v1/deployments/prodcluster", { token })).body.cluster;
    expect(cluster.nodes.map((n) => n.original_name)).toEqual(["master1", "worker1", "worker2", "worker3"]);
    expect(cluster.nodes[3].ip).toBe("10.20.5.2");

    expect((await addToProd({ name: "prodcluster", nodes: [vm("worker3", 3019)] })).body).toEqual({
      error: "Node with the same name already exists",
    });
    expect((await addToProd({ name: "prodcluster", nodes: [vm("worker9", 318)] })).body).toEqual({
      error: "node id 318 is already assigned to this cluster",
    });
    expect((await addToProd({ name: "nothere", nodes: [vm("worker9", 3019)] })).status).toBe(404);

    const removed = await t.call<TaskAccepted>("DELETE", "/v1/deployments/prodcluster/nodes/worker1", { token });
    await done(removed.body.task_id);
    cluster = (await t.call<Deployment>("GET", "/v1/deployments/prodcluster", { token })).body.cluster;
    expect(cluster.nodes.map((n) => n.original_name)).toEqual(["master1", "worker2", "worker3"]);
    expect(cluster.network.nodes).not.toContain(318);

    const leader = await t.call<TaskAccepted>("DELETE", "/v1/deployments/prodcluster/nodes/master1", { token });
    expect(leader.status).toBe(202);
    await done(leader.body.task_id);
    expect((await t.call<Enveloped<WorkflowStatus>>("GET", `/v1/workflow/${leader.body.task_id}`)).body.data).toBe(
      "failed",
    );
    expect((await t.call("DELETE", "/v1/deployments/prodcluster/nodes/worker9", { token })).body).toEqual({
      error: 'node "worker9" not found in cluster "prodcluster"',
    });
  });

  it("deletes one cluster, then all of them; with none left there is nothing to start", async () => {
    const one = await t.call<TaskAccepted>("DELETE", "/v1/deployments/analytics", { token });
    expect(one.status).toBe(202);
    expect(await names()).toContain("analytics");
    await done(one.body.task_id);
    expect(await names()).toEqual(["prodcluster"]);
    const all = await t.call<TaskAccepted>("DELETE", "/v1/deployments", { token });
    expect(all.body.message).toBe("Delete all deployments workflow started successfully");
    await done(all.body.task_id);
    expect(await names()).toEqual([]);
    expect((await t.call("DELETE", "/v1/deployments", { token })).body).toEqual({
      message: "No deployments found to delete",
    });
    expect((await t.call("GET", "/v1/deployments/analytics", { token })).body).toEqual({
      error: "deployment not found",
    });
    const missing = await t.request("GET", "/api/clusters/analytics/metrics", { token });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("404 page not found");
  });
});
