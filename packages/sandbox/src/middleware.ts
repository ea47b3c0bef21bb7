// The server's auth middlewares. User routes take `Authorization: Bearer <jwt>` or `?token=`; admin
// routes the header only, and answer 403 for a bad token as well as for a non-admin.
import type { MiddlewareHandler } from "hono";
import type { SandboxContext } from "./context.ts";
import { bare, type Env } from "./http.ts";
import { findUser } from "./store.ts";
import { verifyToken } from "./tokens.ts";

/** The middleware strips a literal `Bearer ` prefix; a header without it is used as the raw token. */
const fromHeader = (header: string | undefined) => (header === undefined ? undefined : header.replace(/^Bearer /, ""));

export function requireUser(ctx: SandboxContext): MiddlewareHandler<Env> {
  return async (c, next) => {
    const token = fromHeader(c.req.header("Authorization")) ?? c.req.query("token");
    if (token === undefined) return bare(c, 401, "Authorization header or token query parameter missing");
    const claims = await verifyToken(ctx.tokens, token, (id) => findUser(ctx.state, id));
    if (!claims) return bare(c, 401, "Invalid or expired token");
    c.set("auth", claims);
    await next();
  };
}

export function requireAdmin(ctx: SandboxContext): MiddlewareHandler<Env> {
  return async (c, next) => {
    const token = fromHeader(c.req.header("Authorization"));
    if (token === undefined) return bare(c, 401, "Authorization header missing");
    const claims = await verifyToken(ctx.tokens, token, (id) => findUser(ctx.state, id));
    if (!claims?.admin) return bare(c, 403, "Admin access required");
    c.set("auth", claims);
    await next();
  };
}

/** CORS as the server does it: any origin reflected with credentials, `*` without an Origin; OPTIONS → 204. */
export const cors: MiddlewareHandler = async (c, next) => {
  const origin = c.req.header("Origin");
  const set = (res: { headers: Headers }) => {
    res.headers.set("Access-Control-Allow-Origin", origin ?? "*");
    if (origin) res.headers.set("Access-Control-Allow-Credentials", "true");
    res.headers.set(
      "Access-Control-Allow-Headers",
      "Content-Type, Content-Length, Accept-Encoding, X-CSRF-Token, Authorization, accept, origin, Cache-Control, X-Requested-With",
    );
    res.headers.set("Access-Control-Allow-Methods", "POST, OPTIONS, GET, PUT, DELETE, PATCH");
    if (origin) res.headers.append("Vary", "Origin");
  };
  if (c.req.method === "OPTIONS") {
    const response = new Response(null, { status: 204 });
    set(response);
    return response;
  }
  await next();
  set(c.res);
};
