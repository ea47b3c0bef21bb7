import { spendHistory, type Balance, type InvoiceList, type PendingRecordList } from "@kubecloud/sdk";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEMO_USER, signedInSandbox, type Enveloped, type TestSandbox } from "./test-support/harness.ts";

let t: TestSandbox;
let token: string;
beforeEach(async () => ({ t, token } = await signedInSandbox({ backgroundJobs: false })));
afterEach(() => t.close());

const read = async () => ({
  balance: (await t.call<Enveloped<Balance>>("GET", "/v1/user/balance", { token })).body.data,
  invoices: (await t.call<Enveloped<InvoiceList>>("GET", "/v1/user/invoice", { token })).body.data.invoices,
  records: (await t.call<Enveloped<PendingRecordList>>("GET", "/v1/user/pending-records", { token })).body.data
    .pending_records!,
});

const history = (body: Record<string, unknown>) => t.request("POST", "/__sandbox/history", { body });

describe("POST /__sandbox/history", () => {
  it("adds weeks of settled top-ups and monthly rent invoices in the contract's shapes, leaving the balance", async () => {
    const before = await read();
    const reply = await history({ email: DEMO_USER.email, weeks: 12, usd: 30 });
    expect(reply.status).toBe(200);
    const added = (await reply.json()) as { weeks: number; pending_records: number[]; invoices: number[] };
    // 12 card payments and a voucher every third week.
    expect(added).toMatchObject({ weeks: 12 });
    expect(added.pending_records).toHaveLength(16);
    expect(added.invoices.length).toBeGreaterThanOrEqual(2);

    const after = await read(); // checked against the contract by the harness
    expect(after.balance).toEqual(before.balance);
    const now = t.ctx.clock.now();
    const newRecords = after.records.filter((r) => added.pending_records.includes(r.id));
    expect(newRecords.every((r) => r.transferred_tft_amount === r.tft_amount)).toBe(true);
    expect(newRecords.filter((r) => r.transfer_mode === "charge_balance").map((r) => r.usd_amount)).toEqual(
      Array(12).fill(30),
    );
    expect(newRecords.every((r) => Date.parse(r.created_at) < now)).toBe(true);

    const newInvoices = after.invoices.filter((i) => added.invoices.includes(i.id));
    for (const invoice of newInvoices) {
      const issued = new Date(invoice.created_at);
      expect(new Date(issued.getTime() + 3_600_000).getUTCDate()).toBe(1); // the month's last day, 23:00 UTC
      expect(invoice.total).toBeGreaterThan(0);
      expect(invoice.nodes.every((line) => line.invoice_id === invoice.id && line.period === 720)).toBe(true);
    }

    // What the console's chart makes of it: a top-up in every week but the current one.
    const weeks = spendHistory({
      invoices: after.invoices,
      topUps: after.records,
      balance: after.balance.balance_usd - after.balance.debt_usd,
      period: "week",
      now,
    });
    expect(weeks.buckets.slice(-12, -1).every((b) => b.topUps.card >= 30)).toBe(true);
  });

  it("refuses an unknown email, a span outside 1 to 52 weeks and a payment of nothing, adding nothing", async () => {
    const before = await read();
    expect((await history({ email: "nobody@example.com" })).status).toBe(404);
    expect((await history({ email: DEMO_USER.email, weeks: 0 })).status).toBe(400);
    expect((await history({ email: DEMO_USER.email, weeks: 53 })).status).toBe(400);
    expect((await history({ email: DEMO_USER.email, usd: -5 })).status).toBe(400);
    const after = await read();
    expect(after.records).toHaveLength(before.records.length);
    expect(after.invoices).toHaveLength(before.invoices.length);
  });
});
