import { z } from "zod";
import { settings } from "../../config/settings.ts";
import { formatUsd } from "../../lib/format.ts";

// The amount of a card charge: a preset (5, 10, 20, 50) or a custom amount within our limits (the server
// only needs more than 0; amount-schema.test.ts checks that our minimum agrees).

const { customAmountMinUsd: min, customAmountMaxUsd: max } = settings;

export const CUSTOM = "custom";
export const amountChoices = [...settings.fundPresetsUsd.map(String), CUSTOM];

export const amountMessages = {
  required: "Enter an amount",
  range: `Enter an amount from ${formatUsd(min)} to ${formatUsd(max)}`,
  cents: "Use at most two decimals (cents)",
} as const;

/** What is wrong with a custom amount, or undefined when it can be charged. */
export function customAmountProblem(value: number | string): string | undefined {
  if (value === "") return amountMessages.required;
  const amount = Number(value);
  if (!Number.isFinite(amount) || amount < min || amount > max) return amountMessages.range;
  if (Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6) return amountMessages.cents;
  return undefined;
}

export const amountSchema = z
  .object({
    choice: z.string().refine((choice) => amountChoices.includes(choice)),
    custom: z.union([z.number(), z.string()]),
  })
  .superRefine((values, ctx) => {
    const problem = values.choice === CUSTOM ? customAmountProblem(values.custom) : undefined;
    if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["custom"] });
  })
  .transform((values) => ({
    amount: Math.round(Number(values.choice === CUSTOM ? values.custom : values.choice) * 100) / 100,
  }));

export type AmountInput = z.input<typeof amountSchema>;
export type AmountValues = z.output<typeof amountSchema>;
