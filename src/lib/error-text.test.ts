import { KubeCloudError } from "@kubecloud/sdk";
import { describe, expect, it } from "vitest";
import { asSentence, errorText } from "./error-text.ts";

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
