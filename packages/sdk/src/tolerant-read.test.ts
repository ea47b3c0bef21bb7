// The tolerant reader over replies the real server sends (issue: "read a real server as it is"): drift in a
// field is reported and the reply is used; only an unusable frame refuses it.
import { describe, expect, it, vi } from "vitest";
import { createKubeCloudClient } from "./client.ts";
import type { Drift } from "./drift.ts";
import { readSuccess } from "./shape-check.ts";
import { createMemoryTokenStore } from "./tokens.ts";
import { contractExample, fakeFetch, json, type Handler } from "./test-support/fake-fetch.ts";

type GridPage = { status: number; data: { total: number; nodes: Record<string, unknown>[] } };
type Deployment = { cluster: { nodes: Record<string, unknown>[] } };

function gridWith(change: (node: Record<string, unknown>) => void, at = 0): GridPage {
  const page = structuredClone(contractExample<GridPage>("GridNodeGrid"));
  change(page.data.nodes[at]);
  return page;
}

function setup(routes: Record<string, Handler>) {
  const drifts: Drift[] = [];
  const client = createKubeCloudClient({
    baseUrl: "http://api.test/api",
    tokens: createMemoryTokenStore({ accessToken: "a", refreshToken: "r" }),
    fetch: fakeFetch(routes).fetch,
    onDrift: (drift) => drifts.push(drift),
  });
  return { client, drifts };
}

describe("drifted replies are read, not refused", () => {
  it("a cluster stored without original_name: the list and the cluster page read", async () => {
    const deployment = structuredClone(contractExample<Deployment>("DeploymentProdcluster"));
    for (const node of deployment.cluster.nodes) delete node.original_name;
    const { client, drifts } = setup({
      "GET /api/v1/deployments": () => json({ deployments: [deployment], count: 1 }),
      "GET /api/v1/deployments/prodcluster": () => json(deployment),
    });
    const list = await client.call("get", "/v1/deployments");
    expect(list.deployments[0].cluster.nodes.map((node) => node.name)).toEqual([
      "kc12prodclustermaster1",
      "kc12prodclusterworker1",
      "kc12prodclusterworker2",
    ]);
    await expect(
      client.call("get", "/v1/deployments/{name}", { params: { path: { name: "prodcluster" } } }),
    ).resolves.toMatchObject({ cluster: { name: "prodcluster" } });
    // The contract says original_name is optional now: nothing drifted.
    expect(drifts).toEqual([]);
  });

  it("a GPU with a zero timestamp (grid-proxy leaves updated_at out): the node list reads", async () => {
    const page = gridWith((node) => {
      node.num_gpu = 1;
      node.gpus = [{ id: "0000:0e:00.0/10de/2204", vendor: "NVIDIA Corporation", device: "GA102", contract: 0 }];
    });
    const { client, drifts } = setup({ "GET /api/v1/nodes": () => json(page) });
    const reply = await client.call("get", "/v1/nodes");
    expect(reply.nodes).toHaveLength(page.data.nodes.length);
    expect(drifts).toEqual([]);
  });

  it("a number where the contract says string, an unknown enum value, an extra object: read, each reported", async () => {
    const page = gridWith((node) => {
      (node.dmi as { processor: unknown[] }).processor = [{ version: "EPYC", thread_count: 64 }];
      node.power = { state: "Hibernating", target: "Up" };
      node.status = "sleeping";
      node.cpu_benchmark = { single: 1, multi: 2, threads: 3, workloads: 4, extra: { nested: true } };
      node.something_new = { a: 1 };
    }, 1);
    const { client, drifts } = setup({ "GET /api/v1/nodes": () => json(page) });
    const reply = await client.call("get", "/v1/nodes");
    expect(reply.nodes).toHaveLength(page.data.nodes.length);
    expect(drifts).toEqual([
      {
        operationId: "listGridNodes",
        path: "$.data.nodes[1].status",
        expected: "one of up, down, standby",
        got: 'a string ("sleeping")',
      },
      {
        operationId: "listGridNodes",
        path: "$.data.nodes[1].dmi.processor[0].thread_count",
        expected: "a string",
        got: "a number (64)",
      },
    ]);
  });

  it("reports a field drifting in 10,000 items once, and once per client across polls", async () => {
    const page = contractExample<GridPage>("GridNodeGrid");
    const many = { ...page, data: { total: 10_000, nodes: [] as Record<string, unknown>[] } };
    for (let i = 0; i < 10_000; i += 1)
      many.data.nodes.push({ ...page.data.nodes[i % page.data.nodes.length], farmName: i });
    const { client, drifts } = setup({ "GET /api/v1/nodes": () => json(many) });
    await client.call("get", "/v1/nodes");
    await client.call("get", "/v1/nodes");
    expect(drifts.map((drift) => drift.path)).toEqual(["$.data.nodes[0].farmName"]);
  });

  it("logs drift to the console by default, naming the operation, the path and what was expected", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const client = createKubeCloudClient({
      baseUrl: "http://api.test/api",
      tokens: createMemoryTokenStore(),
      fetch: fakeFetch({ "GET /api/v1/nodes": () => json(gridWith((node) => (node.uptime = "6 days"))) }).fetch,
    });
    await client.call("get", "/v1/nodes");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/listGridNodes \$\.data\.nodes\[0\]\.uptime: expected a number/);
    warn.mockRestore();
  });
});

describe("what still refuses a reply", () => {
  const refusal = (id: string, status: number, body: unknown, write = false) =>
    readSuccess(id, status, body, write).refusal;

  it("an empty body, a body that is not an object, an envelope without data", () => {
    expect(refusal("listGridNodes", 200, undefined)).toBe("$ is missing, expected an object");
    expect(refusal("listGridNodes", 200, "<html>")).toMatch(/^\$ is a string/);
    expect(refusal("listGridNodes", 200, { status: 200 })).toBe("$.data is missing, expected an object");
  });

  it("a write's own reply without what the caller acts on (a sign-in without its refresh token)", () => {
    expect(refusal("login", 201, { status: 201, data: { access_token: "a" } }, true)).toBe(
      "$.data.refresh_token is missing, expected a string",
    );
  });

  it("but not a write's unknown enum value (a deploy the server accepted must not look failed)", () => {
    const accepted = { task_id: "t", status: "queued", message: "Deployment is being processed" };
    expect(refusal("deployCluster", 202, accepted, true)).toBeUndefined();
  });
});
