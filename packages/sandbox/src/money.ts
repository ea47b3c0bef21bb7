// Money as the server keeps it: user balances in mills (USD × 1000), the chain balance and pending
// records in TFT units (10⁻⁷ TFT) at a fixed simulated TFT price, debt from unpaid hourly rent.
//
// - A charge, a voucher or an admin credit creates a pending record; a settlement job transfers it to
//   the user's chain account in two steps (so "pending" money is visible for a while).
// - Every simulated hour each rent contract costs the node's monthly price / 720, as the console shows it
//   (the SDK's `nodePrice`: the reserved-node discount plus the extra fee); what the chain balance cannot
//   pay becomes debt, paid back first when money arrives.
// - Every simulated hour each VM on a node its owner does not rent costs the SDK's `sharedVmPrice` / 720,
//   taken from the chain balance as the grid would (the console calls that figure an estimate: the real
//   grid's rule is not stated by the server). A VM on a node its owner rents costs nothing more. The grid
//   would put an unpaid contract in its grace period; the sandbox keeps it simple and counts it as debt.
// - Every 720 simulated hours (a month) each user with rent gets an invoice with one line per contract
//   (rent only, as the server invoices: the grid's VM charges are not KubeCloud's invoices).
import {
  clusterVmResources,
  constants,
  nodePrice,
  sharedVmPrice,
  type Balance,
  type Invoice,
  type PendingRecord,
} from "@kubecloud/sdk";
import type { SandboxContext } from "./context.ts";
import { withDiscount } from "./grid.ts";
import { findNode, findUser, nextId, type PendingRecordRow, type State, type UserRecord } from "./store.ts";
import { isoTime } from "./time.ts";

/** USD per TFT (the contract's examples use this price: 24691358024 units = 20 USD). */
export const TFT_PRICE_USD = 0.0081;
export const TFT_UNIT = 1e7;
export const HOURS_PER_MONTH = constants.hoursPerMonth;
/** Simulated interval of the settlement job, and of one billed hour. */
export const SETTLE_INTERVAL_MS = 30_000;
export const HOUR_MS = 3_600_000;

export const cents = (usd: number) => Math.round(usd * 100) / 100;
export const usdToTft = (usd: number) => Math.round((usd / TFT_PRICE_USD) * TFT_UNIT);
export const tftToUsd = (units: number) => cents((units / TFT_UNIT) * TFT_PRICE_USD);
export const usdToMills = (usd: number) => Math.round(usd * 1000);
export const millsToUsd = (mills: number) => cents(mills / 1000);

export function pendingTft(state: State, userId: number): number {
  return state.pendingRecords
    .filter((record) => record.user_id === userId)
    .reduce((sum, record) => sum + record.tft_amount - record.transferred_tft_amount, 0);
}

export function balanceOf(state: State, user: UserRecord): Balance {
  return {
    balance_usd: tftToUsd(user.chainTft),
    debt_usd: millsToUsd(user.debt),
    pending_balance_usd: tftToUsd(pendingTft(state, user.id)),
  };
}

/** The usable balance the reserve check compares with one hour of rent. */
export const usableUsd = (user: UserRecord) => tftToUsd(user.chainTft) - millsToUsd(user.debt);

export function addPendingRecord(
  ctx: SandboxContext,
  user: UserRecord,
  usd: number,
  mode: PendingRecord["transfer_mode"],
): PendingRecordRow {
  const now = isoTime(ctx.clock.now());
  const record: PendingRecordRow = {
    id: nextId(ctx.state, "pendingRecord"),
    user_id: user.id,
    tft_amount: usdToTft(usd),
    transferred_tft_amount: 0,
    transfer_mode: mode,
    created_at: now,
    updated_at: now,
  };
  ctx.state.pendingRecords.push(record);
  ctx.changed();
  return record;
}

export function pendingRecordView(state: State, record: PendingRecordRow): PendingRecord {
  return {
    ...record,
    username: findUser(state, record.user_id)?.username ?? "",
    usd_amount: tftToUsd(record.tft_amount),
    transferred_usd_amount: tftToUsd(record.transferred_tft_amount),
  };
}

const tftToMills = (units: number) => Math.round((units / TFT_UNIT) * TFT_PRICE_USD * 1000);

/** Money arriving on the chain pays the debt first. */
function credit(user: UserRecord, units: number): void {
  user.chainTft += units;
  const debtUnits = usdToTft(user.debt / 1000);
  const paid = Math.min(debtUnits, user.chainTft);
  if (paid <= 0) return;
  user.chainTft -= paid;
  user.debt = paid === debtUnits ? 0 : Math.max(0, user.debt - tftToMills(paid));
}

/** One run of the settlement job: each open record moves half of its amount (at least the rest). */
export function settle(ctx: SandboxContext): void {
  const now = isoTime(ctx.clock.now());
  for (const record of ctx.state.pendingRecords) {
    const remaining = record.tft_amount - record.transferred_tft_amount;
    if (remaining <= 0) continue;
    const user = findUser(ctx.state, record.user_id);
    if (!user) continue; // a deleted user's money stays pending
    const chunk = Math.min(remaining, Math.ceil(record.tft_amount / 2));
    record.transferred_tft_amount += chunk;
    record.updated_at = now;
    credit(user, chunk);
    ctx.changed();
  }
}

/** Takes `usd` from the user's chain balance; what the balance cannot pay becomes debt. */
function charge(user: UserRecord, usd: number): void {
  const units = usdToTft(usd);
  const paid = Math.min(units, user.chainTft);
  user.chainTft -= paid;
  if (paid < units) user.debt += tftToMills(units - paid);
}

/** One simulated hour of rent for every rent contract, at the price the console shows for it. */
function chargeRent(state: State): void {
  for (const rental of state.rentals) {
    const user = findUser(state, rental.userId);
    const node = findNode(state, rental.nodeId);
    if (!user || !node) continue;
    const usd = nodePrice(withDiscount(node)) / HOURS_PER_MONTH;
    charge(user, usd);
    let entry = state.ledger.find((e) => e.contractId === rental.contractId);
    if (!entry) {
      entry = { ...rental, hours: 0, cost: 0 };
      state.ledger.push(entry);
    }
    entry.hours += 1;
    // Unrounded mills: the invoice rounds the month's sum once, so 720 hours make the monthly price.
    entry.cost += usd * 1000;
  }
}

/** One simulated hour of the grid's charge for every VM on a node its owner does not rent. */
function chargeSharedVms(state: State): void {
  for (const deployment of state.deployments) {
    const user = findUser(state, deployment.userId);
    if (!user) continue;
    for (const vm of deployment.cluster.nodes) {
      const node = findNode(state, vm.node_id);
      if (!node || state.rentals.some((r) => r.nodeId === vm.node_id && r.userId === user.id)) continue;
      charge(user, sharedVmPrice(node, clusterVmResources(vm)) / HOURS_PER_MONTH);
    }
  }
}

/** One simulated hour of billing: rent, then VMs on shared nodes; a month closes every 720 hours. */
export function billHour(ctx: SandboxContext): void {
  const state = ctx.state;
  chargeRent(state);
  chargeSharedVms(state);
  state.billedHours += 1;
  if (state.billedHours % HOURS_PER_MONTH === 0) closeMonth(ctx);
  ctx.changed();
}

/** The monthly invoice job: one invoice per user with unbilled rent, one line per rent contract. */
export function closeMonth(ctx: SandboxContext): Invoice[] {
  const state = ctx.state;
  const created: Invoice[] = [];
  const userIds = [...new Set(state.ledger.filter((e) => e.hours > 0).map((e) => e.userId))];
  for (const userId of userIds) {
    const id = nextId(state, "invoice");
    const entries = state.ledger.filter((e) => e.userId === userId && e.hours > 0);
    const nodes = entries.map((e) => ({
      id: nextId(state, "invoiceLine"),
      invoice_id: id,
      node_id: e.nodeId,
      contract_id: e.contractId,
      rent_created_at: e.createdAt,
      period: e.hours,
      cost: millsToUsd(e.cost),
    }));
    const invoice: Invoice = {
      id,
      user_id: userId,
      total: cents(nodes.reduce((sum, line) => sum + line.cost, 0)),
      tax: 0,
      nodes,
      created_at: isoTime(ctx.clock.now()),
    };
    state.invoices.push(invoice);
    created.push(invoice);
  }
  // Billed entries restart from zero; entries of released contracts are done.
  state.ledger = state.ledger.filter((e) => state.rentals.some((r) => r.contractId === e.contractId));
  for (const entry of state.ledger) Object.assign(entry, { hours: 0, cost: 0 });
  if (created.length)
    ctx.log(`invoices issued: ${created.map((i) => `#${i.id} (user ${i.user_id}, $${i.total})`).join(", ")}`);
  ctx.changed();
  return created;
}
