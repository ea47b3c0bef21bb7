import type { TokenPair, UserProfile } from "@kubecloud/sdk";

// Builders for the auth screens' tests (plain data, no test framework, so the app project compiles it too).

export function buildTokens(overrides: Partial<TokenPair> = {}): TokenPair {
  return { access_token: "access-1", refresh_token: "refresh-1", ...overrides };
}

export function buildUser(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    ID: 12,
    stripe_customer_id: "cus_Qx7LmN2pR4sT8v",
    username: "Amira Haddad",
    email: "amira@example.com",
    updated_at: "2026-03-14T09:12:47.318204551Z",
    verified: true,
    admin: false,
    credit_card_balance: 50000,
    credited_balance: 25000,
    ssh_key: "",
    debt: 1350,
    sponsored: true,
    account_address: "5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty",
    pending_balance_usd: 12.5,
    ...overrides,
  };
}

/** The Go validator's 400 for one failed field, as the server sends it. */
export function validatorError(struct: string, field: string, tag: string) {
  return {
    status: 400,
    message: "Invalid request format",
    error: `Key: '${struct}.${field}' Error:Field validation for '${field}' failed on the '${tag}' tag`,
  };
}

/** A strong password that passes every rule. */
export const STRONG_PASSWORD = "Str0ng!Pass";

/** The JSON bodies the app sent to one route, in order. */
export function sentBodies(requests: Request[], method: string, path: string): Promise<unknown[]> {
  const matching = requests.filter((r) => r.method === method && new URL(r.url).pathname.endsWith(path));
  return Promise.all(matching.map((r) => r.clone().json() as Promise<unknown>));
}
