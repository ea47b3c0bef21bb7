import createClient, { type MaybeOptionalInit } from "openapi-fetch";
import type {
  HttpMethod,
  MediaType,
  PathsWithMethod,
  RequiredKeysOf,
  ResponseObjectMap,
  SuccessResponse,
} from "openapi-typescript-helpers";
import { constants } from "./generated/constants.ts";
import { operations, sessionFailureErrors, type OperationId, type OperationInfo } from "./generated/operations.ts";
import type { paths } from "./generated/schema.ts";
import {
  KubeCloudError,
  errorFromResponse,
  invalidResponseError,
  timeoutError,
  tokenExpiredError,
  unexpectedError,
} from "./errors.ts";
import { logDrift, onceEach, type Drift } from "./drift.ts";
import { loadShapes, successProblem, unwrap } from "./success-reply.ts";
import type { TokenStore } from "./tokens.ts";

export interface KubeCloudClientOptions {
  /** API base including `/api`, e.g. `http://localhost:8080/api`. Paths add `/v1/...`. */
  baseUrl: string;
  tokens: TokenStore;
  /** Defaults to the global fetch. Tests and scripts inject their own. */
  fetch?: (request: Request) => Promise<Response>;
  /** Default timeout; operations that the contract marks slower keep their own. */
  timeoutMs?: number;
  /** Called once when the session ends because a token refresh (or the retry after it) failed. */
  onSessionExpired?: (error: KubeCloudError) => void;
  /**
   * Called once per client for each field of a success reply that differs from the contract (a missing
   * required key, another JSON kind, an unknown enum value). The reply is still used: see `readSuccess`.
   * Defaults to a `console.warn` line naming the operation, the path and what was expected.
   */
  onDrift?: (drift: Drift) => void;
}

/** Per-call options on top of the operation's parameters and body. */
export interface CallOptions {
  timeoutMs?: number;
  /** Use this bearer token instead of the session's (the password-reset session); no refresh on 401. */
  token?: string;
  signal?: AbortSignal;
  /** Mark the error silent: the caller handles it and nothing should be shown. */
  silent?: boolean;
}

type Paths = paths;
type Method = Extract<HttpMethod, "get" | "put" | "post" | "delete" | "patch">;
type Operation<P extends keyof Paths, M extends Method> = Paths[P][M & keyof Paths[P]];

/** An enveloped body becomes its `data` (or `{}` when it has none); raw bodies stay as they are. */
export type Unwrap<T> = T extends { status: number; data: infer D }
  ? D
  : T extends { status: number }
    ? Record<string, never>
    : T;

type SuccessBody<O> =
  O extends Record<string | number, unknown> ? SuccessResponse<ResponseObjectMap<O>, MediaType> : never;

/** What `call` resolves with: the unwrapped success body, or a Blob for binary downloads. */
export type CallResult<P extends keyof Paths, M extends Method> =
  Operation<P, M> extends { responses: { 200: { content: { "application/pdf": unknown } } } }
    ? Blob
    : Unwrap<SuccessBody<Operation<P, M>>>;

type CallInit<P extends keyof Paths, M extends Method> = MaybeOptionalInit<Paths[P], M> & CallOptions;
type CallArgs<P extends keyof Paths, M extends Method> =
  RequiredKeysOf<MaybeOptionalInit<Paths[P], M>> extends never ? [init?: CallInit<P, M>] : [init: CallInit<P, M>];

export interface KubeCloudClient {
  readonly baseUrl: string;
  readonly tokens: TokenStore;
  /**
   * Calls an operation by method and path template, e.g. `call("get", "/v1/nodes", { params: { query } })`.
   * Resolves with the unwrapped body; rejects with a KubeCloudError.
   */
  call<M extends Method, P extends PathsWithMethod<Paths, M>>(
    method: M,
    path: P,
    ...args: CallArgs<P, M>
  ): Promise<CallResult<P, M>>;
  /** Exchanges the refresh token for a new access token (single-flight); rejects with TOKEN_EXPIRED. */
  refreshSession(): Promise<string>;
  /** The live event stream URL for a token (EventSource cannot send headers). */
  eventsUrl(token: string): string;
}

interface Operation$ extends OperationInfo {
  readonly id: OperationId;
}

const byRoute = new Map<string, Operation$>(
  Object.entries(operations).map(([id, op]) => [`${op.method} ${op.path}`, { id: id as OperationId, ...op }]),
);

/** `sessionFailure`: the auth middleware refused the token (not the handler refusing the request). */
type Sent = { ok: true; value: unknown } | { ok: false; error: KubeCloudError; sessionFailure?: boolean };

const middlewareTexts: readonly string[] = sessionFailureErrors;

/**
 * Whether a refusal is the auth middleware's: a status the contract marks as one it can send, with its bare
 * `{error}` body (one of its texts, or at least no envelope). A handler's own 401 or 403 is enveloped (Stripe's
 * 401 on a charge, an admin deleting their own account): the session is fine and must not be refreshed.
 */
function isSessionFailure(op: Operation$, status: number, body: unknown): boolean {
  if (!op.sessionFailure?.includes(status)) return false;
  if (typeof body !== "object" || body === null) return true;
  const { error, status: enveloped } = body as { error?: unknown; status?: unknown };
  return (typeof error === "string" && middlewareTexts.includes(error)) || enveloped === undefined;
}

/** What every request of a client shares: its HTTP client, the default timeout and the drift report. */
interface Transport {
  http: ReturnType<typeof createClient<Paths>>;
  defaultTimeout: number;
  onDrift: (drift: Drift) => void;
}

/**
 * One request of `op` with `token` as its bearer: the value, or the error to report and whether it says the
 * session was refused.
 */
async function sendRequest(
  transport: Transport,
  op: Operation$,
  init: Record<string, unknown> & CallOptions,
  token: string | null,
): Promise<Sent> {
  const { http, defaultTimeout, onDrift } = transport;
  const info = {
    operationId: op.id,
    method: op.method.toUpperCase(),
    path: op.path,
    fallbackMessage: op.errorMessage,
  };
  // `token` is consumed by `call`; everything else that is not ours goes to openapi-fetch.
  const { timeoutMs, token: _token, signal, silent, headers, ...rest } = init;
  const quiet = silent ?? op.silent;
  void loadShapes();
  const controller = new AbortController();
  const abort = () => controller.abort(signal?.reason);
  signal?.addEventListener("abort", abort, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), timeoutMs ?? op.timeoutMs ?? defaultTimeout);
  });
  const request = http.request(
    op.method,
    op.path as never,
    {
      ...rest,
      headers: withBearer(headers as HeadersInit | undefined, token),
      parseAs: op.response === "binary" ? "blob" : "json",
      signal: controller.signal,
    } as never,
  ) as Promise<{ data?: unknown; error?: unknown; response: Response }>;
  try {
    const outcome = await Promise.race([request, timedOut]);
    if (outcome === "timeout") {
      controller.abort();
      request.catch(() => undefined);
      return { ok: false, error: withSilence(timeoutError(info), quiet) };
    }
    const { data, error, response } = outcome;
    if (!response.ok) {
      return {
        ok: false,
        error: withSilence(errorFromResponse(response.status, response.statusText, error, info), quiet),
        sessionFailure: isSessionFailure(op, response.status, error),
      };
    }
    // A success the contract does not allow (an empty or shapeless 200) is a failure: acting on it would
    // store `undefined` tokens or show a screen built on nothing.
    const problem = await successProblem(op, response.status, data, onDrift);
    if (problem) return { ok: false, error: withSilence(invalidResponseError(problem, info), quiet) };
    return { ok: true, value: unwrap(op, data) };
  } catch (cause) {
    // The caller gave up (navigation, a cancelled query): nothing to show anyone.
    if (signal?.aborted)
      return {
        ok: false,
        error: new KubeCloudError({ ...info, message: "Request cancelled", code: "ABORTED", silent: true, cause }),
      };
    return { ok: false, error: withSilence(unexpectedError(cause, info), quiet) };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", abort);
  }
}

/** Creates a client. One per app (or script); tests make their own with an injected `fetch`. */
export function createKubeCloudClient(options: KubeCloudClientOptions): KubeCloudClient {
  const { tokens, onSessionExpired } = options;
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const defaultTimeout = options.timeoutMs ?? constants.requestTimeoutMs;
  const fetchImpl = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const http = createClient<Paths>({ baseUrl, fetch: fetchImpl });
  const onDrift = onceEach(options.onDrift ?? logDrift);
  const transport: Transport = { http, defaultTimeout, onDrift };
  let refreshing: Promise<string> | null = null;

  function expireSession(cause?: unknown): KubeCloudError {
    const error = tokenExpiredError({}, cause);
    // Only the first caller to notice ends the session; the others just get the silent error.
    if (tokens.getAccessToken() !== null || tokens.getRefreshToken() !== null) {
      tokens.clear();
      onSessionExpired?.(error);
    }
    return error;
  }

  async function refreshSession(): Promise<string> {
    refreshing ??= (async () => {
      const refreshToken = tokens.getRefreshToken();
      if (!refreshToken) throw expireSession();
      const result = await sendRequest(
        transport,
        lookup("post", "/v1/user/refresh"),
        { body: { refresh_token: refreshToken } },
        null,
      );
      if (!result.ok) throw expireSession(result.error);
      const { access_token } = result.value as { access_token: string };
      tokens.setTokens({ accessToken: access_token });
      return access_token;
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  /** A fresh token for a caller whose request with `used` was refused: shared by all concurrent callers. */
  function freshToken(used: string | null): Promise<string> {
    const current = tokens.getAccessToken();
    if (current !== null && current !== used) return Promise.resolve(current);
    return refreshSession();
  }

  async function call(method: Method, path: string, init: Record<string, unknown> & CallOptions = {}) {
    const op = lookup(method, path);
    const authenticated = op.auth === "user" || op.auth === "admin";
    const token = init.token ?? (op.auth === "none" ? null : tokens.getAccessToken());
    const first = await sendRequest(transport, op, init, token);
    if (first.ok) return first.value;
    if (!first.sessionFailure || !authenticated || init.token !== undefined) throw first.error;

    const retried = await sendRequest(transport, op, init, await freshToken(token));
    if (retried.ok) return retried.value;
    // Still refused with a fresh token: the session is over (product-rules §4). A server error, a timeout or
    // the handler's own refusal on the retry says nothing about the session, so it is reported as itself.
    if (retried.sessionFailure) throw expireSession(retried.error);
    throw retried.error;
  }

  return {
    baseUrl,
    tokens,
    call: call as KubeCloudClient["call"],
    refreshSession,
    eventsUrl: (token) => `${baseUrl}${operations.streamEvents.path}?token=${encodeURIComponent(token)}`,
  };
}

function lookup(method: string, path: string): Operation$ {
  const op = byRoute.get(`${method} ${path}`);
  if (!op)
    throw new KubeCloudError({
      message: `Unknown operation ${method.toUpperCase()} ${path}`,
      code: "UNKNOWN_OPERATION",
    });
  return op;
}

function withBearer(headers: HeadersInit | undefined, token: string | null): Headers {
  const merged = new Headers(headers);
  if (token) merged.set("Authorization", `Bearer ${token}`);
  return merged;
}

function withSilence(error: KubeCloudError, silent: boolean | undefined): KubeCloudError {
  if (!silent || error.silent) return error;
  return new KubeCloudError({ ...error, message: error.message, silent: true, cause: error.cause });
}
