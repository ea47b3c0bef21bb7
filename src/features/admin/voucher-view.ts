import type { Voucher } from "@kubecloud/sdk";
import { matches } from "./table-view.ts";

export type VoucherState = "available" | "redeemed" | "expired";

/** Redeemed, else expired once `expires_at` has passed, else available. */
export function voucherState(voucher: Voucher, now: number): VoucherState {
  if (voucher.redeemed) return "redeemed";
  return Date.parse(voucher.expires_at) <= now ? "expired" : "available";
}

export const voucherStateLabels: Record<VoucherState, string> = {
  available: "Available",
  redeemed: "Redeemed",
  expired: "Expired",
};

/** Vouchers whose code contains the search and whose state is wanted, newest first. */
export function viewVouchers(
  vouchers: readonly Voucher[],
  search: string,
  state: VoucherState | "all",
  now: number,
): Voucher[] {
  return vouchers
    .filter((v) => matches(search, v.code) && (state === "all" || voucherState(v, now) === state))
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
}

/** A download name for a batch: `vouchers-2026-03-14-0712.csv` (date and the batch's code suffix). */
export function csvName(vouchers: readonly Voucher[]): string {
  const first = vouchers[0];
  if (!first) return "vouchers.csv";
  const suffix = first.code.split("-").at(-1);
  return `vouchers-${first.created_at.slice(0, 10)}-${suffix}.csv`;
}
