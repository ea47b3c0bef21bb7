#!/usr/bin/env node
// `npm start`: the stateful sandbox backend on http://127.0.0.1:8080/api and the console (Vite) on it.
// Extra arguments go to the sandbox: `npm start -- --seed 7 --speed 10 --data .tmp/sandbox.json`.
// CONSOLE_PORT=5199 moves the console off 5173 (Vite's strict port) when that one is taken.
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";
import { bin, root, startServer, stopOnSignal } from "./lib.mjs";

const sandboxArgs = process.argv.slice(2);
const { values } = parseArgs({ args: sandboxArgs, options: { port: { type: "string" } }, strict: false });
const apiPort = values.port ?? "8080";
const consolePort = process.env.CONSOLE_PORT ?? "5173";

// Plain Node runs the compiled SDK and sandbox.
for (const project of ["packages/sdk/tsconfig.build.json", "packages/sandbox/tsconfig.build.json"]) {
  const { status } = spawnSync(bin("tsc"), ["-p", project], { cwd: root, stdio: "inherit" });
  if (status !== 0) process.exit(status ?? 1);
}

// The console's default base URL (http://localhost:8080/api) is the sandbox; only another port needs one.
delete process.env.VITE_API_BASE_URL;
const apiBase = `http://localhost:${apiPort}/api`;
if (apiPort !== "8080") process.env.VITE_API_BASE_URL = apiBase;

const children = [];
try {
  children.push(
    await startServer(process.execPath, ["packages/sandbox/dist/main.js", ...sandboxArgs], {
      ready: /KubeCloud sandbox listening/,
      label: "sandbox",
    }),
  );
  children.push(
    await startServer(bin("vite"), ["--host", "127.0.0.1", "--port", consolePort], { ready: /Local:/, label: "vite" }),
  );
} catch (error) {
  for (const child of children) child.kill("SIGTERM");
  console.error(`\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

console.log(`
KubeCloud console: http://127.0.0.1:${consolePort} (API: the sandbox on ${apiBase})
  demo user: amira@example.com / Str0ng!Pass
  admin:     admin@example.com / Adm1n!Pass
Press Ctrl-C to stop.`);
stopOnSignal(children);
