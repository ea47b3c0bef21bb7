import { concat, fromBase64Url, sshMpint, sshString, toBase64, uint32 } from "./ssh-wire.ts";

// A key pair made in the browser with WebCrypto: Ed25519 where the browser has it, else RSA. The public key
// comes out as an authorized_keys line, the private key as an unencrypted OpenSSH private key file
// (openssh-key-v1), which `ssh -i` reads. Nothing here sends either anywhere.

export type KeyAlgorithm = "ed25519" | "rsa";

export interface GeneratedKeyPair {
  algorithm: KeyAlgorithm;
  /** `ssh-ed25519 AAAA… comment` */
  publicKey: string;
  /** `-----BEGIN OPENSSH PRIVATE KEY----- …` */
  privateKey: string;
}

/** RSA's size when Ed25519 is unavailable (ssh-keygen's default). */
const RSA_BITS = 3072;

interface KeyParts {
  type: string;
  /** The public key data (the authorized_keys blob). */
  publicBlob: Uint8Array;
  /** The private fields after the type, in OpenSSH's order. */
  privateFields: Uint8Array;
}

async function ed25519Parts(): Promise<KeyParts> {
  const pair = await crypto.subtle.generateKey({ name: "Ed25519" }, true, ["sign", "verify"]);
  const jwk = await crypto.subtle.exportKey("jwk", pair.privateKey);
  const publicKey = fromBase64Url(jwk.x ?? "");
  const seed = fromBase64Url(jwk.d ?? "");
  const type = "ssh-ed25519";
  return {
    type,
    publicBlob: concat(sshString(type), sshString(publicKey)),
    // OpenSSH keeps the 32-byte seed followed by the public key as the "private key".
    privateFields: concat(sshString(publicKey), sshString(concat(seed, publicKey))),
  };
}

async function rsaParts(): Promise<KeyParts> {
  const pair = await crypto.subtle.generateKey(
    { name: "RSASSA-PKCS1-v1_5", modulusLength: RSA_BITS, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" },
    true,
    ["sign", "verify"],
  );
  const jwk = await crypto.subtle.exportKey("jwk", pair.privateKey);
  const [n, e, d, p, q, qi] = [jwk.n, jwk.e, jwk.d, jwk.p, jwk.q, jwk.qi].map((v) => fromBase64Url(v ?? ""));
  const type = "ssh-rsa";
  return {
    type,
    publicBlob: concat(sshString(type), sshMpint(e), sshMpint(n)),
    // JWK's qi (q⁻¹ mod p) is OpenSSH's iqmp.
    privateFields: concat(sshMpint(n), sshMpint(e), sshMpint(d), sshMpint(qi), sshMpint(p), sshMpint(q)),
  };
}

/** The openssh-key-v1 file of one unencrypted key (PROTOCOL.key in OpenSSH's sources). */
function privateKeyFile(parts: KeyParts, comment: string): string {
  const check = uint32(crypto.getRandomValues(new Uint32Array(1))[0]);
  let section = concat(check, check, sshString(parts.type), parts.privateFields, sshString(comment));
  // Padded with 1, 2, 3 … to the cipher's block size (8 for "none").
  const padding = (8 - (section.length % 8)) % 8;
  section = concat(
    section,
    Uint8Array.from({ length: padding }, (_, i) => i + 1),
  );
  const body = concat(
    new TextEncoder().encode("openssh-key-v1\0"),
    sshString("none"),
    sshString("none"),
    sshString(""),
    uint32(1),
    sshString(parts.publicBlob),
    sshString(section),
  );
  const lines = toBase64(body).match(/.{1,70}/g) ?? [];
  return ["-----BEGIN OPENSSH PRIVATE KEY-----", ...lines, "-----END OPENSSH PRIVATE KEY-----", ""].join("\n");
}

/**
 * A new key pair. Ed25519 unless the browser cannot make one (or `algorithm` says RSA); `comment` ends the
 * public key line, as ssh-keygen's `-C`.
 */
export async function generateKeyPair(comment: string, algorithm: KeyAlgorithm = "ed25519"): Promise<GeneratedKeyPair> {
  let parts: KeyParts | undefined;
  if (algorithm === "ed25519") {
    try {
      parts = await ed25519Parts();
    } catch {
      // Ed25519 is missing from WebCrypto in older browsers: fall back to RSA.
    }
  }
  parts ??= await rsaParts();
  const publicKey = `${parts.type} ${toBase64(parts.publicBlob)}${comment ? ` ${comment}` : ""}`;
  return {
    algorithm: parts.type === "ssh-ed25519" ? "ed25519" : "rsa",
    publicKey,
    privateKey: privateKeyFile(parts, comment),
  };
}

/** Where the private key is saved: `id_ed25519` or `id_rsa`, prefixed with a file-safe key name. */
export function privateKeyFileName(name: string, algorithm: KeyAlgorithm): string {
  const prefix = name
    .trim()
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${prefix ? `${prefix}_` : ""}id_${algorithm}`;
}
