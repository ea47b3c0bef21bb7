import { isKubeCloudError, messages } from "@kubecloud/sdk";
import { asSentence, errorText } from "./error-text.ts";

/** A failure as a screen shows it: the call's own message as the title, what happened under it. */
export interface Failure {
  /** The per-call message of the spec's catalogue ('Login failed', 'Invalid reset code', …). */
  title: string;
  /** The server's reason as a sentence, else `HTTP {status}: {text}`; absent when nothing more is known. */
  detail?: string;
}

/** Failures of the transport: nothing says the server refused the call (it may even have done it). */
const transportCodes = new Set<string>([
  messages.errors.timeoutCode,
  messages.errors.networkCode,
  messages.errors.invalidResponseCode,
]);

/**
 * The failure of a call whose message the catalogue fixes (product-rules §8): when the server refused it, that
 * message as the title, whatever the server said, and the server's reason (else `HTTP {status}: {text}`) under it.
 * A call that got no usable answer is not said to have failed: its title is the catalogue's text for what went
 * wrong ('Request timed out'). `title` is the call's message when the screen knows better than the error (a resend
 * goes through the registration call).
 */
export function failureOf(error: unknown, title?: string): Failure {
  if (!isKubeCloudError(error) || transportCodes.has(error.code)) return { title: errorText(error) };
  const heading = title ?? error.fallbackMessage ?? messages.errors.title;
  const detail = failureDetail(error, heading);
  return detail === undefined ? { title: heading } : { title: heading, detail };
}

/**
 * What to say under a failure's title: the server's reason as a sentence, the catalogue's text for a transport
 * failure, or, when the server gave no text, `HTTP {status}: {text}`; undefined when it would only repeat the title.
 */
export function failureDetail(error: unknown, title: string): string | undefined {
  const text = !isKubeCloudError(error)
    ? errorText(error)
    : error.serverText
      ? asSentence(error.serverText)
      : error.message;
  return text === title ? undefined : text;
}
