// The CLI tests' harness: the built sandbox behind `prism proxy --errors`, a recorder in front of Prism that
// keeps every contract violation Prism reports, and `kubecloud` run as a child process with its own HOME.
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export const root = resolve(import.meta.dirname, "../../..");
export const bin = resolve(root, "packages/cli/dist/bin.js");
export const contractFile = resolve(root, "packages/sdk/src/generated/openapi.json");

export const amira = { email: "amira@example.com", password: "Str0ng!Pass" };
export const admin = { email: "admin@example.com", password: "Adm1n!Pass" };

export interface Violation {
  request: string;
  status: number;
  violations: unknown;
}

export interface Stack {
  /** The API base URL to give the CLI: the recorder, which forwards to Prism (SSE straight to the sandbox). */
  apiUrl: string;
  /** The sandbox's root, for its `/__sandbox` controls (not through Prism: they are not in the contract). */
  sandboxUrl: string;
  /** Every exchange Prism flagged, for `expect(stack.violations).toEqual([])`. */
  violations: Violation[];
  /** The requests that went through Prism (proof that the check saw the traffic). */
  readonly checked: number;
  /** Calls a `/__sandbox/...` control. */
  control(path: string, body?: unknown, method?: string): Promise<unknown>;
  stop(): Promise<void>;
}

function start(command: string, args: string[], ready: RegExp, label: string) {
  const child = spawn(command, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  return new Promise<{ child: ChildProcess; match: string }>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`${label} did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (match) {
        clearTimeout(timer);
        done({ child, match: match[1] ?? "" });
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => fail(new Error(`${label} exited (${code}):\n${output}`)));
  });
}

const stopper = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null) return done();
    child.once("exit", () => done());
    child.kill("SIGTERM");
  });

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

/** Forwards one request and returns the upstream reply's status and headers while piping its body back. */
function forward(
  target: URL,
  incoming: import("node:http").IncomingMessage,
  outgoing: import("node:http").ServerResponse,
) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((done, fail) => {
    const upstream = httpRequest(
      target,
      { method: incoming.method, headers: { ...incoming.headers, host: target.host } },
      (reply) => {
        outgoing.writeHead(reply.statusCode ?? 502, reply.headers);
        const chunks: Buffer[] = [];
        reply.on("data", (chunk: Buffer) => {
          chunks.push(chunk);
          outgoing.write(chunk);
        });
        reply.on("end", () => {
          outgoing.end();
          done({ status: reply.statusCode ?? 502, headers: reply.headers, body: Buffer.concat(chunks) });
        });
        reply.on("error", fail);
      },
    );
    upstream.on("error", fail);
    incoming.pipe(upstream);
    // An SSE client that goes away must not leave the upstream stream open.
    outgoing.on("close", () => upstream.destroy());
  });
}

/** The recorder: `/v1/events` (SSE, which Prism buffers) goes to the sandbox, everything else through Prism. */
function startRecorder(
  prismUrl: string,
  sandboxApi: string,
  violations: Violation[],
  counted: () => void,
): Promise<Server> {
  const server = createServer((incoming, outgoing) => {
    const path = incoming.url ?? "/";
    const stream = path.startsWith("/v1/events");
    const target = new URL(stream ? `${sandboxApi}${path}` : `${prismUrl}${path}`);
    forward(target, incoming, outgoing)
      .then(({ status, headers, body }) => {
        if (stream) return;
        counted();
        const header = headers["sl-violations"];
        const problem = String(headers["content-type"] ?? "").includes("problem+json");
        if (header || problem)
          violations.push({
            request: `${incoming.method} ${path.replace(/token=[^&]+/, "token=…")}`,
            status,
            violations: header ? (JSON.parse(String(header)) as unknown) : body.toString("utf8").slice(0, 500),
          });
      })
      .catch(() => outgoing.destroy());
  });
  return new Promise((done) => server.listen(0, "127.0.0.1", () => done(server)));
}

/** Starts the built sandbox, Prism's proxy in front of it and the recorder in front of Prism. */
export async function startStack(options: { seed?: number; speed?: number } = {}): Promise<Stack> {
  const sandbox = await start(
    process.execPath,
    [
      resolve(root, "packages/sandbox/dist/main.js"),
      ...["--port", "0", "--seed", String(options.seed ?? 1), "--speed", String(options.speed ?? 50), "--quiet"],
    ],
    /listening on (http:\/\/[^\s]+)\/api/,
    "sandbox",
  );
  const sandboxUrl = sandbox.match;
  const port = await freePort();
  const prism = await start(
    resolve(root, "node_modules/.bin/prism"),
    ["proxy", contractFile, `${sandboxUrl}/api`, "--errors", "--host", "127.0.0.1", "--port", String(port)],
    /Prism is listening/,
    "prism proxy",
  );
  const violations: Violation[] = [];
  let checked = 0;
  const recorder = await startRecorder(`http://127.0.0.1:${port}`, `${sandboxUrl}/api`, violations, () => {
    checked += 1;
  });
  const { port: recorderPort } = recorder.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${recorderPort}`,
    sandboxUrl,
    violations,
    get checked() {
      return checked;
    },
    async control(path, body, method = body === undefined ? "GET" : "POST") {
      const response = await fetch(`${sandboxUrl}/__sandbox${path}`, {
        method,
        headers: body === undefined ? {} : { "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return text ? (JSON.parse(text) as unknown) : undefined;
    },
    async stop() {
      recorder.closeAllConnections();
      await new Promise((done) => recorder.close(done));
      await Promise.all([stopper(prism.child), stopper(sandbox.child)]);
    },
  };
}

/** A throwaway HOME with its own XDG_CONFIG_HOME and KUBECONFIG; `env` is what `kubecloud` runs with. */
export interface Home {
  dir: string;
  env: Record<string, string>;
  configFile: string;
  remove(): void;
}

export function createHome(stack: Stack, extra: Record<string, string> = {}): Home {
  const dir = mkdtempSync(join(tmpdir(), "kubecloud-cli-test-"));
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    HOME: dir,
    XDG_CONFIG_HOME: join(dir, "config"),
    KUBECONFIG: join(dir, "kube", "config"),
    KUBECLOUD_API_URL: stack.apiUrl,
    ...extra,
  };
  return {
    dir,
    env,
    configFile: join(dir, "config", "kubecloud", "config.json"),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `node packages/cli/dist/bin.js …args` (stdin from `input`, else closed) and waits for it to exit. */
export function kubecloud(
  home: Home,
  args: string[],
  options: { input?: string; env?: Record<string, string>; timeoutMs?: number } = {},
): Promise<CliRun> {
  return new Promise((done, fail) => {
    const child = execFile(
      process.execPath,
      [bin, ...args],
      { cwd: home.dir, env: { ...home.env, ...options.env }, timeout: options.timeoutMs ?? 30_000, encoding: "utf8" },
      (error, stdout, stderr) => {
        if (error && typeof error.code !== "number")
          return fail(new Error(`kubecloud ${args.join(" ")}: ${error.message}\n${stderr}`));
        done({ code: child.exitCode, stdout, stderr });
      },
    );
    child.stdin?.end(options.input ?? "");
  });
}

/** Signs `home` in as `account` (the password on stdin), failing the test if that does not work. */
export async function login(home: Home, account = amira): Promise<void> {
  const run = await kubecloud(home, ["login", "--email", account.email, "--password-stdin"], {
    input: account.password,
  });
  if (run.code !== 0) throw new Error(`login failed (${run.code}): ${run.stderr}`);
}

/** A stack and a HOME signed in to it as `account` (the stack stopped again if the sign-in fails). */
export async function startSignedIn(
  account = amira,
  options: Parameters<typeof startStack>[0] = {},
): Promise<{ stack: Stack; home: Home }> {
  const stack = await startStack(options);
  const home = createHome(stack);
  try {
    await login(home, account);
  } catch (error) {
    await stopAll(stack, home);
    throw error;
  }
  return { stack, home };
}

/** Removes the HOMEs, then stops the stack (any of them missing when its setup failed). */
export async function stopAll(stack: Stack | undefined, ...homes: (Home | undefined)[]): Promise<void> {
  for (const home of homes) home?.remove();
  await stack?.stop();
}

/** The contract's schema of a component, for Ajv (`components.schemas.<name>`, refs resolved by Ajv). */
export function readContract(): Record<string, unknown> {
  return JSON.parse(readFileSync(contractFile, "utf8")) as Record<string, unknown>;
}
