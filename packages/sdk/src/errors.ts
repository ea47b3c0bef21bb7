import { isKubeCloudError } from "./error-guard.ts";
import { messages } from "./generated/messages.ts";

const { errors } = messages;

export interface KubeCloudErrorInit {
  message: string;
  status?: number;
  code?: string;
  silent?: boolean;
  /** The text the server itself gave (its `error` or `message` field), when it gave one. */
  serverText?: string;
  /** The operation's own fallback message from the contract (product-rules §8 per-call messages). */
  fallbackMessage?: string;
  operationId?: string;
  method?: string;
  path?: string;
  cause?: unknown;
}

/**
 * The one error type of the SDK. `message`, `status` and `code` follow product-rules §8: the server's text, else
 * `HTTP {status}: {text}`; 'Request timed out'; 'An unexpected error occurred'; fallback code
 * UNKNOWN_ERROR and status 500. `silent` errors must not be shown to the user.
 */
export class KubeCloudError extends Error {
  override readonly name = "KubeCloudError";
  readonly status: number;
  readonly code: string;
  readonly silent: boolean;
  readonly serverText?: string;
  readonly fallbackMessage?: string;
  readonly operationId?: string;
  readonly method?: string;
  readonly path?: string;

  constructor(init: KubeCloudErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status ?? errors.defaultStatus;
    this.code = init.code ?? errors.defaultCode;
    this.silent = init.silent ?? false;
    this.serverText = init.serverText;
    this.fallbackMessage = init.fallbackMessage;
    this.operationId = init.operationId;
    this.method = init.method;
    this.path = init.path;
  }

  /**
   * What to tell a person (product-rules §8): the server's own text when it gave one; for a failure of the
   * transport (a timeout, a dropped connection, a reply the contract does not allow) the catalogue's text
   * for it; else the operation's message from the contract ('Login failed', …); else the message.
   */
  get userMessage(): string {
    if (this.serverText) return this.serverText;
    if (transportCodes.has(this.code)) return this.message;
    return this.fallbackMessage ?? this.message;
  }
}

/** Failures of the transport, which have their own catalogue text whatever the call was. */
const transportCodes = new Set<string>([errors.timeoutCode, errors.networkCode, errors.invalidResponseCode]);

type RequestInfo = Pick<KubeCloudErrorInit, "operationId" | "method" | "path" | "fallbackMessage">;

function textField(body: unknown, key: "error" | "message" | "code"): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/** An HTTP error response → KubeCloudError: the server's `error`, else `message`, else `HTTP {status}: {text}`. */
export function errorFromResponse(status: number, statusText: string, body: unknown, info: RequestInfo = {}) {
  const serverText = textField(body, "error") ?? textField(body, "message");
  const text = statusText || "Error";
  return new KubeCloudError({
    ...info,
    message: serverText ?? errors.httpStatus.replace("{status}", String(status)).replace("{text}", text),
    status,
    code: textField(body, "code") ?? errors.defaultCode,
    serverText,
  });
}

export function timeoutError(info: RequestInfo = {}, cause?: unknown) {
  return new KubeCloudError({ ...info, message: errors.timeout, code: errors.timeoutCode, cause });
}

/** Any other failure (network down, unreadable body, a bug) → 'An unexpected error occurred'. */
export function unexpectedError(cause: unknown, info: RequestInfo = {}) {
  if (cause instanceof KubeCloudError) return cause;
  const network = cause instanceof TypeError;
  return new KubeCloudError({
    ...info,
    message: errors.unexpected,
    code: network ? errors.networkCode : errors.defaultCode,
    cause,
  });
}

/** A success reply that lacks what the contract requires: never stored or acted on (`problem` says where). */
export function invalidResponseError(problem: string, info: RequestInfo = {}) {
  return new KubeCloudError({
    ...info,
    message: errors.unexpected,
    code: errors.invalidResponseCode,
    cause: new Error(`The reply breaks the contract: ${problem}`),
  });
}

/** The silent error of an expired session (refresh failed, or the retry was still unauthorised). */
export function tokenExpiredError(info: RequestInfo = {}, cause?: unknown) {
  return new KubeCloudError({
    ...info,
    message: errors.tokenExpired,
    status: 401,
    code: errors.tokenExpiredCode,
    silent: true,
    cause,
  });
}

/** Normalises anything thrown into a KubeCloudError. */
export function toKubeCloudError(value: unknown): KubeCloudError {
  return isKubeCloudError(value) ? value : unexpectedError(value);
}
