import { z } from "zod";
import { adminSettings } from "../../config/admin.ts";
import { formatDecimal } from "../../lib/format.ts";

// The admin forms' rules and messages are the existing front end's (its validation catalogue). The lower
// bounds and lengths are the contract's (CreditInput, VoucherGenerateInput, the mail form), the upper
// bounds the console's own (adminSettings); schemas.test.ts checks the two agree.

const { maxAmountUsd, amountDecimals, maxVoucherCount, maxVoucherExpiryDays } = adminSettings;

/** A decimal number as typed ("12", "12.5", ".5"); no exponents, signs are checked apart. */
const NUMBER = /^-?(\d+\.?\d*|\.\d+)$/;

function decimals(text: string): number {
  return text.includes(".") ? text.split(".")[1].length : 0;
}

/**
 * A USD amount typed as text: required (0 counts as missing, as in the existing front end), a number,
 * above 0, at most $10,000 and with at most 2 decimals. The first failing rule is the message.
 */
function usdAmount(noun: string) {
  return z
    .string()
    .trim()
    .superRefine((text, ctx) => {
      const fail = (message: string) => ctx.addIssue({ code: "custom", message });
      if (text === "" || (NUMBER.test(text) && Number(text) === 0)) return fail(`${noun} is required`);
      if (!NUMBER.test(text)) return fail(`${noun} must be a valid number`);
      const value = Number(text);
      if (value <= 0) return fail(`${noun} must be greater than 0`);
      if (value > maxAmountUsd) return fail(`${noun} cannot exceed $${formatDecimal(maxAmountUsd, 0)}`);
      if (decimals(text) > amountDecimals) fail(`${noun} can have at most ${amountDecimals} decimal places`);
    })
    .transform(Number);
}

/** A whole number typed as text, between `min` and `max`. */
function wholeNumber(noun: string, min: number, max: number, unit = "") {
  const withUnit = (n: number) => (unit ? `${n} ${n === 1 ? unit : `${unit}s`}` : String(n));
  return z
    .string()
    .trim()
    .superRefine((text, ctx) => {
      const fail = (message: string) => ctx.addIssue({ code: "custom", message });
      if (text === "") return fail(`${noun} is required`);
      if (!NUMBER.test(text)) return fail(`${noun} must be a valid number`);
      const value = Number(text);
      if (!Number.isInteger(value)) return fail(`${noun} must be a whole number`);
      if (value < min) return fail(`${noun} must be at least ${withUnit(min)}`);
      if (value > max) fail(`${noun} cannot exceed ${withUnit(max)}`);
    })
    .transform(Number);
}

/** Letters, digits, whitespace and `-_.,!?()`: the existing front end's memo characters. */
export const MEMO_CHARACTERS = /^[A-Za-z0-9\s\-_.,!?()]*$/;
export const MEMO_MIN = 3;
export const MEMO_MAX = 255;

/** POST /v1/users/{user_id}/credit: CreditInput. */
export const creditSchema = z.object({
  amount: usdAmount("Amount"),
  memo: z
    .string()
    .trim()
    .min(1, "Memo is required")
    .min(MEMO_MIN, `Memo must be at least ${MEMO_MIN} characters long`)
    .max(MEMO_MAX, `Memo cannot exceed ${MEMO_MAX} characters`)
    .regex(
      MEMO_CHARACTERS,
      "Memo contains invalid characters. Only letters, numbers, spaces, and basic punctuation are allowed",
    ),
});
export type CreditInput = z.input<typeof creditSchema>;
export type CreditValues = z.output<typeof creditSchema>;

/** POST /v1/vouchers/generate: VoucherGenerateInput, in the form's own field names. */
export const voucherSchema = z.object({
  value: usdAmount("Value"),
  count: wholeNumber("Number of vouchers", 1, maxVoucherCount),
  expiryDays: wholeNumber("Expiry", 1, maxVoucherExpiryDays, "day"),
});
export type VoucherInput = z.input<typeof voucherSchema>;
export type VoucherValues = z.output<typeof voucherSchema>;

/** Whether a file name ends in one of the accepted attachment types (case-insensitive, as the server). */
export function acceptedAttachment(name: string): boolean {
  const lower = name.toLowerCase();
  return adminSettings.attachmentTypes.some((type) => lower.endsWith(type));
}

const megabytes = adminSettings.maxAttachmentBytes / (1024 * 1024);

/** What is wrong with a set of attachments, or undefined: the first failing rule. */
export function attachmentProblem(files: readonly File[]): string | undefined {
  if (files.length > adminSettings.maxAttachments) return `Maximum ${adminSettings.maxAttachments} files allowed`;
  for (const file of files) {
    if (!acceptedAttachment(file.name))
      return `File "${file.name}" is not an accepted type. Accepted: ${adminSettings.attachmentTypes.join(", ")}`;
    if (file.size > adminSettings.maxAttachmentBytes)
      return `File "${file.name}" is too large. Maximum size is ${megabytes}MB.`;
  }
  return undefined;
}

/** POST /v1/users/mail: subject, body and up to 5 attachments of the accepted types, ≤ 10 MB each. */
export const mailSchema = z.object({
  subject: z.string().trim().min(1, "Subject is required"),
  body: z.string().refine((text) => text.trim() !== "", "Content is required"),
  attachments: z.array(z.custom<File>()).superRefine((files, ctx) => {
    const problem = attachmentProblem(files);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  }),
});
export type MailInput = z.input<typeof mailSchema>;
export type MailValues = z.output<typeof mailSchema>;

/** The administrator sign-in on the maintenance page: LoginInput (password 3–64, no strength rule). */
export const adminSignInSchema = z.object({
  email: z.string().trim().min(1, "Email is required").pipe(z.email("Please enter a valid email address")),
  password: z
    .string()
    .min(1, "Password is required")
    .min(3, "Password must be at least 3 characters")
    .max(64, "Password must be no more than 64 characters"),
});
export type AdminSignInValues = z.infer<typeof adminSignInSchema>;

/** Type-to-confirm: the user's email, exactly as listed (ignoring surrounding spaces). */
export function confirmsRemoval(typed: string, email: string): boolean {
  return typed.trim() === email;
}
