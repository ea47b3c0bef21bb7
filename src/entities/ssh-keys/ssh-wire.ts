// The SSH wire encoding (RFC 4251 §5) that public and private key files are made of: strings and
// multi-precision integers, each prefixed with its length as a 32-bit big-endian number.

const text = new TextEncoder();

/** A `string`: uint32 length, then the bytes. */
export function sshString(value: Uint8Array | string): Uint8Array {
  const bytes = typeof value === "string" ? text.encode(value) : value;
  const out = new Uint8Array(4 + bytes.length);
  new DataView(out.buffer).setUint32(0, bytes.length);
  out.set(bytes, 4);
  return out;
}

/** An `mpint` from unsigned big-endian bytes: leading zeros dropped, a 0 added when the top bit is set. */
export function sshMpint(unsigned: Uint8Array): Uint8Array {
  let start = 0;
  while (start < unsigned.length - 1 && unsigned[start] === 0) start++;
  const trimmed = unsigned.subarray(start);
  return sshString(trimmed[0] & 0x80 ? concat(new Uint8Array([0]), trimmed) : trimmed);
}

export function uint32(value: number): Uint8Array {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, value);
  return out;
}

export function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Reads the `string` fields of a blob in order; undefined once the blob is too short for the next one. */
export function readStrings(blob: Uint8Array): Uint8Array[] | undefined {
  const fields: Uint8Array[] = [];
  const view = new DataView(blob.buffer, blob.byteOffset, blob.byteLength);
  let offset = 0;
  while (offset < blob.length) {
    if (offset + 4 > blob.length) return undefined;
    const length = view.getUint32(offset);
    if (offset + 4 + length > blob.length) return undefined;
    fields.push(blob.subarray(offset + 4, offset + 4 + length));
    offset += 4 + length;
  }
  return fields;
}

export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Strict base64 (standard alphabet, padding only at the end); undefined when it is not. */
export function fromBase64(value: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(value) || value.length % 4 !== 0) return undefined;
  const binary = atob(value);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** base64url (JWK) → bytes. */
export function fromBase64Url(value: string): Uint8Array {
  const padded = value
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(value.length / 4) * 4, "=");
  return Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
}
