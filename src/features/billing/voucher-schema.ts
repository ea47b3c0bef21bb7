import { z } from "zod";

/** A voucher code as issued (case-sensitive; surrounding spaces from copying are dropped). */
export const voucherSchema = z.object({
  code: z.string().trim().min(1, "Enter a voucher code"),
});

export type VoucherInput = z.input<typeof voucherSchema>;
export type VoucherValues = z.output<typeof voucherSchema>;
