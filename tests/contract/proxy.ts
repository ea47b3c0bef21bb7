import { execFile, spawn, type ChildProcess } from "node:child_process";
import { resolve } from "node:path";
import { promisify } from "node:util";
import type { Conformance, Enveloped } from "@kubecloud/sandbox";
import { expect } from "vitest";
import { contractFile, freePort, root } from "./prism.ts";

const run = promisify(execFile);

export interface Server {
  url: string;
  stop(): Promise<void>;
}

/** Spawns a server and waits until its output matches `ready`; the match's first group is returned. */
function start(
  command: string,
  args: string[],
  ready: RegExp,
  label: string,
): Promise<{ child: ChildProcess; match: string }> {
  const child = spawn(command, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`${label} did not start:\n${output}`)), 45_000);
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

const stopper = (child: ChildProcess) => () =>
  new Promise<void>((done) => {
    if (child.exitCode !== null) return done();
    child.once("exit", () => done());
    child.kill("SIGTERM");
  });

/** Compiles the SDK and the sandbox for plain Node: `npm run sandbox:build` (incremental, so a repeat is quick). */
export async function buildSandbox(): Promise<void> {
  await run("npm", ["run", "--silent", "sandbox:build"], { cwd: root });
}

export interface SandboxServer extends Server {
  /** SIGKILL: the process dies at once, with no chance to save anything. */
  crash(): Promise<void>;
}

/** The built sandbox on a free loopback port. `url` is its root; the API is under `${url}/api`. */
export async function startSandbox(options: {
  seed: number;
  speed: number;
  dataFile?: string;
}): Promise<SandboxServer> {
  const args = [
    resolve(root, "packages/sandbox/dist/main.js"),
    "--port",
    "0",
    "--seed",
    String(options.seed),
    "--speed",
    String(options.speed),
    "--quiet",
    ...(options.dataFile ? ["--data", options.dataFile] : []),
  ];
  const { child, match } = await start(process.execPath, args, /listening on (http:\/\/[^\s]+)\/api/, "sandbox");
  const crash = () =>
    new Promise<void>((done) => {
      child.once("exit", () => done());
      child.kill("SIGKILL");
    });
  return { url: match, stop: stopper(child), crash };
}

/**
 * `prism proxy <contract> <upstream> --errors` on a free port. Prism forwards a request for `/v1/x` to
 * `<upstream>/v1/x`, so with `upstream = <sandbox>/api` the proxy's root plays the API base URL (like the
 * mock, whose root is the base URL too). With --errors an invalid request is answered by Prism itself
 * (422, or its own 401 without credentials) and never forwarded, and a response that breaks the
 * contract becomes a 500 with an `sl-violations` header.
 */
export async function startPrismProxy(upstream: string): Promise<Server> {
  const port = await freePort();
  const args = ["proxy", contractFile, upstream, "--errors", "--host", "127.0.0.1", "--port", String(port)];
  const { child } = await start(resolve(root, "node_modules/.bin/prism"), args, /Prism is listening/, "prism proxy");
  return { url: `http://127.0.0.1:${port}`, stop: stopper(child) };
}

export interface Reply<T> {
  status: number;
  body: T;
  headers: Headers;
}
export interface RequestOptions {
  token?: string;
  body?: unknown;
  form?: FormData;
}

export function send(base: string, method: string, path: string, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined = options.form;
  if (options.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
  }
  return fetch(`${base}${path}`, { method, headers, body, redirect: "manual" });
}

async function read(response: Response): Promise<unknown> {
  const type = response.headers.get("content-type") ?? "";
  if (type.includes("json")) return response.json();
  if (type.includes("pdf")) return Buffer.from(await response.arrayBuffer()).toString("latin1");
  return response.text();
}

export async function poll(check: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
}

/**
 * Requests for the conformance test. `api` goes through Prism and fails on any `sl-violations` header or
 * on an answer Prism made itself (problem+json); it records the operations it reached. `direct` goes to
 * the sandbox and checks the response against the contract with the sandbox's Ajv conformance checker.
 */
export function checkedRequests(urls: { prism: () => string; sandbox: () => string }, conformance: Conformance) {
  const covered = new Set<string>();
  const api = async <T = Enveloped>(method: string, path: string, options: RequestOptions = {}): Promise<Reply<T>> => {
    const response = await send(urls.prism(), method, path, options);
    const body = await read(response);
    expect(response.headers.get("sl-violations"), `${method} ${path}: ${JSON.stringify(body)}`).toBeNull();
    expect(
      response.headers.get("content-type") ?? "",
      `${method} ${path} was answered by Prism: ${JSON.stringify(body)}`,
    ).not.toContain("problem+json");
    const operation = conformance.operationFor(method, path.split("?")[0]);
    if (operation) covered.add(operation.operationId);
    return { status: response.status, body: body as T, headers: response.headers };
  };
  const direct = async <T = Enveloped>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<Reply<T>> => {
    const response = await send(`${urls.sandbox()}/api`, method, path, options);
    const body = await read(response);
    expect(
      conformance.checkResponse(
        method,
        path.split("?")[0],
        response.status,
        response.headers.get("content-type"),
        body,
      ),
    ).toEqual([]);
    return { status: response.status, body: body as T, headers: response.headers };
  };
  return { covered, api, direct };
}
