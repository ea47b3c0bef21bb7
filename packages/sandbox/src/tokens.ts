// Real HS256 JWTs with the server's claims (username, user_id, admin, exp, iat). Two private claims make
// the sandbox stricter than the server where the console cannot tell: `typ` (only refresh tokens refresh)
// and the user's session versions (`sv`, `av`), which the sandbox-only expire endpoint bumps.
import { SignJWT, jwtVerify } from "jose";
import type { UserRecord } from "./store.ts";

export type TokenKind = "access" | "refresh";

export interface TokenClaims {
  username: string;
  user_id: number;
  admin: boolean;
  typ: TokenKind;
  sv: number;
  av: number;
  exp: number;
  iat: number;
}

export interface TokenConfig {
  secret: Uint8Array;
  accessSeconds: number;
  refreshSeconds: number;
  now: () => number;
}

export async function signToken(
  config: TokenConfig,
  user: UserRecord,
  kind: TokenKind,
  lifetimeSeconds: number,
): Promise<string> {
  const iat = Math.floor(config.now() / 1000);
  return new SignJWT({
    username: user.username,
    user_id: user.id,
    admin: user.admin,
    typ: kind,
    sv: user.sessionVersion,
    av: user.accessVersion,
  })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuedAt(iat)
    .setExpirationTime(iat + lifetimeSeconds)
    .sign(config.secret);
}

export async function tokenPair(config: TokenConfig, user: UserRecord) {
  return {
    access_token: await signToken(config, user, "access", config.accessSeconds),
    refresh_token: await signToken(config, user, "refresh", config.refreshSeconds),
  };
}

/**
 * The claims of a valid token, or undefined (bad signature, expired, or a session ended by the sandbox).
 * `findUser` gives the current session versions; a deleted user's token still verifies, as on the server,
 * and the handlers then answer "User is not found".
 */
export async function verifyToken(
  config: TokenConfig,
  token: string,
  findUser: (id: number) => UserRecord | undefined,
): Promise<TokenClaims | undefined> {
  try {
    const { payload } = await jwtVerify<TokenClaims>(token, config.secret, {
      algorithms: ["HS256"],
      currentDate: new Date(config.now()),
    });
    if (typeof payload.user_id !== "number") return undefined;
    const user = findUser(payload.user_id);
    if (user && payload.sv !== user.sessionVersion) return undefined;
    if (user && payload.typ === "access" && payload.av !== user.accessVersion) return undefined;
    return payload;
  } catch {
    return undefined;
  }
}
