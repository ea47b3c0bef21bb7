import type { PendingRecord } from "@kubecloud/sdk";
import { formatDecimal } from "../../lib/format.ts";

/** TFT amounts are integers in units of 10⁻⁷ TFT (see the contract). */
const TFT_UNIT = 1e7;

export const transferModeLabel: Record<PendingRecord["transfer_mode"], string> = {
  charge_balance: "Card charge",
  redeem_voucher: "Voucher",
  admin_credit: "Admin credit",
};

export function formatTft(amount: number): string {
  return `${formatDecimal(amount / TFT_UNIT, 2)} TFT`;
}

/** Completed once everything requested has been transferred on chain. */
export function isCompleted(record: PendingRecord): boolean {
  return record.transferred_tft_amount >= record.tft_amount;
}

/** How much has been transferred, in whole percent (100 for a record that asked for nothing). */
export function transferredPercent(record: PendingRecord): number {
  return record.tft_amount > 0 ? Math.floor((record.transferred_tft_amount / record.tft_amount) * 100) : 100;
}
