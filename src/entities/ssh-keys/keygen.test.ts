import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { generateKeyPair, privateKeyFileName } from "./keygen.ts";
import { parseAuthorizedKey } from "./ssh-key-format.ts";

/** OpenSSH itself, when the machine has it: `ssh-keygen -y` prints the public key of a private key file. */
function publicKeyOf(privateKey: string): string | undefined {
  const dir = mkdtempSync(join(tmpdir(), "keygen-"));
  try {
    const file = join(dir, "id");
    writeFileSync(file, privateKey, { mode: 0o600 });
    return execFileSync("ssh-keygen", ["-y", "-f", file], { encoding: "utf8" }).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined; // no ssh-keygen here
    throw error;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("key pairs made in the browser", () => {
  it("makes an Ed25519 pair: a public key the form accepts and a private key OpenSSH reads", async () => {
    const pair = await generateKeyPair("laptop@kubecloud");
    expect(pair.algorithm).toBe("ed25519");
    expect(pair.publicKey).toMatch(/^ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI\S+ laptop@kubecloud$/);
    expect(parseAuthorizedKey(pair.publicKey).ok).toBe(true);
    expect(pair.privateKey).toMatch(
      /^-----BEGIN OPENSSH PRIVATE KEY-----\n[\s\S]+\n-----END OPENSSH PRIVATE KEY-----\n$/,
    );
    const derived = publicKeyOf(pair.privateKey);
    if (derived !== undefined) expect(derived).toBe(pair.publicKey);
  });

  it("falls back to RSA where the browser has no Ed25519", async () => {
    const generateKey = crypto.subtle.generateKey.bind(crypto.subtle);
    vi.spyOn(crypto.subtle, "generateKey").mockImplementation(((algorithm: AlgorithmIdentifier, ...rest: never[]) => {
      if ((algorithm as Algorithm).name === "Ed25519") return Promise.reject(new DOMException("", "NotSupportedError"));
      return (generateKey as (...args: unknown[]) => Promise<unknown>)(algorithm, ...rest);
    }) as typeof crypto.subtle.generateKey);
    const pair = await generateKeyPair("");
    expect(pair.algorithm).toBe("rsa");
    expect(pair.publicKey).toMatch(/^ssh-rsa AAAAB3NzaC1yc2EAAAADAQAB\S+$/);
    expect(parseAuthorizedKey(pair.publicKey).ok).toBe(true);
    const derived = publicKeyOf(pair.privateKey);
    if (derived !== undefined) expect(derived).toBe(pair.publicKey);
  }, 30_000);

  it("makes a new pair every time", async () => {
    const [a, b] = await Promise.all([generateKeyPair("a"), generateKeyPair("a")]);
    expect(a.publicKey).not.toBe(b.publicKey);
  });

  it("names the private key file after the key name", () => {
    expect(privateKeyFileName("laptop", "ed25519")).toBe("laptop_id_ed25519");
    expect(privateKeyFileName("  my key/../x ", "rsa")).toBe("my-key-..-x_id_rsa");
    expect(privateKeyFileName("", "ed25519")).toBe("id_ed25519");
  });
});
