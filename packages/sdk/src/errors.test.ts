import { describe, expect, it } from "vitest";
import { isKubeCloudError } from "./error-guard.ts";
import {
  KubeCloudError,
  errorFromResponse,
  timeoutError,
  toKubeCloudError,
  tokenExpiredError,
  unexpectedError,
} from "./errors.ts";

describe("errorFromResponse (product-rules §8 precedence)", () => {
  it("prefers the server's error field over its message", () => {
    const error = errorFromResponse(400, "Bad Request", {
      status: 400,
      message: "Invalid request format",
      error: "Key: 'Email' failed",
    });
    expect(error.message).toBe("Key: 'Email' failed");
    expect(error.status).toBe(400);
    expect(error.serverText).toBe("Key: 'Email' failed");
  });

  it("falls back to the message field when error is absent or empty", () => {
    expect(errorFromResponse(404, "Not Found", { status: 404, message: "User is not found", error: "" }).message).toBe(
      "User is not found",
    );
  });

  it("uses 'HTTP {status}: {text}' when the body has no text", () => {
    const error = errorFromResponse(500, "Internal Server Error", "");
    expect(error.message).toBe("HTTP 500: Internal Server Error");
    expect(error.serverText).toBeUndefined();
    expect(error.code).toBe("UNKNOWN_ERROR");
  });

  it("keeps a plain-text body out of the message", () => {
    expect(errorFromResponse(404, "Not Found", "404 page not found").message).toBe("HTTP 404: Not Found");
  });

  it("offers the operation's own message when the server gave no text", () => {
    const silentServer = errorFromResponse(502, "Bad Gateway", null, { fallbackMessage: "Login failed" });
    expect(silentServer.userMessage).toBe("Login failed");
    const talkative = errorFromResponse(
      401,
      "Unauthorized",
      { message: "login failed", error: "email or password is incorrect" },
      { fallbackMessage: "Login failed" },
    );
    expect(talkative.userMessage).toBe("email or password is incorrect");
  });
});

describe("other failures", () => {
  it("times out with 'Request timed out'", () => {
    const error = timeoutError();
    expect(error.message).toBe("Request timed out");
    expect(error.status).toBe(500);
    expect(error.code).toBe("TIMEOUT");
  });

  it("reports anything else as 'An unexpected error occurred' with the fallback code and status", () => {
    const error = unexpectedError(new SyntaxError("Unexpected token <"));
    expect(error).toMatchObject({
      message: "An unexpected error occurred",
      code: "UNKNOWN_ERROR",
      status: 500,
      silent: false,
    });
    expect(unexpectedError(new TypeError("fetch failed")).code).toBe("NETWORK_ERROR");
  });

  it("makes token expiry silent, 401, TOKEN_EXPIRED", () => {
    expect(tokenExpiredError()).toMatchObject({
      message: "Token expired",
      status: 401,
      code: "TOKEN_EXPIRED",
      silent: true,
    });
  });

  it("normalises anything thrown and recognises its own errors", () => {
    const own = new KubeCloudError({ message: "x", status: 409, code: "CONFLICT" });
    expect(toKubeCloudError(own)).toBe(own);
    expect(isKubeCloudError(toKubeCloudError("boom"))).toBe(true);
    expect(isKubeCloudError(new Error("x"))).toBe(false);
    // Recognised by its name, which only the class sets: not a look-alike object, not a plain error.
    expect(isKubeCloudError({ name: "KubeCloudError", message: "x" })).toBe(false);
    expect(isKubeCloudError(Object.assign(new TypeError("x"), { name: "TypeError" }))).toBe(false);
    expect(isKubeCloudError(timeoutError())).toBe(true);
  });
});
