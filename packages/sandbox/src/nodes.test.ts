import type {
  GridNodePage,
  RentableNodePage,
  ReserveAccepted,
  StoragePoolList,
  TwinAccount,
  UnreserveAccepted,
  WorkflowStatus,
} from "@kubecloud/sdk";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { signedInSandbox, type Enveloped, type TestSandbox } from "./test-support/harness.ts";

let t: TestSandbox;
let token: string;
beforeEach(async () => ({ t, token } = await signedInSandbox()));
afterEach(() => t.close());

const rented = async () =>
  (await t.call<Enveloped<RentableNodePage>>("GET", "/v1/user/nodes/rented", { token })).body.data.nodes?.map(
    (n) => n.nodeId,
  ) ?? [];
const status = async (id: string) => (await t.call<Enveloped<WorkflowStatus>>("GET", `/v1/workflow/${id}`)).body.data;

describe("the grid", () => {
  it("serves the contract's 36-node grid with the grid proxy's filters and paging", async () => {
    const all = (await t.call<Enveloped<GridNodePage>>("GET", "/v1/nodes?size=1000")).body.data;
    expect(all.total).toBe(36);
    expect(new Set(all.nodes!.map((n) => n.country)).size).toBeGreaterThan(25);
    const healthy = (await t.call<Enveloped<GridNodePage>>("GET", "/v1/nodes?healthy=true&size=1000")).body.data;
    expect(healthy.nodes!.every((n) => n.healthy)).toBe(true);
    const europe = (
      await t.call<Enveloped<GridNodePage>>(
        "GET",
        "/v1/nodes?region=Europe&status=up&status=standby&size=5&page=2&sort_by=node_id",
      )
    ).body.data;
    expect(europe.nodes).toHaveLength(5);
    expect(europe.nodes!.map((n) => n.nodeId)).toEqual([...europe.nodes!.map((n) => n.nodeId)].sort((a, b) => a - b));
    const gpus = (await t.call<Enveloped<GridNodePage>>("GET", "/v1/nodes?has_gpu=true&size=100")).body.data;
    expect(gpus.nodes!.every((n) => n.num_gpu > 0)).toBe(true);
    const none = (await t.call<Enveloped<GridNodePage>>("GET", "/v1/nodes?country=Atlantis")).body.data;
    expect(none).toEqual({ total: 0, nodes: [] });
  });

  it("lists the user's rented nodes first, then nodes available to the twin; rentable and rented carry discount_price", async () => {
    const available = (await t.call<Enveloped<GridNodePage>>("GET", "/v1/user/nodes?size=100", { token })).body.data
      .nodes!;
    expect(
      available
        .slice(0, 4)
        .map((n) => n.nodeId)
        .sort(),
    ).toEqual([1024, 150, 2215, 318].sort());
    expect(available.every((n) => n.healthy && !n.dedicated)).toBe(true);
    expect(await rented()).toEqual([150, 318, 1024, 2215]);
    const rentable = (await t.call<Enveloped<RentableNodePage>>("GET", "/v1/user/nodes/rentable", { token })).body.data;
    expect(rentable.total).toBe(0);
    expect(
      rentable.nodes!.every((n) => n.rentable && n.healthy && n.discount_price === Math.round(n.price_usd * 50) / 100),
    ).toBe(true);
    const africa = (await t.call<Enveloped<GridNodePage>>("GET", "/v1/user/nodes?region=Oceania&size=100", { token }))
      .body.data.nodes!;
    expect(africa.map((n) => n.country).every((c) => ["Australia", "New Zealand"].includes(c))).toBe(true);
  });

  it("reports storage pools and twins", async () => {
    const pools = (await t.call<Enveloped<StoragePoolList>>("GET", "/v1/nodes/1024/storage-pool")).body.data.pools!;
    expect(pools[0]).toMatchObject({ type: "ssd" });
    expect(pools.find((p) => p.type === "ssd")!.free).toBeGreaterThan(0);
    expect((await t.call("GET", "/v1/nodes/99999/storage-pool")).body).toEqual({
      status: 404,
      message: "Node not found",
    });
    const twin = (await t.call<Enveloped<TwinAccount>>("GET", "/v1/twins/4821/account")).body.data;
    expect(twin).toMatchObject({
      twin_id: 4821,
      account_id: "5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty",
      relay: "relay.grid.tf",
    });
    expect((await t.call("GET", "/v1/twins/999999/account")).status).toBe(404);
  });
});

describe("reserving nodes", () => {
  it("reserve → the node shows up in the rented list only when the workflow ends; release → it leaves", async () => {
    const stream = await t.events(token);
    const accepted = await t.call<Enveloped<ReserveAccepted>>("POST", "/v1/user/nodes/3361", { token, body: {} });
    expect(accepted.status).toBe(202);
    expect(accepted.body.data).toMatchObject({ node_id: 3361, email: "amira@example.com" });
    expect(await status(accepted.body.data.workflow_id)).toBe("pending");
    expect(await rented()).not.toContain(3361);
    await t.until(async () => (await status(accepted.body.data.workflow_id)) === "completed");
    expect(await rented()).toContain(3361);
    await t.until(() => stream.messages.some((m) => m.type === "node" && m.severity === "success"));
    expect(stream.messages.map((m) => `${m.type}/${m.data.status}`)).toEqual([
      "connected/connected",
      "node/started",
      "node/succeeded",
    ]);
    // Reserve events are not persisted: no id.
    expect(stream.messages.every((m) => m.id === undefined)).toBe(true);

    expect((await t.call("POST", "/v1/user/nodes/3361", { token, body: {} })).body).toEqual({
      status: 400,
      message: "Node is already reserved.",
    });

    const contract = (
      await t.call<Enveloped<RentableNodePage>>("GET", "/v1/user/nodes/rented", { token })
    ).body.data.nodes!.find((n) => n.nodeId === 3361)!.rentContractId;
    const released = await t.call<Enveloped<UnreserveAccepted>>("DELETE", `/v1/user/nodes/unreserve/${contract}`, {
      token,
    });
    expect(released.body.data.contract_id).toBe(contract);
    await t.until(async () => !(await rented()).includes(3361));
    const node = (await t.call<Enveloped<GridNodePage>>("GET", "/v1/nodes?node_id=3361")).body.data.nodes![0];
    expect(node).toMatchObject({ rented: false, rentable: true, rentContractId: 0, rentedByTwinId: 0 });
    stream.stop();
    expect(stream.problems).toEqual([]);
  });

  it("fails the workflow for a node that cannot be rented, and refuses one the balance cannot pay", async () => {
    const stream = await t.events(token);
    // Node 87 hosts other people's workloads: not rentable, so the chain refuses the contract.
    await t.call("POST", "/v1/user/nodes/87", { token, body: {} });
    await t.until(() => stream.messages.some((m) => m.type === "node" && m.severity === "error"));
    expect(stream.messages.at(-1)!.data.message).toBe("Node 87 reservation failed: node is not rentable");
    expect(await rented()).not.toContain(87);
    expect((await t.call("POST", "/v1/user/nodes/99999", { token, body: {} })).body).toEqual({
      status: 404,
      message: "No nodes are available for rent.",
    });

    const poor = (await t.login("tomasz@example.com", "Str0ng!Pass")).access_token;
    expect((await t.call("POST", "/v1/user/nodes/3361", { token: poor, body: {} })).body).toEqual({
      status: 400,
      message: "You should at least have enough balance for one hour",
    });
    stream.stop();
  });

  it("refuses to release a node that still hosts a cluster, and unknown contracts", async () => {
    const stream = await t.events(token);
    await t.call("DELETE", "/v1/user/nodes/unreserve/880401", { token });
    await t.until(() => stream.messages.some((m) => m.type === "node" && m.severity === "error"));
    expect(stream.messages.at(-1)!.data.message).toMatch(/node has active contracts \(clusters prodcluster\)/);
    expect(await rented()).toContain(150);
    expect((await t.call("DELETE", "/v1/user/nodes/unreserve/1", { token })).body).toEqual({
      status: 404,
      message: "Contract ID not found",
      error: "Could not find contract ID in user nodes",
    });
    stream.stop();
  });
});
