// How a route module describes one contract operation. The app registers every operation of the
// contract from this table, so a missing handler is a type error and a startup error.
import type { OperationId } from "@kubecloud/sdk";
import type { SandboxContext } from "./context.ts";
import type { Ctx } from "./http.ts";
import type { TokenClaims } from "./tokens.ts";
import type { InputFailure } from "./validation.ts";

export interface Input {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  /** The validated body (JSON), or the form fields and files (multipart). */
  body: unknown;
  /** The token's claims on user and admin routes. */
  auth: TokenClaims | undefined;
}

export interface Handler {
  handle(c: Ctx, input: Input): Response | Promise<Response>;
  /**
   * The answer to an invalid path parameter, query parameter or body. Return undefined to go on (the
   * server ignores that input). Without it a bad body gets the usual 400 "Invalid request format".
   */
  invalid?(c: Ctx, failure: InputFailure): Response | undefined;
  /** The server reads no body here: do not parse one. */
  ignoreBody?: boolean;
}

export type Handlers = Partial<Record<OperationId, Handler>>;
export type HandlerModule = (ctx: SandboxContext) => Handlers;

/** The claims of an authenticated route (the middleware ran). */
export function claims(input: Input): TokenClaims {
  if (!input.auth) throw new Error("route without authentication");
  return input.auth;
}
