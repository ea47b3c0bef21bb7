// Exit codes and the one place that turns a thrown error into what the user reads on stderr.
import type { KubeCloudError } from "@kubecloud/sdk";

/** The exit codes scripts can rely on (issue 23): keep them stable. */
export const Exit = { ok: 0, api: 1, usage: 2, signedOut: 3, notFound: 4, timeout: 5 } as const;
export type ExitCode = (typeof Exit)[keyof typeof Exit];

/** An error the CLI raises itself, with the text to print and the exit code. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
    this.name = "CliError";
  }
}

export const signedOutText = "Not signed in: run kubecloud login";

/** Duck-typed, so that this module never loads the SDK (`--help` must start fast). */
function asKubeCloudError(error: unknown): KubeCloudError | undefined {
  return error instanceof Error && error.name === "KubeCloudError" ? (error as KubeCloudError) : undefined;
}

/**
 * Any thrown error → the stderr text and the exit code. A KubeCloudError prints the catalogue's message for
 * the call (product spec §8) and the server's own text when it differs; 401 / an expired session says how
 * to sign in again (exit 3); 404 exits 4; a timeout exits 5.
 */
export function describeError(error: unknown): { text: string; exitCode: number } {
  if (error instanceof CliError) return { text: error.message, exitCode: error.exitCode };
  const api = asKubeCloudError(error);
  if (api) {
    // The SDK ends the session (TOKEN_EXPIRED) only after its refresh failed, or when there was no token at all.
    if (api.code === "TOKEN_EXPIRED") return { text: signedOutText, exitCode: Exit.signedOut };
    const callText = api.fallbackMessage;
    const serverText = api.serverText ?? api.message;
    const text = callText && callText !== serverText ? `${callText}: ${serverText}` : api.userMessage;
    if (api.code === "TIMEOUT") return { text, exitCode: Exit.timeout };
    if (api.code === "NETWORK_ERROR")
      return { text: `${text}: cannot reach the API (${rootCause(api)})`, exitCode: Exit.api };
    return { text, exitCode: api.status === 404 ? Exit.notFound : Exit.api };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { text: `Unexpected error: ${message}`, exitCode: Exit.api };
}

/** The innermost cause's message: fetch's "fetch failed" hides the useful "connect ECONNREFUSED …". */
function rootCause(error: Error): string {
  let cause: unknown = error.cause;
  while (cause instanceof Error && cause.cause instanceof Error) cause = cause.cause;
  return cause instanceof Error ? cause.message : String(cause);
}

/**
 * For `.catch` on a call whose failure the console titles itself ("Failed to reserve node: <server text>").
 * An expired session and errors without the server's text go through unchanged to `describeError`.
 */
export function actionFailed(title: string, error: unknown): never {
  const api = asKubeCloudError(error);
  if (!api?.serverText || api.code === "TOKEN_EXPIRED") throw error;
  throw new CliError(`${title}: ${api.serverText}`, api.status === 404 ? Exit.notFound : Exit.api);
}
