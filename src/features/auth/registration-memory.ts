import type { SignUpValues } from "./schemas.ts";

/**
 * The last registration payload, kept in memory only (product-rules §3): it holds the password, so it never
 * goes to storage. It lets the verify screen resend the code, and it is gone after a reload.
 */
let pending: SignUpValues | null = null;

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export const registrationMemory = {
  remember(payload: SignUpValues) {
    pending = { ...payload };
  },
  /** The stored payload if it is for `email` (product-rules §5: resending requires a matching registration). */
  forEmail(email: string): SignUpValues | null {
    return pending && sameEmail(pending.email, email) ? { ...pending } : null;
  },
  forget() {
    pending = null;
  },
};
