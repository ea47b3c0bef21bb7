import { KubeCloudError } from "@kubecloud/sdk";
import { describe, expect, it } from "vitest";
import { asSentence, errorText } from "./error-text.ts";
import { failureOf } from "./failure.ts";

describe("what a failure tells the user", () => {
  it("gives the server's text as a sentence", () => {
    const error = new KubeCloudError({ message: "failed to get user", serverText: "failed to get user", status: 404 });
    expect(errorText(error)).toBe("Failed to get user.");
    expect(asSentence("  Voucher is already redeemed ")).toBe("Voucher is already redeemed.");
    expect(asSentence("Is it?")).toBe("Is it?");
  });

  it("keeps the catalogue's and the call's own texts exactly as the spec writes them", () => {
    expect(
      errorText(new KubeCloudError({ message: "Request timed out", code: "TIMEOUT", fallbackMessage: "Login failed" })),
    ).toBe("Request timed out");
    expect(
      errorText(
        new KubeCloudError({
          message: "HTTP 500: Internal Server Error",
          status: 500,
          fallbackMessage: "Login failed",
        }),
      ),
    ).toBe("Login failed");
  });

  it("never shows a developer's message: a query key, a type error, a failed chunk", () => {
    for (const error of [
      new Error('["notifications","latest"] data is undefined'),
      new TypeError("Cannot read properties of undefined (reading 'map')"),
      new Error("Failed to fetch dynamically imported module: /assets/Deploy.js"),
      "boom",
      undefined,
    ]) {
      expect(errorText(error)).toBe("An unexpected error occurred");
    }
    expect(errorText(new Error("x"), "Something else")).toBe("Something else");
  });
});

describe("a failure as the catalogue names it (failureOf)", () => {
  const refused = (init: Partial<ConstructorParameters<typeof KubeCloudError>[0]> = {}) =>
    new KubeCloudError({
      message: "HTTP 500: Internal Server Error",
      status: 500,
      fallbackMessage: "Login failed",
      ...init,
    });

  it("titles a refusal with the call's own message, the server's reason under it", () => {
    expect(failureOf(refused({ serverText: "email or password is incorrect", status: 401 }))).toEqual({
      title: "Login failed",
      detail: "Email or password is incorrect.",
    });
  });

  it("says `HTTP {status}: {text}` under it when the server gave no text", () => {
    expect(failureOf(refused())).toEqual({ title: "Login failed", detail: "HTTP 500: Internal Server Error" });
    expect(failureOf(refused({ message: "Login failed" }))).toEqual({ title: "Login failed" });
  });

  it("takes the screen's title when the call serves another purpose (a resend through register)", () => {
    expect(
      failureOf(refused({ fallbackMessage: "Registration failed" }), "Failed to resend verification code"),
    ).toEqual({
      title: "Failed to resend verification code",
      detail: "HTTP 500: Internal Server Error",
    });
  });

  it("never says a call failed when it got no answer: a timeout is only 'Request timed out'", () => {
    expect(failureOf(refused({ message: "Request timed out", code: "TIMEOUT" }))).toEqual({
      title: "Request timed out",
    });
    expect(failureOf(new TypeError("x"))).toEqual({ title: "An unexpected error occurred" });
  });
});
