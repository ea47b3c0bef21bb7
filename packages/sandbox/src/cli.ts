// Command-line flags of the sandbox.
import { parseArgs } from "node:util";

export interface CliOptions {
  port: number;
  host: string;
  dataFile?: string;
  seed?: number;
  speed: number;
  gridNodes: number;
  quiet: boolean;
  accessMinutes: number;
  refreshHours: number;
  help: boolean;
}

export const USAGE = `Usage: node packages/sandbox/dist/main.js [options]

  --port <n>             port (default 8080; 0 picks a free one)
  --host <addr>          address to listen on (default 127.0.0.1)
  --data <file>          load the state from this JSON file and keep saving it there
  --seed <n>             make ids, codes and shuffles repeatable
  --speed <factor>       divide every simulated delay (50 = fifty times faster)
  --grid-nodes <n>       a grid of n nodes: the contract's 36, then generated ones (e.g. 10000)
  --access-minutes <n>   access token lifetime (default 15)
  --refresh-hours <n>    refresh token lifetime (default 24)
  --quiet                no log lines
  --help                 this text`;

function number(name: string, value: string | undefined, fallback: number, check: (n: number) => boolean): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || !check(parsed)) throw new Error(`--${name} needs a valid number, got "${value}"`);
  return parsed;
}

export function parseCli(argv: string[]): CliOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: "string" },
      host: { type: "string" },
      data: { type: "string" },
      seed: { type: "string" },
      speed: { type: "string" },
      "grid-nodes": { type: "string" },
      "access-minutes": { type: "string" },
      "refresh-hours": { type: "string" },
      quiet: { type: "boolean" },
      help: { type: "boolean" },
    },
  });
  return {
    port: number("port", values.port, 8080, (n) => Number.isInteger(n) && n >= 0 && n < 65536),
    host: values.host ?? "127.0.0.1",
    dataFile: values.data,
    seed: values.seed === undefined ? undefined : number("seed", values.seed, 0, Number.isInteger),
    speed: number("speed", values.speed, 1, (n) => n > 0),
    gridNodes: number("grid-nodes", values["grid-nodes"], 0, (n) => Number.isInteger(n) && n >= 0 && n <= 100_000),
    accessMinutes: number("access-minutes", values["access-minutes"], 15, (n) => n > 0),
    refreshHours: number("refresh-hours", values["refresh-hours"], 24, (n) => n > 0),
    quiet: values.quiet ?? false,
    help: values.help ?? false,
  };
}
