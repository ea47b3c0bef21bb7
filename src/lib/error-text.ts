import { isKubeCloudError, messages } from "@kubecloud/sdk";

/** Server text as a sentence: "email or password is incorrect" → "Email or password is incorrect." */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  if (trimmed === "") return trimmed;
  const capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?…]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/**
 * What a failure tells the user (product-rules §8): what the server said, as a sentence; else the
 * catalogue's text for the failure (a timeout, a dropped connection) or the call's own message ('Login
 * failed'); anything that is not an API failure (a bug, a chunk that failed to load) shows `fallback`, never
 * its own message, which is written for developers.
 */
export function errorText(error: unknown, fallback: string = messages.errors.unexpected): string {
  if (!isKubeCloudError(error)) return fallback;
  return error.serverText && error.userMessage === error.serverText ? asSentence(error.serverText) : error.userMessage;
}
