// ssh-keys list, add, rm, generate.
import { execFileSync } from "node:child_process";
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schemaErrors } from "./contract-check.ts";
import { kubecloud, startSignedIn, stopAll, type Home, type Stack } from "./support.ts";

let stack: Stack;
let home: Home;

beforeAll(async () => ({ stack, home } = await startSignedIn()));
afterAll(() => stopAll(stack, home));

const hasSshKeygen = (() => {
  try {
    execFileSync("ssh-keygen", ["-?"], { stdio: "ignore" });
    return true;
  } catch (error) {
    return (error as { status?: number }).status !== undefined && (error as { code?: string }).code !== "ENOENT";
  }
})();

const names = async () =>
  (JSON.parse((await kubecloud(home, ["ssh-keys", "list", "-o", "json"])).stdout) as { name: string }[]).map(
    (key) => key.name,
  );

describe("kubecloud ssh-keys list", () => {
  it("lists the keys as a table and as the contract's SshKey objects", async () => {
    const table = await kubecloud(home, ["ssh-keys", "list"]);
    expect(table.code).toBe(0);
    expect(table.stdout.split("\n")[0]).toMatch(/^ ?ID +NAME +KEY +ADDED$/);
    expect(table.stdout).toMatch(/^ +7 +laptop +ssh-ed25519 …\S+ amira@laptop +\d{4}-/m);
    const keys = JSON.parse((await kubecloud(home, ["ssh-keys", "list", "-o", "json"])).stdout) as unknown[];
    expect(keys.length).toBe(3);
    for (const key of keys) expect(schemaErrors("SshKey", key)).toEqual([]);
  });
});

describe("kubecloud ssh-keys add and rm", () => {
  const publicKey = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBuYyXvZ0xWQ2yCw8b6mS0cW6l0r4bXq9kVbVYw0aH1e ci@runner";

  it("adds a public key from a file and from stdin", async () => {
    const file = join(home.dir, "ci.pub");
    writeFileSync(file, `${publicKey}\n`);
    const run = await kubecloud(home, ["ssh-keys", "add", "ci", file]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Added SSH key "ci" \(id \d+\)\.\n$/);
    const other = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHh8aQ0uVZ4m3cC8kF1o2pT6yR9wL5sN7bX3dE0gJ2kA build";
    const piped = await kubecloud(home, ["ssh-keys", "add", "build", "-"], { input: other });
    expect(piped.code).toBe(0);
    expect(await names()).toEqual(expect.arrayContaining(["ci", "build"]));
  });

  it("refuses a private key before sending it, and a missing file (exit 2)", async () => {
    const file = join(home.dir, "id_ed25519");
    writeFileSync(file, "-----BEGIN OPENSSH PRIVATE KEY-----\nabc\n-----END OPENSSH PRIVATE KEY-----\n");
    expect(await kubecloud(home, ["ssh-keys", "add", "oops", file])).toEqual({
      code: 2,
      stdout: "",
      stderr: "This is a private key: never share it. Give the public key (the .pub file)\n",
    });
    expect((await kubecloud(home, ["ssh-keys", "add", "gone", join(home.dir, "nope.pub")])).code).toBe(2);
  });

  it("reports a duplicate in the server's words (exit 1)", async () => {
    const file = join(home.dir, "ci.pub");
    const run = await kubecloud(home, ["ssh-keys", "add", "ci", file]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^Failed to add SSH key: .*already exists.*\n$/);
  });

  it("deletes a key by name; an unknown name is not found (exit 4)", async () => {
    expect(await kubecloud(home, ["ssh-keys", "rm", "build"])).toEqual({
      code: 0,
      stdout: 'Deleted SSH key "build".\n',
      stderr: "",
    });
    expect(await names()).not.toContain("build");
    expect(await kubecloud(home, ["ssh-keys", "rm", "build"])).toEqual({
      code: 4,
      stdout: "",
      stderr: 'No SSH key named "build": see kubecloud ssh-keys list\n',
    });
  });
});

describe("kubecloud ssh-keys generate", () => {
  it("writes the private key 0600 and the public key beside it, and adds only the public key", async () => {
    const run = await kubecloud(home, ["ssh-keys", "generate", "laptop2"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /^Added SSH key "laptop2" \(id \d+\)\. Private key: laptop2_id_ed25519 \(0600\), public key: laptop2_id_ed25519\.pub\.\n$/,
    );
    const privateFile = join(home.dir, "laptop2_id_ed25519");
    expect(statSync(privateFile).mode & 0o777).toBe(0o600);
    const privateKey = readFileSync(privateFile, "utf8");
    expect(privateKey).toMatch(/^-----BEGIN OPENSSH PRIVATE KEY-----\n[\s\S]+\n-----END OPENSSH PRIVATE KEY-----\n$/);
    const publicKey = readFileSync(`${privateFile}.pub`, "utf8").trim();
    expect(publicKey).toMatch(/^ssh-ed25519 AAAAC3NzaC1lZDI1NTE5\S+ laptop2$/);
    // The private key file carries the same public key (openssh-key-v1: magic, ciphers, count, public blob).
    const body = Buffer.from(privateKey.split("\n").slice(1, -2).join(""), "base64");
    expect(body.subarray(0, 15).toString("latin1")).toBe("openssh-key-v1\0");
    expect(body.includes(Buffer.from(publicKey.split(" ")[1], "base64"))).toBe(true);
    const listed = JSON.parse((await kubecloud(home, ["ssh-keys", "list", "-o", "json"])).stdout) as {
      name: string;
      public_key: string;
    }[];
    expect(listed.find((key) => key.name === "laptop2")?.public_key).toBe(publicKey);
    expect(JSON.stringify(listed)).not.toContain("PRIVATE");
  });

  it.skipIf(!hasSshKeygen)("makes a private key that ssh-keygen reads back to the same public key", () => {
    const privateFile = join(home.dir, "laptop2_id_ed25519");
    const derived = execFileSync("ssh-keygen", ["-y", "-f", privateFile], { encoding: "utf8" }).trim();
    expect(derived).toBe(readFileSync(`${privateFile}.pub`, "utf8").trim());
  });

  it("prints the private key only with --stdout, and never overwrites a file (exit 2)", async () => {
    const printed = await kubecloud(home, ["ssh-keys", "generate", "ephemeral", "--stdout"]);
    expect(printed.code).toBe(0);
    expect(printed.stdout).toMatch(/^-----BEGIN OPENSSH PRIVATE KEY-----\n/);
    expect(printed.stderr).toMatch(/^Added SSH key "ephemeral" \(id \d+\)\. Keep the private key above safe\.\n$/);
    const again = await kubecloud(home, ["ssh-keys", "generate", "laptop2"]);
    expect(again).toEqual({
      code: 2,
      stdout: "",
      stderr: "laptop2_id_ed25519 already exists: choose another --file\n",
    });
  });
});

it("sent nothing that breaks the contract (prism proxy --errors)", () => {
  expect(stack.checked).toBeGreaterThan(8);
  expect(stack.violations).toEqual([]);
});
