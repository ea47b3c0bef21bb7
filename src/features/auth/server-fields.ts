const target = <N extends string>(name: N, label: string) => ({ name, label });

/** The auth fields as the server's input structs name them (in its validator text), and where each lands. */
const targets = {
  Name: target("name", "Username"),
  Email: target("email", "Email"),
  Password: target("password", "Password"),
  ConfirmPassword: target("confirm_password", "Confirm password"),
  Code: target("code", "Verification code"),
};

/** The server fields of one form, e.g. `serverFields("Email", "Password")`; the form's hook checks the names. */
export function serverFields<K extends keyof typeof targets>(...keys: K[]): Pick<typeof targets, K> {
  return Object.fromEntries(keys.map((key) => [key, targets[key]])) as Pick<typeof targets, K>;
}
