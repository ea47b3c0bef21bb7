// Builds a sandbox: state (seeded from the contract's examples, or loaded from `--data`), the simulated
// clock and its background jobs (settlement, hourly rent), the event hub and the HTTP app.
import type { Hono } from "hono";
import { createApp } from "./app.ts";
import { createClock } from "./clock.ts";
import { deploying } from "./clusters.ts";
import { delays } from "./delays.ts";
import { failures } from "./deploy-failures.ts";
import type { SandboxContext } from "./context.ts";
import { createEventHub } from "./events.ts";
import type { Env } from "./http.ts";
import { HOUR_MS, SETTLE_INTERVAL_MS, billHour, settle } from "./money.ts";
import { connectedEvent } from "./notify.ts";
import { createRandom } from "./random.ts";
import { seedState } from "./seed.ts";
import { createSaver, readState } from "./persist.ts";
import type { TokenConfig } from "./tokens.ts";

export interface SandboxOptions {
  /** Makes every random choice repeatable (default: a random seed). */
  seed?: number;
  /** Divides every simulated delay (default 1). */
  speed?: number;
  /** JSON file to load the state from and save it to (every acknowledged write before its reply). */
  dataFile?: string;
  /** Where log lines go (default: nowhere). */
  log?: (line: string) => void;
  /** Token lifetimes (wall-clock): access 15 minutes, refresh 24 hours by default. */
  accessMinutes?: number;
  refreshHours?: number;
  heartbeatMs?: number;
  /** A grid of this many nodes: the contract's, then generated ones (`--grid-nodes`). */
  gridNodes?: number;
  /** Run the settlement and hourly rent jobs (default true; tests turn them off to drive money by hand). */
  backgroundJobs?: boolean;
}

export interface Sandbox {
  app: Hono<Env>;
  ctx: SandboxContext;
  /** Back to the seeded state (same seed), ending every workflow in flight. */
  reset(): Promise<void>;
  /** Stops the jobs and streams and saves the state. */
  close(): void;
}

export async function createSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const clock = createClock(options.speed ?? 1);
  const loaded = options.dataFile ? readState(options.dataFile) : undefined;
  // A saved state continues its own random stream (a fresh one would repeat its ids and codes).
  const rng = loaded ? createRandom(loaded.state.seed, loaded.random) : createRandom(options.seed);
  const state = loaded?.state ?? (await seedState(rng, clock.now(), options.gridNodes));
  const tokens: TokenConfig = {
    secret: Buffer.from(state.jwtSecret, "hex"),
    accessSeconds: Math.round((options.accessMinutes ?? 15) * 60),
    refreshSeconds: Math.round((options.refreshHours ?? 24) * 3600),
    now: () => clock.now(),
  };
  const log = options.log ?? (() => {});
  const saver =
    options.dataFile === undefined
      ? undefined
      : createSaver(options.dataFile, () => ({ state: ctx.state, random: ctx.rng.position() }), log);
  const ctx: SandboxContext = {
    state,
    clock,
    rng,
    tokens,
    hub: createEventHub({ connected: () => connectedEvent(clock.now()), heartbeatMs: options.heartbeatMs }),
    log,
    changed: () => saver?.changed(),
    flush: () => saver?.flush(),
  };
  // A new state is saved at once, so the next start finds it (and its random stream) even after a crash.
  if (!loaded) ctx.changed();
  const startJobs = () => {
    if (options.backgroundJobs === false) return;
    clock.every(SETTLE_INTERVAL_MS, () => settle(ctx));
    clock.every(HOUR_MS, () => billHour(ctx));
  };
  startJobs();

  const reset = async () => {
    clock.stop();
    deploying(ctx).clear();
    failures(ctx).splice(0);
    delays(ctx).splice(0);
    ctx.rng = createRandom(ctx.state.seed);
    ctx.state = await seedState(ctx.rng, clock.now(), ctx.state.gridNodes);
    tokens.secret = Buffer.from(ctx.state.jwtSecret, "hex");
    ctx.changed();
    startJobs();
    ctx.log("state reset to the seed");
  };

  return {
    app: createApp(ctx, reset),
    ctx,
    reset,
    close() {
      clock.stop();
      ctx.hub.closeAll();
      saver?.close();
    },
  };
}
