import type { GridNodePage } from "@kubecloud/sdk";
import { describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseCli } from "./cli.ts";
import { readState, writeState } from "./persist.ts";
import { FIRST_GENERATED_NODE_ID } from "./grid-generator.ts";
import { seedGrid } from "./seed.ts";
import { testSandbox, type Enveloped } from "./test-support/harness.ts";

describe("--grid-nodes", () => {
  it("seeds a grid of N nodes: the contract's 36, then generated ones that the contract accepts", async () => {
    const t = await testSandbox({ gridNodes: 1_200 });
    try {
      const first = (await t.call<Enveloped<GridNodePage>>("GET", "/v1/nodes?size=1000")).body.data;
      const second = (await t.call<Enveloped<GridNodePage>>("GET", "/v1/nodes?size=1000&page=2")).body.data;
      expect(first.total).toBe(1_200);
      const nodes = [...first.nodes!, ...second.nodes!];
      expect(new Set(nodes.map((n) => n.nodeId)).size).toBe(1_200);
      expect(nodes.filter((n) => n.nodeId >= FIRST_GENERATED_NODE_ID)).toHaveLength(1_164);
      // Realistic variety: GPUs, extra fees, countries, rented and unhealthy nodes, all placed on the globe.
      expect(nodes.filter((n) => n.num_gpu > 0).length).toBeGreaterThan(60);
      expect(nodes.filter((n) => n.extraFee > 0).length).toBeGreaterThan(60);
      expect(nodes.filter((n) => n.rented).length).toBeGreaterThan(20);
      expect(nodes.filter((n) => !n.healthy).length).toBeGreaterThan(20);
      expect(new Set(nodes.map((n) => n.country)).size).toBeGreaterThan(25);
      expect(nodes.every((n) => Math.abs(n.location.latitude ?? 99) <= 90)).toBe(true);
      const gpus = (await t.call<Enveloped<GridNodePage>>("GET", "/v1/nodes?has_gpu=true&country=Japan&size=1000")).body
        .data.nodes!;
      expect(gpus.length).toBeGreaterThan(0);
      expect(gpus.every((n) => n.num_gpu > 0 && n.country === "Japan")).toBe(true);
    } finally {
      t.close();
    }
  });

  it("gives the same nodes for the same N, and keeps N across a reset", async () => {
    expect(seedGrid(0, 500)).toEqual(seedGrid(0, 500));
    expect(seedGrid(0, 10).map((n) => n.nodeId)).toEqual(seedGrid(0).map((n) => n.nodeId)); // never fewer than 36
    const t = await testSandbox({ gridNodes: 100 });
    try {
      await t.sandbox.reset();
      expect(t.sandbox.ctx.state.grid).toHaveLength(100);
    } finally {
      t.close();
    }
  });

  it("is kept in a --data file, with the changes of generated nodes", async () => {
    const dir = mkdtempSync(join(tmpdir(), "grid-nodes-"));
    const t = await testSandbox({ gridNodes: 100 });
    try {
      const node = t.sandbox.ctx.state.grid.find((n) => n.nodeId === FIRST_GENERATED_NODE_ID + 3)!;
      Object.assign(node, { rented: true, rentable: false, rentContractId: 77, rentedByTwinId: 4821 });
      writeState(join(dir, "state.json"), { state: t.sandbox.ctx.state, random: 1 });
      const { state } = readState(join(dir, "state.json"))!;
      expect(state.grid).toHaveLength(100);
      expect(state.grid.find((n) => n.nodeId === FIRST_GENERATED_NODE_ID + 3)).toMatchObject({ rentContractId: 77 });
    } finally {
      t.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("is a command-line flag", () => {
    expect(parseCli(["--grid-nodes", "10000"]).gridNodes).toBe(10_000);
    expect(parseCli([]).gridNodes).toBe(0);
    expect(() => parseCli(["--grid-nodes", "many"])).toThrow("--grid-nodes needs a valid number");
  });
});
