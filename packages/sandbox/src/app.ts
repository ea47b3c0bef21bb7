// The HTTP app: every operation of the contract under `/api`, with the contract's auth, validation and
// body shapes; the sandbox-only routes under `/__sandbox`; gin-like 404s and trailing-slash redirects.
import { operations, type OperationId } from "@kubecloud/sdk";
import { Hono, type MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import type { SandboxContext } from "./context.ts";
import { delayMiddleware } from "./delays.ts";
import { loadContract } from "./contract.ts";
import { envError, internalError, invalidRequest, notFoundText, type Ctx, type Env } from "./http.ts";
import { cors, requireAdmin, requireUser } from "./middleware.ts";
import type { Handler, Handlers, Input } from "./operation.ts";
import { accountRoutes } from "./routes/account.ts";
import { adminRoutes } from "./routes/admin.ts";
import { authRoutes } from "./routes/auth.ts";
import { billingRoutes } from "./routes/billing.ts";
import { deploymentRoutes } from "./routes/deployments.ts";
import { nodeRoutes } from "./routes/nodes.ts";
import { notificationRoutes } from "./routes/notifications.ts";
import { sandboxRoutes } from "./routes/sandbox.ts";
import { systemRoutes } from "./routes/system.ts";
import { compileOperations, type CompiledOperation, type InputFailure } from "./validation.ts";

export const API_PREFIX = "/api";
const MODULES = [
  systemRoutes,
  nodeRoutes,
  authRoutes,
  accountRoutes,
  billingRoutes,
  deploymentRoutes,
  notificationRoutes,
  adminRoutes,
];

const defaultInvalid = (c: Ctx, failure: InputFailure) =>
  failure.in === "body" ? invalidRequest(c, failure.text) : envError(c, 400, "Invalid request");

async function readBody(c: Ctx, op: CompiledOperation) {
  if (op.bodyType === "json") return op.parseBody(await c.req.text());
  // multipart/form-data (the admin mail): text fields are validated, files are passed through.
  const form: Record<string, unknown> = await c.req.parseBody({ all: true }).catch(() => ({}));
  const text = (key: string) => (typeof form[key] === "string" ? form[key] : undefined);
  const parsed = op.parseBody({
    ...(text("subject") !== undefined && { subject: text("subject") }),
    ...(text("body") !== undefined && { body: text("body") }),
  });
  if ("in" in parsed) return parsed;
  const attachments = [form.attachments].flat().filter((file): file is File => file instanceof File);
  return { value: { subject: text("subject"), body: text("body"), attachments } };
}

function register<Id extends OperationId>(
  app: Hono<Env>,
  ctx: SandboxContext,
  op: CompiledOperation,
  id: Id,
  handlers: Handlers,
): void {
  const handler: Handler<Id> | undefined = handlers[id];
  if (!handler) throw new Error(`No handler for the contract operation ${id}`);
  const auth = operations[id].auth;
  const guard: MiddlewareHandler<Env>[] =
    auth === "user" ? [requireUser(ctx)] : auth === "admin" ? [requireAdmin(ctx)] : [];
  const route = API_PREFIX + op.path.replace(/\{([^}]+)\}/g, ":$1");
  app.on(op.method.toUpperCase(), [route], ...guard, async (c) => {
    const invalid = (failure: InputFailure) => (handler.invalid ?? defaultInvalid)(c, failure);
    let body: unknown;
    // Like gin handlers, bind the body first, then read path and query parameters.
    if (op.bodyType && !handler.ignoreBody) {
      const parsed = await readBody(c, op);
      // A handler never sees a bad body: without its own answer, the usual 400.
      if ("in" in parsed) return invalid(parsed) ?? defaultInvalid(c, parsed);
      body = parsed.value;
    }
    const params = op.parseParams(c.req.param(), new URL(c.req.url).searchParams);
    for (const failure of params.failures) {
      const answer = invalid(failure);
      if (answer) return answer;
    }
    // The one place the input gets its type: Ajv has checked it against the operation's own schemas, the
    // ones the SDK's types are generated from, and the guard above set the claims on user and admin routes.
    const input = { path: params.path, query: params.query, body, auth: c.get("auth") } as Input<Id>;
    return handler.handle(c, input);
  });
}

/** Compiling the contract's schemas takes a while: once per process (tests build many sandboxes). */
let compiledOnce: Map<string, CompiledOperation> | undefined;

export function createApp(ctx: SandboxContext, reset: () => Promise<void>): Hono<Env> {
  const app = new Hono<Env>();
  app.use("*", cors);
  // JSON is gzipped for clients that accept it, as a production server behind a proxy would; the event
  // stream is left alone (it must flow event by event).
  app.use(`${API_PREFIX}/*`, compress({ encoding: "gzip", contentTypeFilter: /^application\/json/ }));
  // An acknowledged write is on disk before its reply; a write that cannot be saved answers 500.
  app.use("*", async (_c, next) => {
    await next();
    ctx.flush();
  });
  // Slow replies a test asked for (`POST /__sandbox/delay`); the write is still on disk before the reply.
  app.use(`${API_PREFIX}/*`, delayMiddleware(ctx, API_PREFIX));
  app.route("/__sandbox", sandboxRoutes(ctx, reset));

  const handlers: Handlers = Object.assign({}, ...MODULES.map((module) => module(ctx))) as Handlers;
  const compiled = (compiledOnce ??= compileOperations(loadContract()));
  for (const op of compiled.values()) register(app, ctx, op, op.operationId as OperationId, handlers);
  const extra = Object.keys(handlers).filter((id) => !compiled.has(id));
  if (extra.length) throw new Error(`Handlers for operations the contract does not have: ${extra.join(", ")}`);

  // gin redirects a path that only differs by a trailing slash (301 for GET, 307 otherwise).
  const templates = [...compiled.values()].map(
    (op) => new RegExp(`^${API_PREFIX}${op.path.replace(/\{[^}]+\}/g, "[^/]+")}$`),
  );
  app.notFound((c) => {
    const path = c.req.path;
    const other = path.endsWith("/") ? path.slice(0, -1) : `${path}/`;
    if (templates.some((template) => template.test(other))) {
      const search = new URL(c.req.url).search;
      return c.redirect(other + search, c.req.method === "GET" ? 301 : 307);
    }
    return notFoundText(c);
  });
  app.onError((error, c) => {
    ctx.log(
      `error on ${c.req.method} ${c.req.path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return internalError(c);
  });
  return app;
}
