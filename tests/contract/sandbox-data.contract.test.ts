// The sandbox's `--data` file against real crashes: the built sandbox runs as a child process and is
// killed with SIGKILL (no shutdown, no last save) right after the API acknowledged a write.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SshKey, TokenPair } from "@kubecloud/sdk";
import { DEMO_USER, type Enveloped } from "@kubecloud/sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSandbox, send, startSandbox } from "./proxy.ts";

let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "sandbox-crash-"));
  await buildSandbox();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A well-formed ed25519 authorized_keys line (type, then the wire blob that repeats the type). */
function publicKey(name: string, index: number): string {
  const type = Buffer.from("ssh-ed25519");
  const key = Buffer.alloc(32, index + 1);
  const length = (buffer: Buffer) => Buffer.from([0, 0, 0, buffer.length]);
  return `ssh-ed25519 ${Buffer.concat([length(type), type, length(key), key]).toString("base64")} ${name}@example`;
}

async function login(api: string): Promise<string> {
  const reply = await send(api, "POST", "/v1/user/login", {
    body: { email: DEMO_USER.email, password: DEMO_USER.password },
  });
  return ((await reply.json()) as Enveloped<TokenPair>).data.access_token;
}

describe("a sandbox killed right after a write", () => {
  it("keeps every write the API acknowledged", async () => {
    const dataFile = join(dir, "state.json");
    const first = await startSandbox({ seed: 3, speed: 50, dataFile });
    const token = await login(`${first.url}/api`);
    const names = ["crashtest1", "crashtest2", "crashtest3"];
    for (const [index, name] of names.entries()) {
      const added = await send(`${first.url}/api`, "POST", "/v1/user/ssh-keys", {
        token,
        body: { name, public_key: publicKey(name, index) },
      });
      expect(added.status, await added.text()).toBe(201);
    }
    await first.crash();

    const second = await startSandbox({ seed: 3, speed: 50, dataFile });
    try {
      const keys = await send(`${second.url}/api`, "GET", "/v1/user/ssh-keys", {
        token: await login(`${second.url}/api`),
      });
      const saved = ((await keys.json()) as Enveloped<SshKey[]>).data.map((key) => key.name);
      expect(saved).toEqual(expect.arrayContaining(names));
    } finally {
      await second.stop();
    }
  });
});
