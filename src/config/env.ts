const DEFAULT_API_BASE_URL = "http://localhost:8080/api";

declare global {
  interface Window {
    /** Runtime configuration from /env.js (deploy time, no rebuild needed). */
    __ENV__?: { VITE_API_BASE_URL?: string; VITE_STRIPE_PUBLISHABLE_KEY?: string; VITE_NETWORK?: string };
  }
}

/**
 * Deploy-time config wins over build-time config, which wins over the server's default address.
 * (Checked by hand rather than with Zod: this runs on first load, where every kilobyte counts.)
 */
export function readEnv(runtime = typeof window === "undefined" ? undefined : window.__ENV__) {
  const apiBaseUrl = runtime?.VITE_API_BASE_URL || import.meta.env.VITE_API_BASE_URL || DEFAULT_API_BASE_URL;
  let protocol = "";
  try {
    protocol = new URL(apiBaseUrl).protocol;
  } catch {
    // reported below
  }
  if (protocol !== "http:" && protocol !== "https:") {
    throw new Error(
      `The API base URL must be an absolute http(s) URL, not "${apiBaseUrl}". Set VITE_API_BASE_URL or window.__ENV__ in /env.js.`,
    );
  }
  // No key means no Stripe: the Add Funds section offers the sandbox's test cards instead.
  const stripePublishableKey =
    runtime?.VITE_STRIPE_PUBLISHABLE_KEY?.trim() || import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY?.trim() || undefined;
  return { apiBaseUrl, stripePublishableKey };
}
