// What every part of the simulation shares. `state` is replaced on reset, so read it through the context.
import type { Clock } from "./clock.ts";
import type { EventHub } from "./events.ts";
import type { Random } from "./random.ts";
import type { State } from "./store.ts";
import type { TokenConfig } from "./tokens.ts";

export interface SandboxContext {
  state: State;
  readonly clock: Clock;
  rng: Random;
  readonly hub: EventHub;
  readonly tokens: TokenConfig;
  /** One line to the sandbox log (stdout unless quiet). */
  readonly log: (line: string) => void;
  /** Marks the state dirty (with `--data`, saved on the next turn of the event loop at the latest). */
  readonly changed: () => void;
  /** Saves a dirty state now (with `--data`): the app calls it before every reply. */
  readonly flush: () => void;
}
