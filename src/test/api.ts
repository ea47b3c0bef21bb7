// Scripted API replies for the console's tests, typed by operation and checked against the contract with
// the same checker the sandbox's replies go through, so a test cannot pass on a shape the server never
// sends. `ok(data)` is the unwrapped success data the SDK resolves with (the harness adds the envelope
// when the operation has one); `fail(status, body)` is an error body exactly as the server sends it.
import { operations, type CallResult, type paths } from "@kubecloud/sdk";
import { createConformance } from "@kubecloud/sandbox/conformance";

type Operations = typeof operations;
type OperationId = keyof Operations;
type Method = Operations[OperationId]["method"];

/** `"GET /v1/user/balance"`: an operation by method and path template. */
export type Route = {
  [K in OperationId]: `${Uppercase<Operations[K]["method"]>} ${Operations[K]["path"]}`;
}[OperationId];

type RouteMethod<R extends Route> = R extends `${infer M} ${string}` ? Lowercase<M> & Method : never;
type RoutePath<R extends Route> = R extends `${string} ${infer P}` ? P & keyof paths : never;
/** What the SDK resolves with for a route (the envelope's `data`, a raw body, or a Blob). */
export type DataOf<R extends Route> = CallResult<RoutePath<R>, RouteMethod<R>>;

export interface Ok<T> {
  readonly kind: "ok";
  readonly status: number;
  readonly data: T;
}
export interface Fail {
  readonly kind: "fail";
  readonly status: number;
  readonly body: unknown;
}

/** A success reply with the data the SDK unwraps (201, 202 … when the operation answers that). */
export function ok<T>(data: T, status = 200): Ok<T> {
  return { kind: "ok", status, data };
}

const noData: Record<string, never> = Object.freeze({});

/** A success reply without data (e.g. `202 {status, message}`; the SDK resolves with `{}`). */
export function done(status = 200): Ok<Record<string, never>> {
  return ok(noData, status);
}

/** An error reply: the body exactly as the server sends it (an envelope, or a bare `{error}`). */
export function fail(status: number, body: { status?: number; message?: string; error?: string }): Fail {
  return { kind: "fail", status, body };
}

/**
 * What a scripted route answers. A plain `Response` is for what does not come from the KubeCloud server
 * (a proxy's 502, an empty body after a crash, a malformed reply): it is sent as it is, unchecked.
 */
export type Handler<R extends Route> = (
  request: Request,
  params: Record<string, string>,
) => Ok<DataOf<R>> | Fail | Response | Promise<Ok<DataOf<R>> | Fail | Response>;

export type Handlers = { [R in Route]?: Handler<R> };

const conformance = createConformance();
const byRoute = new Map(Object.values(operations).map((op) => [`${op.method.toUpperCase()} ${op.path}`, op]));

/** The wire body of a success reply, enveloped when the operation is. */
function wireBody(route: Route, reply: Ok<unknown>): unknown {
  const op = byRoute.get(route);
  if (op?.response !== "envelope") return reply.data;
  return reply.data === noData
    ? { status: reply.status, message: "ok" }
    : { status: reply.status, message: "ok", data: reply.data };
}

/** Turns a scripted reply into the Response the SDK reads, failing the test when the contract disagrees. */
export function toResponse(route: Route, path: string, reply: Ok<unknown> | Fail): Response {
  const [method] = route.split(" ");
  const body = reply.kind === "ok" ? wireBody(route, reply) : reply.body;
  const problems = conformance.checkResponse(method, path, reply.status, "application/json", body);
  if (problems.length > 0) {
    throw new Error(`The scripted reply to ${route} breaks the contract:\n${problems.join("\n")}`);
  }
  return Response.json(body, { status: reply.status });
}

/** Finds the scripted route for a request: its template and the values of its path parameters. */
export function matchRoute(handlers: Handlers, method: string, path: string) {
  // A literal path (`/v1/user/nodes/rented`) wins over a template that also matches it (`/v1/user/nodes/{node_id}`).
  const routes = (Object.keys(handlers) as Route[]).sort((a, b) => a.split("{").length - b.split("{").length);
  for (const route of routes) {
    const [routeMethod, template] = route.split(" ");
    if (routeMethod !== method) continue;
    const names: string[] = [];
    const pattern = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
      names.push(name);
      return "([^/]+)";
    });
    const match = new RegExp(`^${pattern}$`).exec(path);
    if (!match) continue;
    const params = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1])]));
    return { route, handler: handlers[route] as Handler<Route>, params };
  }
  return undefined;
}

/**
 * A `fetch` for an SDK client that answers from `handlers` (unknown routes answer 404) and records every
 * request in `requests`.
 */
export function scriptedFetch(handlers: Handlers, requests: Request[] = []) {
  return async (request: Request): Promise<Response> => {
    // Recorded as a new Request over a copy, not as the copy itself: a clone's signal follows the original's
    // only while the clone's hidden AbortController lives, which Node's undici holds weakly — after a garbage
    // collection a recorded request never showed its abort (a test that checks one failed now and then).
    requests.push(new Request(request.clone(), { signal: request.signal }));
    const path = new URL(request.url).pathname.replace(/^\/api/, "");
    const found = matchRoute(handlers, request.method, path);
    if (!found) return Response.json({ error: "not found" }, { status: 404 });
    const reply = await found.handler(request, found.params);
    if (reply instanceof Response) return reply;
    // A binary reply (a PDF) goes out as its bytes: jsdom's Blob cannot be a fetch body in Node.
    if (reply.kind === "ok" && reply.data instanceof Blob) {
      return new Response(await reply.data.arrayBuffer(), {
        status: reply.status,
        headers: { "Content-Type": reply.data.type },
      });
    }
    return toResponse(found.route, path, reply);
  };
}
