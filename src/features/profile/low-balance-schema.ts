import { z } from "zod";
import { thresholdDays } from "../../lib/low-balance.ts";

// Profile's low-balance thresholds: whole days from 1 to 90, the critical one under the warning one (the
// same rules `validLowBalance` applies to what is kept).

const daysMessage = `Enter a whole number of days from ${thresholdDays.min} to ${thresholdDays.max}`;

/** A number field holds a number, or "" while empty. */
const days = z
  .union([z.number(), z.string()])
  .transform((value) => (value === "" ? Number.NaN : Number(value)))
  .pipe(
    z
      .number({ error: daysMessage })
      .int(daysMessage)
      .min(thresholdDays.min, daysMessage)
      .max(thresholdDays.max, daysMessage),
  );

export const lowBalanceSchema = z
  .object({ enabled: z.boolean(), warningDays: days, criticalDays: days })
  .refine((value) => value.criticalDays < value.warningDays, {
    message: "Must be fewer days than the warning",
    path: ["criticalDays"],
  });

export type LowBalanceInput = z.input<typeof lowBalanceSchema>;
export type LowBalanceValues = z.output<typeof lowBalanceSchema>;
