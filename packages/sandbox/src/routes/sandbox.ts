// Sandbox-only controls, outside the contract's API paths (`/__sandbox/...`), for tests and demos:
// read emailed codes, end sessions, move simulated time on, issue invoices, give a user a past (history), fail a
// deployment step, slow replies down, read recorded mails, reset.
import { Hono } from "hono";
import type { SandboxContext } from "../context.ts";
import { failures } from "../deploy-failures.ts";
import { MAX_HISTORY_WEEKS, backfillHistory } from "../history.ts";
import { delays, planDelay } from "../delays.ts";
import { HOURS_PER_MONTH, billHour, closeMonth, settle } from "../money.ts";
import { findUserByEmail } from "../store.ts";

/** Parameters from the query string or a JSON body, whichever the caller used. */
async function params(c: {
  req: { query(): Record<string, string>; text(): Promise<string> };
}): Promise<Record<string, unknown>> {
  const text = await c.req.text().catch(() => "");
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    // not JSON: query parameters only
  }
  return { ...c.req.query(), ...body };
}

/** Emailed codes and ending sessions. */
function registerSessionControls(app: Hono, ctx: SandboxContext): void {
  app.get("/codes", (c) => {
    const user = findUserByEmail(ctx.state, c.req.query("email") ?? "");
    if (!user || !user.code) return c.json({ error: "no code was sent to this email" }, 404);
    return c.json({ email: user.email, code: user.code, purpose: user.codePurpose, sent_at: user.updatedAt });
  });

  // kind "access" ends access tokens only (a refresh still works); "all" (default) ends whole sessions.
  app.post("/expire-tokens", async (c) => {
    const { email, kind } = await params(c);
    const wanted = typeof email === "string" ? email.toLowerCase() : undefined;
    const users = wanted ? ctx.state.users.filter((u) => u.email.toLowerCase() === wanted) : ctx.state.users;
    if (email && !users.length) return c.json({ error: "unknown email" }, 404);
    for (const user of users) {
      if (kind === "access") user.accessVersion += 1;
      else user.sessionVersion += 1;
    }
    ctx.changed();
    return c.json({ expired: users.length, kind: kind === "access" ? "access" : "all" });
  });
}

/** Simulated time, billing and a user's past. */
function registerTimeControls(app: Hono, ctx: SandboxContext): void {
  // Bills `hours` simulated hours (rent, and VMs on shared nodes) at once and settles every pending record.
  app.post("/advance", async (c) => {
    const hours = Math.min(Number((await params(c)).hours ?? 1), HOURS_PER_MONTH * 12);
    if (!(hours >= 0)) return c.json({ error: "hours must be a number ≥ 0" }, 400);
    const before = ctx.state.invoices.length;
    for (let i = 0; i < hours; i++) billHour(ctx);
    for (let i = 0; i < 2; i++) settle(ctx);
    return c.json({
      hours,
      billed_hours: ctx.state.billedHours,
      invoices: ctx.state.invoices.slice(before).map((i) => i.id),
    });
  });

  app.post("/close-month", (c) => c.json({ invoices: closeMonth(ctx).map((i) => i.id) }));

  app.post("/settle", (c) => {
    for (let i = 0; i < 2; i++) settle(ctx);
    return c.json({ settled: true });
  });

  // `weeks` weeks (default 12) of past top-ups (a weekly card payment of `usd`, default 25, and a $10 voucher
  // every third week) and the monthly invoices of the user's rent contracts in that span; the balance stays.
  app.post("/history", async (c) => {
    const { email, weeks = 12, usd = 25 } = await params(c);
    const user = typeof email === "string" ? findUserByEmail(ctx.state, email) : undefined;
    if (!user) return c.json({ error: "unknown email" }, 404);
    const span = Number(weeks);
    const amount = Number(usd);
    if (!Number.isInteger(span) || span < 1 || span > MAX_HISTORY_WEEKS)
      return c.json({ error: `weeks must be a whole number from 1 to ${MAX_HISTORY_WEEKS}` }, 400);
    if (!(amount > 0 && amount <= 10_000)) return c.json({ error: "usd must be a number above 0, at most 10000" }, 400);
    const added = backfillHistory(ctx, user, { weeks: span, usd: amount });
    return c.json({ email: user.email, weeks: span, pending_records: added.pendingRecords, invoices: added.invoices });
  });
}

/** Failed deployments, slow replies and recorded mails. */
function registerFaultControls(app: Hono, ctx: SandboxContext): void {
  // The next deployment (of `email`'s user, or anyone's) fails at `step` and is rolled back, as on the server.
  app.post("/fail-deploy", async (c) => {
    const { email, step = 2 } = await params(c);
    const at = Number(step);
    if (!Number.isInteger(at) || at < 1) return c.json({ error: "step must be a whole number ≥ 1" }, 400);
    const user = typeof email === "string" ? findUserByEmail(ctx.state, email) : undefined;
    if (email !== undefined && !user) return c.json({ error: "unknown email" }, 404);
    failures(ctx).push({ step: at, userId: user?.id });
    return c.json({ step: at, email: user?.email ?? null, planned: failures(ctx).length });
  });

  // The next `times` API requests matching `method` and `path` wait `ms` (their reply, or with `hold: "request"`
  // the request itself), so a test can double-submit or time out while one is in flight.
  app.post("/delay", async (c) => {
    const planned = planDelay(await params(c));
    if ("error" in planned) return c.json({ error: planned.error }, 400);
    delays(ctx).push(planned);
    const { method = null, path = null, ms, remaining: times, hold } = planned;
    return c.json({ method, path, ms, times, hold, planned: delays(ctx).length });
  });

  app.delete("/delay", (c) => c.json({ cleared: delays(ctx).splice(0).length }));

  app.get("/mails", (c) => c.json({ mails: ctx.state.mails }));
}

export function sandboxRoutes(ctx: SandboxContext, reset: () => Promise<void>): Hono {
  const app = new Hono();

  registerSessionControls(app, ctx);
  registerTimeControls(app, ctx);
  registerFaultControls(app, ctx);

  app.post("/reset", async (c) => {
    await reset();
    return c.json({ reset: true, seed: ctx.state.seed });
  });

  app.get("/", (c) =>
    c.json({
      seed: ctx.state.seed,
      speed: ctx.clock.speed,
      maintenance: ctx.state.maintenance,
      users: ctx.state.users.length,
      event_streams: ctx.hub.connections(),
    }),
  );
  return app;
}
