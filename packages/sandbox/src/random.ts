// A seedable pseudo-random source. Every random choice of the sandbox (ids, codes, voucher codes, IPs,
// shuffles) goes through one instance, so `--seed N` makes a run repeatable. Its position is saved with
// the state, so a restart with `--data` continues the stream instead of drawing the same ids again.
import { randomInt } from "node:crypto";

export interface Random {
  readonly seed: number;
  /** Where the stream stands: `createRandom(seed, position)` continues from here. */
  position(): number;
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** A version-4 UUID. */
  uuid(): string;
  hex(length: number): string;
  alphanumeric(length: number): string;
  shuffle<T>(items: readonly T[]): T[];
}

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** mulberry32: tiny, fast and good enough for simulated data (not for secrets). */
export function createRandom(seed: number = randomInt(2 ** 31), position: number = seed): Random {
  let state = position >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const hex = (length: number) => Array.from({ length }, () => int(0, 15).toString(16)).join("");
  return {
    seed,
    position: () => state,
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)],
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${"89ab"[int(0, 3)]}${hex(3)}-${hex(12)}`,
    hex,
    alphanumeric: (length) => Array.from({ length }, () => ALPHANUMERIC[int(0, ALPHANUMERIC.length - 1)]).join(""),
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy;
    },
  };
}
