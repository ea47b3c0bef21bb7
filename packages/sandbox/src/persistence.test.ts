import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { WorkflowAccepted } from "@kubecloud/sdk";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testSandbox, type Enveloped, type TestSandbox } from "./test-support/harness.ts";

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
