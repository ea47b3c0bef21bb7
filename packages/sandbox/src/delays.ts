// Slow replies the sandbox was told to give (`POST /__sandbox/delay`), so a test can click twice, press Enter
// twice or let the console time out while a request is still in flight.
import type { MiddlewareHandler } from "hono";
import type { SandboxContext } from "./context.ts";

/** A slow reply: the next `remaining` API requests that match wait `ms` (wall-clock time, not simulated). */
export interface PlannedDelay {
  /** Upper case; any method when absent. */
  method?: string;
  /** An API path without `/api`, exact or as the contract's template (`/v1/user/redeem/{voucher_code}`). */
  path?: string;
  ms: number;
  remaining: number;
  /**
   * `reply` (default): the request is handled at once and only its reply waits, as when a reply is lost in
   * a slow network (the server did the work; a client that times out cannot tell). `request`: the request
   * waits before it is handled, as a slow server would.
   */
  hold: "reply" | "request";
}

export const MAX_DELAY_MS = 300_000;
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

const plannedDelays = new WeakMap<SandboxContext, PlannedDelay[]>();
export const delays = (ctx: SandboxContext) => plannedDelays.get(ctx) ?? plannedDelays.set(ctx, []).get(ctx)!;

/** `/v1/user/redeem/{voucher_code}` → a pattern that matches one path segment per parameter. */
function pathPattern(path: string): RegExp {
  const escaped = path.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${escaped.join("[^/]+")}$`);
}

/** Reads the parameters of `POST /__sandbox/delay` into a planned delay, or says what is wrong with them. */
export function planDelay(params: Record<string, unknown>): PlannedDelay | { error: string } {
  const ms = Number(params.ms);
  if (!Number.isFinite(ms) || ms < 0 || ms > MAX_DELAY_MS)
    return { error: `ms must be a number from 0 to ${MAX_DELAY_MS}` };
  const times = Number(params.times ?? 1);
  if (!Number.isInteger(times) || times < 1) return { error: "times must be a whole number ≥ 1" };
  const method = typeof params.method === "string" ? params.method.toUpperCase() : params.method;
  if (method !== undefined && (typeof method !== "string" || !METHODS.includes(method)))
    return { error: `method must be one of ${METHODS.join(", ")}` };
  const path = typeof params.path === "string" ? params.path.replace(/^\/api(?=\/)/, "") : params.path;
  if (path !== undefined && (typeof path !== "string" || !path.startsWith("/")))
    return { error: "path must be an API path such as /v1/deployments" };
  const hold = params.hold ?? "reply";
  if (hold !== "reply" && hold !== "request") return { error: 'hold must be "reply" or "request"' };
  return { method, path, ms, remaining: times, hold };
}

/** Takes one use of the first planned delay that matches this request, if any. */
export function takeDelay(ctx: SandboxContext, method: string, path: string): PlannedDelay | undefined {
  const planned = delays(ctx);
  const index = planned.findIndex(
    (delay) =>
      (delay.method === undefined || delay.method === method) &&
      (delay.path === undefined || pathPattern(delay.path).test(path)),
  );
  if (index < 0) return undefined;
  const delay = planned[index];
  delay.remaining -= 1;
  if (delay.remaining === 0) planned.splice(index, 1);
  return delay;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Holds back the requests or replies of the API that a planned delay matches. */
export function delayMiddleware(ctx: SandboxContext, prefix: string): MiddlewareHandler {
  return async (c, next) => {
    const delay = takeDelay(ctx, c.req.method, c.req.path.slice(prefix.length));
    if (!delay) return next();
    ctx.log(`delaying the ${delay.hold} of ${c.req.method} ${c.req.path} by ${delay.ms} ms`);
    if (delay.hold === "request") await sleep(delay.ms);
    await next();
    if (delay.hold === "reply") await sleep(delay.ms);
  };
}
