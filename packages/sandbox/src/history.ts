// A past for the spend chart (`POST /__sandbox/history`): weeks of settled top-ups and the monthly invoices of
// the user's rent contracts, dated in the past. They describe money that has already come and gone, so today's
// balance stays as it is (the console works the balance line back from it). The default seed is left alone:
// tests count its records.
import { nodePrice, type Invoice, type PendingRecord } from "@kubecloud/sdk";
import type { SandboxContext } from "./context.ts";
import { withDiscount } from "./grid.ts";
import { HOURS_PER_MONTH, cents, usdToTft } from "./money.ts";
import { findNode, nextId, type PendingRecordRow, type UserRecord } from "./store.ts";
import { isoTime } from "./time.ts";

const DAY_MS = 86_400_000;
export const MAX_HISTORY_WEEKS = 52;

export interface HistoryOptions {
  /** How many weeks back, 1 to 52. */
  weeks: number;
  /** The weekly card payment in USD. */
  usd: number;
}

/** The top-up of the week `k` weeks ago: a card payment, every third week a $10 voucher too. */
function weeklyTopUps(k: number, usd: number): [number, PendingRecord["transfer_mode"]][] {
  const topUps: [number, PendingRecord["transfer_mode"]][] = [[usd, "charge_balance"]];
  if (k % 3 === 0) topUps.push([10, "redeem_voucher"]);
  return topUps;
}

/**
 * Adds `weeks` weeks of settled top-ups before now and an invoice at the end of every month in that span (23:00
 * UTC on its last day, when the server's job runs) for each month the user had rent contracts, one line per
 * contract at its monthly price. Records are appended (new ids), as the server would have stored them.
 */
export function backfillHistory(
  ctx: SandboxContext,
  user: UserRecord,
  { weeks, usd }: HistoryOptions,
): { pendingRecords: number[]; invoices: number[] } {
  const state = ctx.state;
  const now = ctx.clock.now();
  const from = now - weeks * 7 * DAY_MS;
  const records: PendingRecordRow[] = [];
  for (let k = weeks; k >= 1; k -= 1) {
    const at = isoTime(now - k * 7 * DAY_MS);
    for (const [amount, mode] of weeklyTopUps(k, usd)) {
      const tft = usdToTft(amount);
      records.push({
        id: nextId(state, "pendingRecord"),
        user_id: user.id,
        tft_amount: tft,
        transferred_tft_amount: tft,
        transfer_mode: mode,
        created_at: at,
        updated_at: at,
      });
    }
  }

  const invoices: Invoice[] = [];
  const start = new Date(from);
  for (let month = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1); ;) {
    const issued = month - DAY_MS + 23 * 3_600_000; // the last day of the month before, 23:00
    if (issued >= now) break;
    if (issued >= from) {
      const priced = state.rentals
        .filter((r) => r.userId === user.id && Date.parse(r.createdAt) < issued)
        .flatMap((rental) => {
          const node = findNode(state, rental.nodeId);
          return node ? [{ rental, cost: cents(nodePrice(withDiscount(node))) }] : [];
        });
      if (priced.length) {
        const id = nextId(state, "invoice");
        const nodes = priced.map(({ rental, cost }) => ({
          id: nextId(state, "invoiceLine"),
          invoice_id: id,
          node_id: rental.nodeId,
          contract_id: rental.contractId,
          rent_created_at: rental.createdAt,
          period: HOURS_PER_MONTH,
          cost,
        }));
        const total = cents(nodes.reduce((sum, line) => sum + line.cost, 0));
        invoices.push({ id, user_id: user.id, total, tax: 0, nodes, created_at: isoTime(issued) });
      }
    }
    const next = new Date(month);
    month = Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 1);
  }

  state.pendingRecords.push(...records);
  state.invoices.push(...invoices);
  ctx.log(`history: ${records.length} top-ups and ${invoices.length} invoices for user ${user.id} over ${weeks} weeks`);
  ctx.changed();
  return { pendingRecords: records.map((r) => r.id), invoices: invoices.map((i) => i.id) };
}
