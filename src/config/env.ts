import { z } from "zod";

const DEFAULT_API_BASE_URL = "http://localhost:8080/api";

declare global {
  interface Window {
    /** Runtime configuration from /env.js (deploy time, no rebuild needed). */
    __ENV__?: { VITE_API_BASE_URL?: string };
  }
}

const schema = z.object({
  apiBaseUrl: z.url({ protocol: /^https?$/, error: "The API base URL must be an absolute http(s) URL" }),
});

/** Deploy-time config wins over build-time config, which wins over the server's default address. */
export function readEnv(runtime = typeof window === "undefined" ? undefined : window.__ENV__) {
  return schema.parse({
    apiBaseUrl: runtime?.VITE_API_BASE_URL || import.meta.env.VITE_API_BASE_URL || DEFAULT_API_BASE_URL,
  });
}
