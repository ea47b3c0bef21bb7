import { describe, expect, it } from "vitest";
import { formatWholeNumber } from "./whole-number.ts";

describe("formatWholeNumber", () => {
  it.each([0, 7, 999, 1000, 72191.6, 1234567, -1234.4, 1e15, 123456789012])(
    "writes %d as Intl's en-US does",
    (value) => {
      expect(formatWholeNumber(value)).toBe(
        new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 }).format(Math.round(value)),
      );
    },
  );

  it("writes no minus sign on a number that rounds to zero (Intl writes -0)", () => {
    expect(formatWholeNumber(-0.2)).toBe("0");
  });

  it("leaves what is not a finite number as it is", () => {
    expect(formatWholeNumber(Number.NaN)).toBe("NaN");
    expect(formatWholeNumber(Number.POSITIVE_INFINITY)).toBe("Infinity");
  });
});
