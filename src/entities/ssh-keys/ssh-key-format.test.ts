import { describe, expect, it } from "vitest";
import { canonicalKey, keyFingerprint, keyMessages, parseAuthorizedKey, shortenKey } from "./ssh-key-format.ts";

// Real public keys: made with OpenSSH's ssh-keygen (fingerprints from `ssh-keygen -lf`), and two FIDO
// security keys (sk-*) as published in authorized_keys files.
const samples = {
  ed25519: {
    line: "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFcDT5cfZ6YnySh56DNWMMz3WOS9UYYVh3cb/TpkYqP6 amira@laptop",
    fingerprint: "SHA256:j1SnW27q4r1NptlhyRgp+NHDFWdP+pcLOCxC80QdHeA",
  },
  rsa: {
    line: "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQDE8HGIx3XhGBxjKdj1jDTQM66/QZtZQ+Fj5LPDeUudJg3sdxQTHAq3LZ33IlV59fJ3mKcMe30gOEmfEQMUhakqlZhj2bIoisDhjqy+dexTatyi48WzBNgbiHCKL1FefpH+/NekSv6SeXvOLq9j631+xf8Do26tvkXO7kJ/V2wT6Bzie6AhQ7Bk6fKqLN0rNI22CNi6O0vIgDoA+cts2/BlFAGxzQJGJ82Z/YIuho7gr/+GraYYbX/RkIwyQPKxpp1AJTUhvwg9LeXziAKQzGvN4WU+C/FknoB1/b8v/3/BU4FGjdpAOxoh4hWErPPnC9OExuGmqDKFrUIDAEbIoehB ci@build-runner",
    fingerprint: "SHA256:JulBpqmpi5QEdchxwLPltV8KjMNvDVVwA+/IRdS2V2s",
  },
  ecdsa256: {
    line: "ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBHnIGIWqNIVuw5eYfT5sTiYX3ekmw23L+klNqNNcWN+XKprRs4PX7bou9/RKc7vMgL6tIbK/FoJ7s+MDiVLItjw=",
    fingerprint: "SHA256:J27l0FbeU4eC38auH2KOrYw1mtTg61DkaAI+52aKs04",
  },
  ecdsa384: {
    line: "ecdsa-sha2-nistp384 AAAAE2VjZHNhLXNoYTItbmlzdHAzODQAAAAIbmlzdHAzODQAAABhBD7VqCN0GTJ2cD17O4XW3IUTKl/IydS+lGC+dWZsDvOa0NfZ+61r2TxDk9WgQy8S+hDKqKE+ZttBw3H57tvTKLk+0PStyUO1p4BXI4YKkXoULgxhWPmd2upvJFU1VSF5jQ==",
    fingerprint: "SHA256:u04UFgRZYA3Q7tNMDPpGNE6+Uc8V/p8gzIA6ploGXnQ",
  },
  ecdsa521: {
    line: "ecdsa-sha2-nistp521 AAAAE2VjZHNhLXNoYTItbmlzdHA1MjEAAAAIbmlzdHA1MjEAAACFBAEGOByX7+B4+KSUbpEWejguDGVd4pcxl/9P4Sd2Xigvl2/tjKnUvz26YIB0gKnBx6vGgXGk5HRCl9oRgEPUhxWsJQCWsVH6ZhPgrDlKECaydaCaipzYYIfkzZ1vNnu6kd9M9pfKsu2tReq2LA9Y1mAcTxoDciyF8yztSK/Nwuiviku+7Q== deploy bot",
    fingerprint: "SHA256:ZT3pIgVpQL21vi9oZ//MwUAJB52IpNlNzcHv1j1vSyA",
  },
  skEd25519: {
    line: "sk-ssh-ed25519@openssh.com AAAAGnNrLXNzaC1lZDI1NTE5QG9wZW5zc2guY29tAAAAIBEuye7nS9bwj75Io0XnlEjyKJvX7g5zmQh2vuI2hVZ2AAAABHNzaDo= yubikey",
  },
  skEcdsa: {
    line: "sk-ecdsa-sha2-nistp256@openssh.com AAAAInNrLWVjZHNhLXNoYTItbmlzdHAyNTZAb3BlbnNzaC5jb20AAAAIbmlzdHAyNTYAAABBBLM62vg0tFzObsAm+dojYFqX2yOizoprSIhoMNLJe37QV8XI8BexoYr6W3FgPEtiI5U5U1nCFtt9Pyzmjwcole0AAAAEc3NoOg==",
  },
};

const problem = (line: string) => {
  const result = parseAuthorizedKey(line);
  return result.ok ? undefined : result.message;
};

describe("OpenSSH public keys (authorized_keys lines)", () => {
  it.each(Object.entries(samples))("accepts a real %s key", (_name, { line }) => {
    const result = parseAuthorizedKey(line);
    expect(result.ok).toBe(true);
    expect(result.ok && result.key.type).toBe(line.split(" ")[0]);
  });

  it("reads the comment, with or without one, and spaces around the line", () => {
    const ed = parseAuthorizedKey(`  ${samples.ed25519.line}\n`);
    expect(ed.ok && ed.key.comment).toBe("amira@laptop");
    const noComment = parseAuthorizedKey(samples.ecdsa256.line);
    expect(noComment.ok && noComment.key.comment).toBe("");
    const spaced = parseAuthorizedKey(samples.ecdsa521.line);
    expect(spaced.ok && spaced.key.comment).toBe("deploy bot");
  });

  it.each([
    ["", keyMessages.required],
    ["   ", keyMessages.required],
    ["hello world", keyMessages.unknownType],
    ["ssh-ed448 AAAAC3NzaC1lZDQ0OA== me", keyMessages.unknownType],
    ["ssh-ed25519", keyMessages.missingData],
    ["ssh-ed25519 not-base64!! me@host", keyMessages.badData],
    // Valid base64 of another type: the data names ssh-rsa, the line says ssh-ed25519.
    [`ssh-ed25519 ${samples.rsa.line.split(" ")[1]}`, keyMessages.badData],
    // Cut short when copying.
    [samples.ed25519.line.slice(0, 60), keyMessages.badData],
    [samples.rsa.line.replace("AAAAB3", "AAAAB4"), keyMessages.badData],
    [`${samples.ed25519.line}\n${samples.rsa.line}`, keyMessages.multiline],
    [
      "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----",
      keyMessages.privateKey,
    ],
  ])("rejects %j: %s", (line, message) => {
    expect(problem(line)).toBe(message);
  });

  it.each(Object.entries(samples).filter(([, s]) => "fingerprint" in s))(
    "gives the %s key the fingerprint ssh-keygen -l gives",
    async (_name, sample) => {
      expect(await keyFingerprint(sample.line)).toBe((sample as { fingerprint: string }).fingerprint);
    },
  );

  it("has no fingerprint for a line that is not a key", async () => {
    expect(await keyFingerprint("garbage")).toBeUndefined();
  });

  it("compares keys without their comments and spacing", () => {
    const [type, data] = samples.ed25519.line.split(" ");
    expect(canonicalKey(`${type}   ${data} someone@else`)).toBe(`${type} ${data}`);
  });

  it("shortens a long key to its start and end, keeping type and comment", () => {
    expect(shortenKey(samples.ed25519.line)).toBe("ssh-ed25519 AAAAC3NzaC1l…h3cb/TpkYqP6 amira@laptop");
    expect(shortenKey("ssh-ed25519 AAAAC3Nz")).toBe("ssh-ed25519 AAAAC3Nz");
  });
});
