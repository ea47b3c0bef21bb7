// A check of OpenSSH authorized_keys lines, like Go's ssh.ParseAuthorizedKey: a known key type, then
// base64 whose first field repeats that type.
const KEY_TYPES = new Set([
  "ssh-rsa",
  "ssh-dss",
  "ssh-ed25519",
  "ecdsa-sha2-nistp256",
  "ecdsa-sha2-nistp384",
  "ecdsa-sha2-nistp521",
  "sk-ecdsa-sha2-nistp256@openssh.com",
  "sk-ssh-ed25519@openssh.com",
]);

export function isAuthorizedKey(line: string): boolean {
  const fields = line.trim().split(/\s+/);
  const typeIndex = fields.findIndex((field) => KEY_TYPES.has(field));
  if (typeIndex < 0 || typeIndex + 1 >= fields.length) return false;
  const blob = fields[typeIndex + 1];
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(blob)) return false;
  const bytes = Buffer.from(blob, "base64");
  if (bytes.length < 4) return false;
  const length = bytes.readUInt32BE(0);
  return (
    length === fields[typeIndex].length &&
    bytes.subarray(4, 4 + length).toString("latin1") === fields[typeIndex] &&
    bytes.length > 4 + length
  );
}
