import { describe, expect, it } from "vitest";
import { totalSpent } from "./invoices.ts";

describe("totalSpent", () => {
  it("adds up what the invoices charged, to the cent, and counts none for an empty list", () => {
    expect(totalSpent([{ total: 57.9 }, { total: 135.41 }, { total: 170.97 }])).toBeCloseTo(364.28, 10);
    expect(totalSpent([])).toBe(0);
  });

  it("leaves out invoices that charged nothing or credited money back", () => {
    expect(totalSpent([{ total: 20 }, { total: 0 }, { total: -5 }])).toBe(20);
  });
});
