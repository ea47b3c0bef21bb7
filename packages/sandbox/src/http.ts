// The three body shapes of the server: the envelope, raw objects and bare `{error}` bodies.
import type { Envelope } from "@kubecloud/sdk";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { TokenClaims } from "./tokens.ts";

/** Hono's environment of the app: what the auth middleware leaves for the handler. */
export type Env = { Variables: { auth: TokenClaims | undefined } };
export type Ctx = Context<Env>;

/** An enveloped reply with the `data` a caller expects (the contract's `Envelope` plus `data`). */
export type Enveloped<T = unknown> = Envelope & { data: T };

/** `{status, message, data}`; `message` and `data` are omitted when empty, as the server does. */
export function envelope(c: Ctx, status: ContentfulStatusCode, message: string, data?: unknown): Response {
  return c.json({ status, ...(message ? { message } : {}), ...(data !== undefined ? { data } : {}) }, status);
}

/** An enveloped error: `{status, message, error?}`. */
export function envError(c: Ctx, status: ContentfulStatusCode, message: string, error?: string): Response {
  return c.json({ status, message, ...(error ? { error } : {}) }, status);
}

/** `{error}` and nothing else (auth middleware, most deployment failures). */
export const bare = (c: Ctx, status: ContentfulStatusCode, error: string) => c.json({ error }, status);

export const raw = (c: Ctx, status: ContentfulStatusCode, body: unknown) => c.json(body, status);

/** The generic 500 envelope. */
export const internalError = (c: Ctx) => envError(c, 500, "Internal server error");

/** The binding failure of most handlers: 400, `Invalid request format`, the validator's text. */
export const invalidRequest = (c: Ctx, text: string) => envError(c, 400, "Invalid request format", text);

/** gin's answer to an unknown route. */
export const notFoundText = (c: Ctx) => c.text("404 page not found", 404);
