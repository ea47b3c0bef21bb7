import { z } from "zod";

const DEFAULT_API_BASE_URL = "http://localhost:8080/api";

const schema = z.object({
  apiBaseUrl: z.url({ message: "VITE_API_BASE_URL must be an absolute http(s) URL" }),
});

/** The validated build-time configuration. */
export const env = schema.parse({
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL || DEFAULT_API_BASE_URL,
});
