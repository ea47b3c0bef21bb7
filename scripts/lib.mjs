// Small helpers shared by the project's scripts.
import { spawn, spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join, resolve } from "node:path";

export const root = resolve(import.meta.dirname, "..");
export const bin = (name) => resolve(root, "node_modules/.bin", name);
export const bundledContract = resolve(root, "packages/sdk/src/generated/openapi.json");

/** Starts a long-running child; resolves once `ready` matches its output (echoed unless `quiet`). */
export function startServer(command, args, { ready, env, label, timeoutMs = 30_000, quiet = false }) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  return new Promise((resolveStart, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${label} did not start within ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    const onData = (chunk) => {
      output += chunk;
      if (!quiet) process.stdout.write(`[${label}] ${chunk}`);
      if (ready.test(output)) {
        clearTimeout(timer);
        resolveStart(child);
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${label} exited with code ${code}:\n${output}`));
    });
  });
}

/** Stops children on Ctrl-C or termination, then exits. */
export function stopOnSignal(children) {
  const stop = () => {
    for (const child of children) child.kill("SIGTERM");
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

/** A TCP port free on 127.0.0.1 right now. */
export const freePort = () =>
  new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });

/** Runs a command in the project, output shown; throws when it fails. */
export function runOrThrow(command, args) {
  const { status } = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (status !== 0) throw new Error(`${command} ${args.join(" ")} failed (exit ${status})`);
}

export const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The production build of the console in `dist`, and the compiled SDK and sandbox that plain Node runs. */
export function buildConsole(dist) {
  runOrThrow(bin("vite"), ["build", "--outDir", dist, "--emptyOutDir", "--logLevel", "error"]);
  runOrThrow(bin("tsc"), ["-p", "packages/sdk/tsconfig.build.json"]);
  runOrThrow(bin("tsc"), ["-p", "packages/sandbox/tsconfig.build.json"]);
}

/** Serves a build (`vite preview`) with the sandbox on `apiPort` as its API, through the build's env.js. */
/** The deploy-time configuration of a built console, as a deployment would write it: where its API is. */
export function writeEnv(dist, apiPort) {
  writeFileSync(join(dist, "env.js"), `window.__ENV__ = { VITE_API_BASE_URL: "http://127.0.0.1:${apiPort}/api" };\n`);
}

export async function previewConsole(dist, apiPort) {
  writeEnv(dist, apiPort);
  const port = await freePort();
  const child = await startServer(
    bin("vite"),
    ["preview", "--outDir", dist, "--host", "127.0.0.1", "--port", String(port), "--strictPort"],
    { ready: /Local:/, label: "preview", quiet: true },
  );
  return { child, origin: `http://127.0.0.1:${port}` };
}
