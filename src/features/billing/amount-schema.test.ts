import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { settings } from "../../config/settings.ts";
import { amountChoices, amountMessages, amountSchema, customAmountProblem } from "./amount-schema.ts";

const contract = JSON.parse(
  readFileSync(resolve(process.cwd(), "packages/sdk/src/generated/openapi.json"), "utf8"),
) as {
  components: { schemas: { ChargeInput: { properties: { amount: { exclusiveMinimum: number } } } } };
};

const amountOf = (choice: string, custom: number | string = "") => {
  const result = amountSchema.safeParse({ choice, custom });
  return result.success ? result.data.amount : result.error.issues[0].message;
};

describe("the amount of a card charge", () => {
  it("offers the presets 5, 10, 20 and 50, then a custom amount", () => {
    expect(amountChoices).toEqual(["5", "10", "20", "50", "custom"]);
    expect(amountOf("20")).toBe(20);
    expect(amountOf("50", "oops")).toBe(50); // a custom value left over does not matter
  });

  it("takes a custom amount from $1 to $10,000 with at most two decimals", () => {
    expect(amountOf("custom", 1)).toBe(1);
    expect(amountOf("custom", 37.5)).toBe(37.5);
    expect(amountOf("custom", "12.34")).toBe(12.34);
    expect(amountOf("custom", 10_000)).toBe(10_000);
    expect(amountOf("custom", "")).toBe(amountMessages.required);
    expect(amountOf("custom", 0.99)).toBe("Enter an amount from $1.00 to $10,000.00");
    expect(amountOf("custom", 10_000.01)).toBe(amountMessages.range);
    expect(amountOf("custom", -5)).toBe(amountMessages.range);
    expect(amountOf("custom", 12.345)).toBe(amountMessages.cents);
    // Floating-point noise is not a third decimal, and is not sent either.
    expect(customAmountProblem(1.1 + 2.2)).toBeUndefined();
    expect(amountOf("custom", 1.1 + 2.2)).toBe(3.3);
    expect(customAmountProblem(19.99)).toBeUndefined();
  });

  it("never goes below what the contract accepts (amount > 0)", () => {
    const { exclusiveMinimum } = contract.components.schemas.ChargeInput.properties.amount;
    expect(settings.customAmountMinUsd).toBeGreaterThan(exclusiveMinimum);
    expect(Math.min(...settings.fundPresetsUsd)).toBeGreaterThan(exclusiveMinimum);
  });
});
