import type { Voucher } from "@kubecloud/sdk";
import { toCsv } from "../../lib/csv.ts";

/** Vouchers as CSV: code, value in USD, redeemed, created and expiry times (ISO 8601, as the server sends). */
export function vouchersCsv(vouchers: readonly Voucher[]): string {
  return toCsv([
    ["code", "value_usd", "redeemed", "created_at", "expires_at"],
    ...vouchers.map((v) => [v.code, v.value, v.redeemed, v.created_at, v.expires_at]),
  ]);
}
