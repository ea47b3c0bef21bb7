import type { SshKey } from "@kubecloud/sdk";
import { z } from "zod";
import { canonicalKey, parseAuthorizedKey } from "./ssh-key-format.ts";

/** Our limit on names (the contract's SshKeyInput asks only for one character; the existing front end 3–15). */
export const keyNameLength = { min: 3, max: 15 } as const;

export const sshKeyMessages = {
  nameRequired: "Key name is required",
  nameTooShort: `Key name must be at least ${keyNameLength.min} characters`,
  nameTooLong: `Key name must be ${keyNameLength.max} characters or less`,
  nameTaken: "You already have a key with this name",
  keyTaken: "This public key is already added",
} as const;

/**
 * Name and public key of a new key. Names are unique per user on the server; the console also treats
 * names that differ only in case as the same (our rule), and a key that differs only in its comment.
 */
export function sshKeySchema(existing: readonly SshKey[]) {
  const names = new Set(existing.map((key) => key.name.toLowerCase()));
  const keys = new Set(existing.map((key) => canonicalKey(key.public_key)));
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, sshKeyMessages.nameRequired)
      .min(keyNameLength.min, sshKeyMessages.nameTooShort)
      .max(keyNameLength.max, sshKeyMessages.nameTooLong)
      .refine((name) => !names.has(name.toLowerCase()), sshKeyMessages.nameTaken),
    public_key: z
      .string()
      .trim()
      .superRefine((value, ctx) => {
        const parsed = parseAuthorizedKey(value);
        if (!parsed.ok) ctx.addIssue({ code: "custom", message: parsed.message });
        else if (keys.has(canonicalKey(value))) ctx.addIssue({ code: "custom", message: sshKeyMessages.keyTaken });
      }),
  });
}

export type SshKeyFormInput = z.input<ReturnType<typeof sshKeySchema>>;
export type SshKeyFormValues = z.output<ReturnType<typeof sshKeySchema>>;
