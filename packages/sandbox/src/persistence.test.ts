import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SshKey, TaskAccepted, WorkflowAccepted } from "@kubecloud/sdk";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testSandbox, type Enveloped, type TestSandbox } from "./test-support/harness.ts";
import { vm } from "./test-support/requests.ts";

let dir: string;
let dataFile: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "sandbox-data-"));
  dataFile = join(dir, "state.json");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Registers an account and waits for its emailed code. */
async function register(t: TestSandbox, email: string) {
  const body = { name: "Restart Test", email, password: "Str0ng!Pass", confirm_password: "Str0ng!Pass" };
  const accepted = await t.call<Enveloped<WorkflowAccepted>>("POST", "/v1/user/register", { body });
  let code = 0;
  await t.until(async () => {
    const response = await t.request("GET", `/__sandbox/codes?email=${email}`);
    if (response.ok) code = ((await response.json()) as { code: number }).code;
    return response.ok;
  });
  await t.until(() => t.ctx.state.workflows[accepted.body.data.workflow_id]?.status === "completed");
  return { workflowId: accepted.body.data.workflow_id, code };
}

/** `npm run sandbox -- --seed 7 --data <file>`, run until `use` is done, then stopped. */
async function run<T>(use: (t: TestSandbox) => T | Promise<T>): Promise<T> {
  const t = await testSandbox({ seed: 7, dataFile });
  try {
    return await use(t);
  } finally {
    t.close();
  }
}

describe("a restart with a data file", () => {
  it("continues the random stream: new codes and workflow ids, and earlier workflows are kept", async () => {
    await run(() => {}); // the first start seeds the state and saves it
    const first = await run((t) => register(t, "first@example.net"));
    const second = await run((t) => register(t, "second@example.net"));
    expect(second.workflowId).not.toBe(first.workflowId);
    expect(second.code).not.toBe(first.code);
    await run((t) => {
      expect(t.ctx.state.workflows[first.workflowId]).toMatchObject({ name: "user-registration", status: "completed" });
      expect(t.ctx.state.workflows[second.workflowId]).toMatchObject({
        name: "user-registration",
        status: "completed",
      });
    });
  });
});

describe("the data file", () => {
  /** A well-formed ed25519 key line of its own for each name. */
  const publicKey = (name: string) => {
    const type = Buffer.from("ssh-ed25519");
    const key = Buffer.alloc(32, name);
    const field = (bytes: Buffer) => [Buffer.from([0, 0, 0, bytes.length]), bytes];
    return `ssh-ed25519 ${Buffer.concat([...field(type), ...field(key)]).toString("base64")} ${name}@example`;
  };
  const addKey = (t: TestSandbox, token: string, name: string) =>
    t.call("POST", "/v1/user/ssh-keys", { token, body: { name, public_key: publicKey(name) } });
  const keyNames = async (t: TestSandbox) => {
    const token = (await t.login()).access_token;
    return (await t.call<Enveloped<SshKey[]>>("GET", "/v1/user/ssh-keys", { token })).body.data.map((k) => k.name);
  };

  it("holds only the grid nodes that changed, and a restart gives back the same grid", async () => {
    const grid = await run(async (t) => {
      const token = (await t.login()).access_token;
      const body = {
        name: "web1",
        token: "securetoken",
        nodes: [vm("master1", 3361, "master"), vm("worker1", 87, "worker")],
      };
      const accepted = await t.call<TaskAccepted>("POST", "/v1/deployments", { token, body });
      await t.until(() => t.ctx.state.workflows[accepted.body.task_id]?.status === "completed");
      return structuredClone(t.ctx.state.grid);
    });
    const file = JSON.parse(readFileSync(dataFile, "utf8")) as { grid?: unknown; gridChanges: Record<string, unknown> };
    expect(file.grid).toBeUndefined();
    expect(Object.keys(file.gridChanges).sort()).toEqual(["3361", "87"]);
    await run((t) => expect(t.ctx.state.grid).toEqual(grid));
  });

  it("answers 500 to a write it cannot save, and keeps the saved file whole", async () => {
    await run(async (t) => {
      const token = (await t.login()).access_token;
      expect((await addKey(t, token, "saved")).status).toBe(201);
      const before = readFileSync(dataFile, "utf8");
      mkdirSync(`${dataFile}.tmp`); // the temp file cannot be created
      const refused = await t.request("POST", "/api/v1/user/ssh-keys", {
        token,
        body: { name: "unsaved", public_key: publicKey("unsaved") },
      });
      expect(refused.status).toBe(500);
      expect(readFileSync(dataFile, "utf8")).toBe(before);
      rmSync(`${dataFile}.tmp`, { recursive: true });
    });
    expect(await run(keyNames)).toContain("saved");
  });

  it("never takes a torn temp file for the state", async () => {
    await run(async (t) => {
      expect((await addKey(t, (await t.login()).access_token, "kept")).status).toBe(201);
    });
    writeFileSync(`${dataFile}.tmp`, '{"version":2,"seed":7,"users":[{"id":1'); // a crash in mid-write
    await run(async (t) => {
      expect(await keyNames(t)).toContain("kept");
      expect((await addKey(t, (await t.login()).access_token, "after")).status).toBe(201);
    });
    expect(await run(keyNames)).toEqual(expect.arrayContaining(["kept", "after"]));
  });

  it("reads a file of the previous version: whole grid, no random position", async () => {
    const seeded = await run((t) => structuredClone(t.ctx.state));
    const { seededAt: _, ...old } = seeded;
    const grid = old.grid.map((node) => ({
      ...node,
      // As saved then: the contract still said integer.
      dmi: { ...node.dmi, processor: node.dmi.processor?.map((p) => ({ ...p, thread_count: 64 })) },
      ...(node.nodeId === 3361 && { rented: true, rentable: false, rentContractId: 990001, rentedByTwinId: 4821 }),
    }));
    writeFileSync(dataFile, JSON.stringify({ ...old, version: 1, grid }));
    await run((t) => {
      const node = t.ctx.state.grid.find((n) => n.nodeId === 3361)!;
      expect(node).toMatchObject({ rented: true, rentContractId: 990001, rentedByTwinId: 4821 });
      expect(
        t.ctx.state.grid.flatMap((n) => n.dmi.processor ?? []).every((p) => typeof p.thread_count === "string"),
      ).toBe(true);
      expect(t.ctx.state.users).toEqual(seeded.users);
    });
  });
});
