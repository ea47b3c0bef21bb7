import { fromBase64, readStrings, toBase64 } from "./ssh-wire.ts";

// What the server accepts (Go's ssh.ParseAuthorizedKey): an authorized_keys line of a known key type,
// base64 key data that names the same type, and an optional comment. Checked here too, so a typo is
// caught before the server's bare "invalid SSH key format".

/** Key types OpenSSH and the server accept, by the number of `string` fields of their key data. */
const KEY_TYPES: Record<string, { fields: number; keyLength?: number }> = {
  "ssh-ed25519": { fields: 2, keyLength: 32 },
  "ssh-rsa": { fields: 3 },
  "ssh-dss": { fields: 5 },
  "ecdsa-sha2-nistp256": { fields: 3 },
  "ecdsa-sha2-nistp384": { fields: 3 },
  "ecdsa-sha2-nistp521": { fields: 3 },
  "sk-ssh-ed25519@openssh.com": { fields: 3 },
  "sk-ecdsa-sha2-nistp256@openssh.com": { fields: 4 },
};

export const keyTypes = Object.keys(KEY_TYPES);

export interface AuthorizedKey {
  type: string;
  /** The key data (what the fingerprint hashes). */
  blob: Uint8Array;
  comment: string;
}

export const keyMessages = {
  required: "Paste your public key",
  multiline: "Paste one key on a single line",
  privateKey: "This is a private key: never share it. Paste the public key (the .pub file) instead",
  unknownType: "Start with the key type, e.g. ssh-ed25519, ssh-rsa or ecdsa-sha2-nistp256",
  missingData: "The key data is missing after the key type",
  badData: "The key data is damaged: paste the whole line from the .pub file",
} as const;

export type AuthorizedKeyResult = { ok: true; key: AuthorizedKey } | { ok: false; message: string };

/** Parses one authorized_keys line (without options) the way the server will. */
export function parseAuthorizedKey(input: string): AuthorizedKeyResult {
  const line = input.trim();
  if (line === "") return { ok: false, message: keyMessages.required };
  if (/PRIVATE KEY/.test(line)) return { ok: false, message: keyMessages.privateKey };
  if (/[\r\n]/.test(line)) return { ok: false, message: keyMessages.multiline };
  const [type, data, ...comment] = line.split(/\s+/);
  const rule = KEY_TYPES[type];
  if (!rule) return { ok: false, message: keyMessages.unknownType };
  if (!data) return { ok: false, message: keyMessages.missingData };
  const blob = fromBase64(data);
  const fields = blob && readStrings(blob);
  const named = fields?.[0] && new TextDecoder().decode(fields[0]);
  if (!blob || !fields || named !== type || fields.length !== rule.fields) {
    return { ok: false, message: keyMessages.badData };
  }
  if (rule.keyLength !== undefined && fields[1].length !== rule.keyLength) {
    return { ok: false, message: keyMessages.badData };
  }
  return { ok: true, key: { type, blob, comment: comment.join(" ") } };
}

/** The key as OpenSSH prints it: `type base64` (comments and spacing do not make a key different). */
export function canonicalKey(input: string): string {
  const parsed = parseAuthorizedKey(input);
  return parsed.ok ? `${parsed.key.type} ${toBase64(parsed.key.blob)}` : input.trim();
}

/** `SHA256:…`, as `ssh-keygen -l` and GitHub show it; undefined for a line that does not parse. */
export async function keyFingerprint(input: string): Promise<string | undefined> {
  const parsed = parseAuthorizedKey(input);
  if (!parsed.ok) return undefined;
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", parsed.key.blob.slice()));
  return `SHA256:${toBase64(digest).replace(/=+$/, "")}`;
}

/** The start and end of a long key, for lists: "ssh-ed25519 AAAAC3Nz…dVRgq ci@build-runner". */
export function shortenKey(input: string, keep = 12): string {
  const [type, data = "", ...comment] = input.trim().split(/\s+/);
  const body = data.length > keep * 2 ? `${data.slice(0, keep)}…${data.slice(-keep)}` : data;
  return [type, body, ...comment].join(" ");
}
