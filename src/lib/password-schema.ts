import { z } from "zod";
import { passwordRules } from "./password-rules.ts";

// A new password and its confirmation, for every form that sets one (sign-up, reset, profile). Lengths are
// the contract's (RegisterInput, ChangePasswordInput; features/auth/schemas.test.ts checks them); the
// strength rule is ours, the same everywhere (the existing front end's profile rule was weaker).

const strengthMessage = "Password must include an uppercase letter, a lowercase letter, a number and one of @$!%*?&";

/** A new password: contract 8–64 plus the strength rule. */
export const newPassword = z
  .string()
  .min(1, "Password is required")
  .min(8, "Password must be at least 8 characters")
  .max(64, "Password must be no more than 64 characters")
  .refine((v) => passwordRules.every((rule) => rule.test(v)), strengthMessage);

/** Repeats the password; its bounds follow from being equal to it (the contract gives both the same). */
export const confirmPassword = z.string().min(1, "Please confirm your password");

export function passwordsMatch(values: { password: string; confirm_password: string }, ctx: z.RefinementCtx) {
  if (values.confirm_password !== "" && values.confirm_password !== values.password) {
    ctx.addIssue({ code: "custom", message: "Passwords do not match", path: ["confirm_password"] });
  }
}

/** A new password and its confirmation (the email is the account's own, never typed). */
export const newPasswordSchema = z
  .object({ password: newPassword, confirm_password: confirmPassword })
  .superRefine(passwordsMatch);

export type NewPasswordInput = z.input<typeof newPasswordSchema>;
export type NewPasswordValues = z.output<typeof newPasswordSchema>;
