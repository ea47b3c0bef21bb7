// A sandbox for unit tests: in-process (app.request, no port), fast (speed 1000), seeded, and every
// response checked against the contract before the test sees it.
import { SseParser, type EventMessage, type TokenPair } from "@kubecloud/sdk";
import { createConformance } from "../conformance.ts";
import type { Enveloped } from "../http.ts";
import { createSandbox, type SandboxOptions } from "../sandbox.ts";
import { ADMIN_USER, DEMO_USER } from "../seed.ts";

export interface Reply<T> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  token?: string;
  /** An object (sent as JSON) or a raw string. */
  body?: unknown;
  headers?: Record<string, string>;
}

const conformance = createConformance();

export async function testSandbox(options: SandboxOptions = {}) {
  const sandbox = await createSandbox({ seed: 42, speed: 1000, ...options });

  async function request(method: string, path: string, options: CallOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.body !== undefined) {
      body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
      headers["Content-Type"] ??= "application/json";
    }
    return sandbox.app.request(path, { method, headers, body });
  }

  /** An API call (path without `/api`); fails the test when the answer breaks the contract. */
  async function call<T = Enveloped>(method: string, path: string, options: CallOptions = {}): Promise<Reply<T>> {
    const response = await request(method, `/api${path}`, options);
    const type = response.headers.get("content-type");
    const body: unknown = type?.includes("json")
      ? await response.json()
      : type?.includes("pdf")
        ? Buffer.from(await response.arrayBuffer()).toString("latin1")
        : await response.text();
    const problems = conformance.checkResponse(method, path.split("?")[0], response.status, type, body);
    if (problems.length)
      throw new Error(
        `${method} ${path} → ${response.status} breaks the contract:\n${problems.join("\n")}\n${JSON.stringify(body)}`,
      );
    return { status: response.status, body: body as T, headers: response.headers };
  }

  async function login(email: string = DEMO_USER.email, password: string = DEMO_USER.password): Promise<TokenPair> {
    const reply = await call<Enveloped<TokenPair>>("POST", "/v1/user/login", { body: { email, password } });
    if (reply.status !== 201) throw new Error(`login failed: ${JSON.stringify(reply.body)}`);
    return reply.body.data;
  }

  /** Reads the live stream of a token into `messages` (each checked against EventMessage). */
  async function events(token: string) {
    const response = await request("GET", `/api/v1/events?token=${encodeURIComponent(token)}`);
    const reader = response.body!.getReader();
    const messages: EventMessage[] = [];
    const problems: string[] = [];
    const parser = new SseParser();
    const decoder = new TextDecoder();
    void (async () => {
      for (;;) {
        const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
        if (done) return;
        for (const event of parser.feed(decoder.decode(value, { stream: true }))) {
          const message = JSON.parse(event.data) as EventMessage;
          problems.push(
            ...conformance.checkEvent(message),
            ...(event.event === "message" ? [] : [`event name ${event.event}`]),
          );
          messages.push(message);
        }
      }
    })();
    return { response, messages, problems, stop: () => void reader.cancel().catch(() => {}) };
  }

  /** Polls until `check` holds (simulated delays are tiny at speed 1000). */
  async function until(check: () => boolean | Promise<boolean>, timeoutMs = 3000): Promise<void> {
    const end = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > end) throw new Error("condition not met in time");
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  return { sandbox, ctx: sandbox.ctx, request, call, login, events, until, close: () => sandbox.close() };
}

export type TestSandbox = Awaited<ReturnType<typeof testSandbox>>;

/** A fresh sandbox with the demo user signed in, for a test file's setup: `({ t, token } = await signedInSandbox())`. */
export async function signedInSandbox(options: SandboxOptions = {}): Promise<{ t: TestSandbox; token: string }> {
  const t = await testSandbox(options);
  return { t, token: (await t.login()).access_token };
}
export { ADMIN_USER, DEMO_USER };
export type { Enveloped };
