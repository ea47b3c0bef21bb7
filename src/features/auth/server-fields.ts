/** The auth fields as the server's input structs name them (in its validator text), and where each lands. */
const targets = {
  Name: { name: "name", label: "Username" },
  Email: { name: "email", label: "Email" },
  Password: { name: "password", label: "Password" },
  ConfirmPassword: { name: "confirm_password", label: "Confirm password" },
  Code: { name: "code", label: "Verification code" },
} as const;

/** The server fields of one form, e.g. `serverFields("Email", "Password")`; the form's hook checks the names. */
export function serverFields<K extends keyof typeof targets>(...keys: K[]): Pick<typeof targets, K> {
  return Object.fromEntries(keys.map((key) => [key, targets[key]])) as Pick<typeof targets, K>;
}
