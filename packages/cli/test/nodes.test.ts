// nodes list (the marketplace's filters), mine, reserve, release.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schemaErrors } from "./contract-check.ts";
import { createHome, kubecloud, startSignedIn, stopAll, type Home, type Stack } from "./support.ts";

let stack: Stack;
let home: Home;

beforeAll(async () => ({ stack, home } = await startSignedIn()));
afterAll(() => stopAll(stack, home));

interface Node {
  nodeId: number;
  country: string;
  num_gpu: number;
  price_usd: number;
  discount_price?: number;
  extraFee: number;
  healthy: boolean;
  rentable: boolean;
  uptime: number;
  total_resources: { cru: number; mru: number; sru: number };
}

const GB = 1024 ** 3;
/** What the marketplace charges (product-rules §9): the discount price when offered, plus the extra fee (mUSD). */
const paid = (n: Node) => (n.discount_price ?? n.price_usd) + n.extraFee / 1000;

async function listJson(...args: string[]): Promise<Node[]> {
  const run = await kubecloud(home, ["nodes", "list", "-o", "json", ...args]);
  expect(run).toMatchObject({ code: 0, stderr: "" });
  return JSON.parse(run.stdout) as Node[];
}

describe("kubecloud nodes list", () => {
  it("lists the healthy, rentable nodes as the contract's GridNode objects, cheapest first", async () => {
    const nodes = await listJson();
    expect(nodes.length).toBeGreaterThan(5);
    for (const node of nodes) {
      expect(schemaErrors("GridNode", node)).toEqual([]);
      expect(node).toMatchObject({ healthy: true, rentable: true });
    }
    const prices = nodes.map(paid);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("shows a signed-in user the server's discounted offers, and a guest the list price", async () => {
    const nodes = await listJson();
    const offered = nodes.filter((n) => n.discount_price !== undefined);
    expect(offered.length).toBeGreaterThan(0);
    for (const node of offered) expect(schemaErrors("RentableNode", node)).toEqual([]);
    const guest = createHome(stack);
    const run = await kubecloud(guest, ["nodes", "list", "-o", "json"]);
    expect(run.code).toBe(0);
    const listed = JSON.parse(run.stdout) as Node[];
    expect(listed.some((n) => n.discount_price !== undefined)).toBe(false);
    expect(listed.map((n) => n.nodeId).sort()).toEqual(nodes.map((n) => n.nodeId).sort());
    guest.remove();
  });

  it("prints a table that fits 80 columns; wide adds city, hourly price, farm and uptime", async () => {
    const table = await kubecloud(home, ["nodes", "list"]);
    expect(table.code).toBe(0);
    const lines = table.stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^NODE +COUNTRY +CPU +RAM GB +SSD GB +GPU +\$\/MONTH$/);
    for (const line of lines) expect([...line].length).toBeLessThanOrEqual(80);
    const wide = await kubecloud(home, ["nodes", "list", "-o", "wide", "--limit", "3"]);
    expect(wide.stdout.split("\n")[0]).toMatch(/^NODE +COUNTRY +CITY +CPU .* \$\/MONTH +LIST +\$\/HOUR +FARM +UPTIME$/);
    expect(wide.stdout.trimEnd().split("\n")).toHaveLength(4);
  });

  it("filters by country (repeatable), GPU, CPU, RAM, storage and price, as the marketplace", async () => {
    const all = await listJson();
    const country = all[0].country;
    expect((await listJson("--country", country)).every((n) => n.country === country)).toBe(true);
    const second = all.find((n) => n.country !== country)!.country;
    const two = await listJson("--country", country, "--country", second);
    expect(new Set(two.map((n) => n.country))).toEqual(new Set([country, second]));
    expect(two.map(paid)).toEqual(two.map(paid).sort((a, b) => a - b));

    const gpu = await listJson("--gpu");
    expect(gpu.length).toBeGreaterThan(0);
    expect(gpu.every((n) => n.num_gpu > 0)).toBe(true);
    expect((await listJson("--min-cpu", "16")).every((n) => n.total_resources.cru >= 16)).toBe(true);
    expect((await listJson("--min-ram", "64")).every((n) => n.total_resources.mru >= 64 * GB)).toBe(true);
    expect((await listJson("--min-storage", "2048")).every((n) => n.total_resources.sru >= 2048 * GB)).toBe(true);
    const cheap = await listJson("--max-price", "50");
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.every((n) => n.price_usd <= 50)).toBe(true);
    expect(cheap.length).toBeLessThan(all.length);
  });

  it("sorts as the marketplace does", async () => {
    const byPrice = (await listJson("--sort", "price-desc")).map(paid);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => b - a));
    const byCpu = (await listJson("--sort", "cpu")).map((n) => n.total_resources.cru);
    expect(byCpu).toEqual([...byCpu].sort((a, b) => b - a));
    const byUptime = (await listJson("--sort", "uptime")).map((n) => n.uptime);
    expect(byUptime).toEqual([...byUptime].sort((a, b) => b - a));
  });

  it("says when nothing matches (stderr, empty stdout) and refuses bad filters (exit 2)", async () => {
    expect(await kubecloud(home, ["nodes", "list", "--country", "Atlantis"])).toEqual({
      code: 0,
      stdout: "",
      stderr: "No node matches these filters.\n",
    });
    expect(await kubecloud(home, ["nodes", "list", "--sort", "cheapest"])).toEqual({
      code: 2,
      stdout: "",
      stderr: "--sort must be one of price-asc, price-desc, cpu, ram, storage, uptime\n",
    });
    const bad = await kubecloud(home, ["nodes", "list", "--min-cpu", "many"]);
    expect(bad).toEqual({
      code: 2,
      stdout: "",
      stderr: '--min-cpu must be a whole number of at least 0, got "many"\n',
    });
  });
});

describe("kubecloud nodes mine, reserve and release", () => {
  let nodeId: number;

  it("lists your reserved nodes with their discounted price", async () => {
    const run = await kubecloud(home, ["nodes", "mine", "-o", "json"]);
    expect(run.code).toBe(0);
    const mine = JSON.parse(run.stdout) as Node[];
    expect(mine.map((n) => n.nodeId).sort((a, b) => a - b)).toEqual([150, 318, 1024, 2215]);
    for (const node of mine) expect(schemaErrors("RentableNode", node)).toEqual([]);
    const wide = await kubecloud(home, ["nodes", "mine", "-o", "wide"]);
    expect(wide.stdout.split("\n")[0]).toContain("CONTRACT");
  });

  it("reserves a node and follows it until it is rented (--wait)", async () => {
    nodeId = (await listJson("--limit", "1"))[0].nodeId;
    const run = await kubecloud(home, ["nodes", "reserve", String(nodeId), "--wait"]);
    expect(run).toEqual({
      code: 0,
      stdout: `Node ${nodeId} is yours: it is in kubecloud nodes mine.\n`,
      stderr: `Reserving node ${nodeId}…\n`,
    });
    const mine = JSON.parse((await kubecloud(home, ["nodes", "mine", "-o", "json"])).stdout) as Node[];
    expect(mine.map((n) => n.nodeId)).toContain(nodeId);
  });

  it("refuses a node already reserved (exit 1) and an unknown node (exit 4), in the server's words", async () => {
    const again = await kubecloud(home, ["nodes", "reserve", String(nodeId)]);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^Failed to reserve node: .+\n$/);
    const unknown = await kubecloud(home, ["nodes", "reserve", "999999"]);
    expect(unknown.code).toBe(4);
    expect(unknown.stderr).toMatch(/^Failed to reserve node: .+\n$/);
  });

  it("releases it and follows it until it has left the rented list (--wait)", async () => {
    const run = await kubecloud(home, ["nodes", "release", String(nodeId), "--wait"]);
    expect(run).toEqual({
      code: 0,
      stdout: `Node ${nodeId} is no longer reserved.\n`,
      stderr: `Releasing node ${nodeId}…\n`,
    });
    expect(await kubecloud(home, ["nodes", "release", String(nodeId)])).toEqual({
      code: 4,
      stdout: "",
      stderr: `You have not reserved node ${nodeId}: see kubecloud nodes mine\n`,
    });
  });

  it("ends --wait at the server's failure event with its reason (exit 1), as the console's tracker does", async () => {
    // A node that hosts others' workloads: the server accepts the request, and its workflow then fails.
    const reply = (await (await fetch(`${stack.sandboxUrl}/api/v1/nodes?rentable=false&size=100`)).json()) as {
      data: { nodes: (Node & { rented: boolean; healthy: boolean })[] };
    };
    const busy = reply.data.nodes.find((node) => !node.rented && node.healthy);
    expect(busy).toBeDefined();
    const started = Date.now();
    const run = await kubecloud(home, ["nodes", "reserve", String(busy!.nodeId), "--wait"]);
    expect(run).toEqual({
      code: 1,
      stdout: "",
      stderr: `Reserving node ${busy!.nodeId}…\nNode ${busy!.nodeId} was not reserved: node is not rentable\n`,
    });
    expect(Date.now() - started).toBeLessThan(20_000); // not 20 polls of 5 s
  });

  it("exits 5 when the node is not reserved by the deadline", async () => {
    // The rented list answers slowly (the server is busy): the 1 s deadline passes before any answer.
    await stack.control("/delay", {
      ms: 4000,
      method: "GET",
      path: "/v1/user/nodes/rented",
      times: 3,
      hold: "request",
    });
    const started = Date.now();
    const run = await kubecloud(home, ["nodes", "reserve", String(nodeId), "--wait", "--timeout", "1"]);
    // At the deadline, not after the slow answer (4 s) or the tracker's next check (5 s).
    expect(Date.now() - started).toBeLessThan(3500);
    expect(run).toEqual({
      code: 5,
      stdout: "",
      stderr: `Reserving node ${nodeId}…\nNode ${nodeId} is not reserved yet: timed out waiting (see kubecloud nodes mine later)\n`,
    });
    await stack.control("/delay", undefined, "DELETE");
    // Reserved all the same (the workflow went on): give it back.
    const release = await kubecloud(home, ["nodes", "release", String(nodeId), "--wait"]);
    expect(release.code).toBe(0);
  });
});

it("sent nothing that breaks the contract (prism proxy --errors)", () => {
  expect(stack.checked).toBeGreaterThan(20);
  expect(stack.violations).toEqual([]);
});
