import { describe, expect, it } from "vitest";
import { readEnv } from "./env.ts";

describe("readEnv", () => {
  it("prefers the runtime config, then the build config, then the server's default", () => {
    expect(readEnv({ VITE_API_BASE_URL: "https://api.example.com/api" }).apiBaseUrl).toBe(
      "https://api.example.com/api",
    );
    expect(readEnv({}).apiBaseUrl).toBe(import.meta.env.VITE_API_BASE_URL || "http://localhost:8080/api");
  });

  it("refuses a base URL that is not absolute http(s)", () => {
    expect(() => readEnv({ VITE_API_BASE_URL: "/api" })).toThrow(/absolute http\(s\) URL/);
    expect(() => readEnv({ VITE_API_BASE_URL: "ftp://host/api" })).toThrow(/absolute http\(s\) URL/);
  });

  it("reads the Stripe publishable key from the runtime config, then the build config; blank means none", () => {
    const base = { VITE_API_BASE_URL: "https://api.example.com/api" };
    expect(readEnv({ ...base, VITE_STRIPE_PUBLISHABLE_KEY: " pk_test_51Nabc " }).stripePublishableKey).toBe(
      "pk_test_51Nabc",
    );
    expect(readEnv({ ...base, VITE_STRIPE_PUBLISHABLE_KEY: "  " }).stripePublishableKey).toBe(
      import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY?.trim() || undefined,
    );
  });
});
