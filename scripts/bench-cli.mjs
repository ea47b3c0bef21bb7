#!/usr/bin/env node
// `npm run bench:cli`: cold start of the command line, each run a new `node` process as a user or a script
// starts it: `kubecloud --help` (no SDK, no network) and `kubecloud nodes list --output json` against the
// sandbox (the SDK loaded, one API call, the JSON printed). Prints the median of 10 of each and fails when
// the `--help` median is over 150 ms. Builds the CLI and the sandbox first when they are not built.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { freePort } from "./certify/prism.mjs";
import { root, startServer } from "./lib.mjs";

const RUNS = 10;
const HELP_BUDGET_MS = 150;
const cli = resolve(root, "packages/cli/dist/bin.js");
const sandboxMain = resolve(root, "packages/sandbox/dist/main.js");

for (const [built, script] of [
  [cli, "cli:build"],
  [sandboxMain, "sandbox:build"],
]) {
  if (existsSync(built)) continue;
  console.log(`building: npm run ${script}`);
  if (spawnSync("npm", ["run", "--silent", script], { cwd: root, stdio: "inherit" }).status !== 0) process.exit(1);
}

// A clean HOME: no config file, so nothing the developer has set changes what is measured.
const home = mkdtempSync(join(tmpdir(), "kubecloud-bench-"));
const baseEnv = { PATH: process.env.PATH, HOME: home, XDG_CONFIG_HOME: join(home, "config"), NO_COLOR: "1" };

/** Runs `kubecloud …args` RUNS times (after one untimed run that warms the file cache) and returns the times. */
function time(args, env) {
  const run = () => {
    const start = performance.now();
    const { status, stderr } = spawnSync(process.execPath, [cli, ...args], {
      env: { ...baseEnv, ...env },
      encoding: "utf8",
    });
    const ms = performance.now() - start;
    if (status !== 0) throw new Error(`kubecloud ${args.join(" ")} exited ${status}: ${stderr}`);
    return ms;
  };
  run();
  return Array.from({ length: RUNS }, run);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const describe = (values) =>
  `median ${median(values).toFixed(1)} ms (min ${Math.min(...values).toFixed(1)}, max ${Math.max(...values).toFixed(1)})`;

const port = await freePort();
const api = `http://127.0.0.1:${port}/api`;
const sandbox = await startServer(process.execPath, [sandboxMain, "--port", String(port), "--seed", "1", "--quiet"], {
  ready: /listening on/,
  label: "sandbox",
  quiet: true,
});
let help;
let nodes;
let bare;
try {
  bare = Array.from({ length: RUNS }, () => {
    const start = performance.now();
    spawnSync(process.execPath, ["-e", "0"]);
    return performance.now() - start;
  });
  help = time(["--help"]);
  nodes = time(["nodes", "list", "--output", "json"], { KUBECLOUD_API_URL: api });
} finally {
  sandbox.kill("SIGTERM");
  rmSync(home, { recursive: true, force: true });
}

console.log(`node -e 0 (the floor):                 ${describe(bare)}`);
console.log(`kubecloud --help:                      ${describe(help)}  (budget ${HELP_BUDGET_MS} ms)`);
console.log(`kubecloud nodes list --output json:    ${describe(nodes)}  (against the sandbox)`);
if (median(help) > HELP_BUDGET_MS) {
  console.log(`✖ kubecloud --help takes ${median(help).toFixed(1)} ms, over the ${HELP_BUDGET_MS} ms budget`);
  process.exit(1);
}
