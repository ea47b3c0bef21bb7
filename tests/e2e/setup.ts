// Global setup of the "e2e" Vitest project: builds the sandbox and the console once, starts the sandbox
// (`--speed 20 --seed 7 --quiet`) and `vite preview` on free loopback ports, the console pointed at the
// sandbox through its runtime /env.js, and stops both (whole process groups) when the run ends.
// `E2E_REUSE_DIST=1` skips the console build when dist/ already holds one.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { freePort } from "../contract/prism.ts";

const root = resolve(import.meta.dirname, "../..");
const bin = (name: string) => resolve(root, "node_modules/.bin", name);

declare module "vitest" {
  export interface ProvidedContext {
    /** The console's origin, e.g. http://127.0.0.1:41234 */
    consoleUrl: string;
    /** The sandbox's origin; the API is under `${sandboxUrl}/api`. */
    sandboxUrl: string;
  }
}

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  const result = spawnSync(command, args, { cwd: root, env: { ...process.env, ...env }, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${label} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
}

const children: ChildProcess[] = [];

/** Spawns `command` in its own process group and resolves with the first group of `ready` once it prints it. */
function start(label: string, command: string, args: string[], ready: RegExp): Promise<string> {
  const child = spawn(command, args, {
    cwd: root,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" },
  });
  children.push(child);
  let output = "";
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`${label} did not start within 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (match) {
        clearTimeout(timer);
        done(match[1] ?? "");
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      fail(new Error(`${label} exited (${code}):\n${output}`));
    });
  });
}

/** Stops a child and everything it started (vite preview runs under a shell shim on some setups). */
function stop(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return done();
    const pid = child.pid;
    const kill = setTimeout(() => {
      try {
        process.kill(-pid, "SIGKILL");
      } catch {
        // already gone
      }
    }, 5_000);
    child.once("exit", () => {
      clearTimeout(kill);
      done();
    });
    try {
      process.kill(-pid, "SIGTERM");
    } catch {
      clearTimeout(kill);
      done();
    }
  });
}

let site: string | undefined;

export async function teardown(): Promise<void> {
  await Promise.all(children.splice(0).map(stop));
  if (site) rmSync(site, { recursive: true, force: true });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  try {
    rmSync(join(root, "tests/e2e/shots"), { recursive: true, force: true }); // this run's screenshots only
    run("sandbox build", "npm", ["run", "--silent", "sandbox:build"]);
    const dist = join(root, "dist");
    if (process.env.E2E_REUSE_DIST !== "1" || !existsSync(join(dist, "index.html"))) {
      // Vitest sets NODE_ENV=test, which would give a development build of React (StrictMode and all).
      run("console build", bin("vite"), ["build", "--logLevel", "error"], { NODE_ENV: "production" });
    }

    const sandboxUrl = await start(
      "sandbox",
      process.execPath,
      [
        join(root, "packages/sandbox/dist/main.js"),
        "--host",
        "127.0.0.1",
        "--port",
        "0",
        "--speed",
        "20",
        "--seed",
        "7",
        "--quiet",
      ],
      /listening on (http:\/\/[^\s]+?)\/api/,
    );

    // The built console with a test-specific /env.js, served by `vite preview`.
    site = mkdtempSync(join(tmpdir(), "kubecloud-e2e-"));
    cpSync(dist, site, { recursive: true });
    writeFileSync(
      join(site, "env.js"),
      `window.__ENV__ = { VITE_API_BASE_URL: ${JSON.stringify(`${sandboxUrl}/api`)} };\n`,
    );
    const port = await freePort();
    await start(
      "vite preview",
      bin("vite"),
      ["preview", "--outDir", site, "--host", "127.0.0.1", "--port", String(port), "--strictPort"],
      /Local:\s+(http:\/\/\S+)/,
    );

    project.provide("consoleUrl", `http://127.0.0.1:${port}`);
    project.provide("sandboxUrl", sandboxUrl);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}

// Whatever happens, no server outlives the run.
process.once("exit", () => {
  for (const child of children) {
    try {
      if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
});

// A run interrupted with Ctrl-C or killed by CI still stops the servers.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void teardown().finally(() => process.exit(1));
  });
}
