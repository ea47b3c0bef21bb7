/**
 * What the way to /sign-in carries in the history state: where the user was going (the guard that stopped a guest)
 * or where they were (a session that expired), and whether the session expired, which the page then says.
 */
export interface SignInState {
  from?: string;
  expired?: boolean;
}

/** The sign-in state of a location, whatever was stored there. */
export function signInStateOf(state: unknown): SignInState {
  if (typeof state !== "object" || state === null) return {};
  const { from, expired } = state as Record<string, unknown>;
  return { from: typeof from === "string" ? from : undefined, expired: expired === true };
}
