// The strength rule of a new password, the same everywhere (sign-up, reset, profile), as the checklist beside the
// field shows it. Apart from its schema (password-schema.ts): the checklist is on pages that load Zod later.

/** One rule of the password strength checklist. */
export interface PasswordRule {
  label: string;
  test: (value: string) => boolean;
}

export const passwordRules: readonly PasswordRule[] = [
  { label: "At least 8 characters", test: (v) => v.length >= 8 },
  { label: "An uppercase letter (A-Z)", test: (v) => /[A-Z]/.test(v) },
  { label: "A lowercase letter (a-z)", test: (v) => /[a-z]/.test(v) },
  { label: "A number (0-9)", test: (v) => /\d/.test(v) },
  { label: "A special character (@$!%*?&)", test: (v) => /[@$!%*?&]/.test(v) },
];
