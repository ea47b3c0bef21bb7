// Small helpers shared by the project's scripts.
import { spawn } from "node:child_process";
import { resolve } from "node:path";

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
