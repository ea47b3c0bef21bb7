// An Ed25519 key pair made with node:crypto, in the formats the console's in-browser generator writes: the
// public key as an authorized_keys line, the private key as an unencrypted openssh-key-v1 file (`ssh -i`).
import { generateKeyPairSync, randomBytes } from "node:crypto";

const sshString = (value: Buffer | string) => {
  const bytes = typeof value === "string" ? Buffer.from(value) : value;
  const length = Buffer.alloc(4);
  length.writeUInt32BE(bytes.length);
  return Buffer.concat([length, bytes]);
};

const uint32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

export interface KeyPair {
  /** `ssh-ed25519 AAAA… comment` */
  publicKey: string;
  /** `-----BEGIN OPENSSH PRIVATE KEY----- …` */
  privateKey: string;
}

export function generateEd25519(comment: string): KeyPair {
  const { privateKey } = generateKeyPairSync("ed25519");
  const jwk = privateKey.export({ format: "jwk" });
  const pub = Buffer.from(jwk.x ?? "", "base64url");
  const seed = Buffer.from(jwk.d ?? "", "base64url");
  const type = "ssh-ed25519";
  const publicBlob = Buffer.concat([sshString(type), sshString(pub)]);
  // PROTOCOL.key: two equal check words, the key (OpenSSH keeps the seed followed by the public key), the
  // comment, then padding 1, 2, 3 … to the block size (8 for the "none" cipher).
  const check = randomBytes(4).readUInt32BE();
  let section = Buffer.concat([
    uint32(check),
    uint32(check),
    sshString(type),
    sshString(pub),
    sshString(Buffer.concat([seed, pub])),
    sshString(comment),
  ]);
  const padding = (8 - (section.length % 8)) % 8;
  section = Buffer.concat([section, Buffer.from(Array.from({ length: padding }, (_, i) => i + 1))]);
  const body = Buffer.concat([
    Buffer.from("openssh-key-v1\0"),
    sshString("none"),
    sshString("none"),
    sshString(""),
    uint32(1),
    sshString(publicBlob),
    sshString(section),
  ]);
  const lines = body.toString("base64").match(/.{1,70}/g) ?? [];
  return {
    publicKey: `${type} ${publicBlob.toString("base64")}${comment ? ` ${comment}` : ""}`,
    privateKey: ["-----BEGIN OPENSSH PRIVATE KEY-----", ...lines, "-----END OPENSSH PRIVATE KEY-----", ""].join("\n"),
  };
}

/** A quick check of an authorized_keys line before sending it (the server's answer is a bare "Validation Error"). */
export function publicKeyProblem(line: string): string | undefined {
  const text = line.trim();
  if (text === "") return "The file is empty";
  if (/PRIVATE KEY/.test(text)) return "This is a private key: never share it. Give the public key (the .pub file)";
  if (/[\r\n]/.test(text)) return "Give one key on a single line";
  const [type, data] = text.split(/\s+/);
  if (!/^(ssh-|ecdsa-|sk-)/.test(type))
    return "Start with the key type, e.g. ssh-ed25519, ssh-rsa or ecdsa-sha2-nistp256";
  if (!data || !/^[A-Za-z0-9+/]+=*$/.test(data)) return "The key data is missing or damaged after the key type";
  return undefined;
}
