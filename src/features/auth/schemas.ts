import { z } from "zod";
import { confirmPassword, newPassword, newPasswordSchema, passwordsMatch } from "../../lib/password-schema.ts";

// Lengths are the contract's (RegisterInput, LoginInput, ChangePasswordInput); schemas.test.ts reads
// openapi.json and fails if they drift. The UI rules on top come from the existing front end:
// email format, the strength rule on new passwords only (src/lib/password-schema.ts), confirm = password,
// 4–6 digit codes.

const email = z.string().trim().min(1, "Email is required").pipe(z.email("Please enter a valid email address"));

/** Sign in: any password of 3–64 characters the server accepts; no strength rule (legacy passwords). */
export const signInSchema = z.object({
  email,
  password: z
    .string()
    .min(1, "Password is required")
    .min(3, "Password must be at least 3 characters")
    .max(64, "Password must be no more than 64 characters"),
});

/** Sign up: RegisterInput. The name accepts any characters, as the server does. */
export const signUpSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, "Username is required")
      .min(3, "Username must be at least 3 characters")
      .max(64, "Username must be no more than 64 characters"),
    email,
    password: newPassword,
    confirm_password: confirmPassword,
  })
  .superRefine(passwordsMatch);

const code = z
  .string()
  .trim()
  .min(1, "Verification code is required")
  .regex(/^\d*$/, "Verification code must contain only numbers")
  .min(4, "Verification code must be 4-6 digits")
  .max(6, "Verification code must be 4-6 digits")
  // The server wants a number (RegisterVerifyInput / ResetCodeVerifyInput.code: integer ≥ 1).
  .transform(Number)
  .refine((n) => n >= 1, "Please enter the code from the email");

/** Register verification: the email and the emailed code. */
export const verifySchema = z.object({ email, code });

/** Forgot password, step 1. */
export const forgotEmailSchema = z.object({ email });

/** Forgot password, step 2 (the email comes from step 1). */
export const resetCodeSchema = z.object({ code });

/** Reset password: the email is the reset session's, never typed here. */
export const resetPasswordSchema = newPasswordSchema;

export type SignInValues = z.output<typeof signInSchema>;
export type SignUpValues = z.output<typeof signUpSchema>;
export type VerifyValues = z.output<typeof verifySchema>;
export type ForgotEmailValues = z.output<typeof forgotEmailSchema>;
export type ResetCodeValues = z.output<typeof resetCodeSchema>;
export type ResetPasswordValues = z.output<typeof resetPasswordSchema>;
