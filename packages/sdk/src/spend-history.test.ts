import { describe, expect, it } from "vitest";
import { spendHistory, spendRows, type SpendHistoryInput } from "./spend-history.ts";

// Friday 27 November 2026, 15:00 UTC: the 90 days run from Sunday 30 August to today.
const NOW = Date.parse("2026-11-27T15:00:00Z");

const invoice = (created_at: string, total: number) => ({ created_at, total });
const topUp = (
  created_at: string,
  usd_amount: number,
  transfer_mode: "charge_balance" | "redeem_voucher" | "admin_credit" = "charge_balance",
) => ({
  created_at,
  usd_amount,
  transfer_mode,
});

const history = (input: Partial<SpendHistoryInput>) =>
  spendHistory({ invoices: [], topUps: [], balance: 0, period: "week", now: NOW, ...input });

describe("spend history by week", () => {
  it("covers the 90 days in ISO weeks (Monday to Sunday), the first and last cut to the range, empty weeks as zero", () => {
    const h = history({});
    expect(h.from).toBe("2026-08-30");
    expect(h.to).toBe("2026-11-27");
    expect(h.buckets).toHaveLength(14);
    expect(h.buckets[0]).toMatchObject({ start: "2026-08-30", end: "2026-08-30" });
    expect(h.buckets[1]).toMatchObject({ start: "2026-08-31", end: "2026-09-06" });
    expect(h.buckets.at(-1)).toMatchObject({ start: "2026-11-23", end: "2026-11-27" });
    for (const b of h.buckets) {
      expect(b).toMatchObject({ spent: 0, toppedUp: 0, topUps: { card: 0, voucher: 0, credit: 0 }, balance: 0 });
    }
    // Every day of the range is in exactly one bucket.
    const days = h.buckets.reduce((n, b) => n + (Date.parse(b.end) - Date.parse(b.start)) / 86_400_000 + 1, 0);
    expect(days).toBe(90);
  });

  it("puts records on the week's edges in the right week, reading every date in UTC", () => {
    const h = history({
      invoices: [
        invoice("2026-11-22T23:59:59Z", 10), // Sunday, last second: the week of 16 November
        invoice("2026-11-23T00:00:00Z", 20), // Monday, first second: the week of 23 November
        invoice("2026-11-23T01:30:00+02:00", 40), // 22 November 23:30 UTC: the week of 16 November
      ],
    });
    const byStart = Object.fromEntries(h.buckets.map((b) => [b.start, b.spent]));
    expect(byStart["2026-11-16"]).toBe(50);
    expect(byStart["2026-11-23"]).toBe(20);
    expect(h.spent).toBe(70);
  });

  it("splits top-ups into card payments, vouchers and credits, adding in whole cents", () => {
    const h = history({
      topUps: [
        topUp("2026-11-24T10:00:00Z", 0.1),
        topUp("2026-11-24T11:00:00Z", 0.2),
        topUp("2026-11-25T10:00:00Z", 25, "redeem_voucher"),
        topUp("2026-11-26T10:00:00Z", 5.5, "admin_credit"),
      ],
    });
    expect(h.buckets.at(-1)).toMatchObject({ toppedUp: 30.8, topUps: { card: 0.3, voucher: 25, credit: 5.5 } });
    expect(h.toppedUp).toBe(30.8);
  });

  it("leaves out records before the range and unreadable dates; puts future ones in the last bucket", () => {
    const h = history({
      invoices: [invoice("2026-08-29T23:59:59Z", 99), invoice("not a date", 5), invoice("2026-08-30T00:00:00Z", 1)],
      topUps: [topUp("2027-01-15T00:00:00Z", 12)],
    });
    expect(h.buckets[0].spent).toBe(1);
    expect(h.spent).toBe(1);
    expect(h.buckets.at(-1)!.toppedUp).toBe(12);
  });

  it("counts an invoice with a total of zero or less as no spend", () => {
    expect(history({ invoices: [invoice("2026-11-02T00:00:00Z", -3)] }).spent).toBe(0);
  });
});

describe("spend history by month", () => {
  it("gives calendar months (UTC), the first and last cut to the range", () => {
    const h = history({
      period: "month",
      invoices: [
        invoice("2026-08-31T23:59:59Z", 1),
        invoice("2026-09-01T00:00:00Z", 2),
        invoice("2026-09-30T23:00:00-02:00", 4), // 1 October 01:00 UTC
        invoice("2026-11-01T00:00:00Z", 8),
      ],
    });
    expect(h.buckets.map((b) => [b.start, b.end, b.spent])).toEqual([
      ["2026-08-30", "2026-08-31", 1],
      ["2026-09-01", "2026-09-30", 2],
      ["2026-10-01", "2026-10-31", 4],
      ["2026-11-01", "2026-11-27", 8],
    ]);
  });

  it("crosses a year end", () => {
    const h = spendHistory({
      invoices: [],
      topUps: [],
      balance: 0,
      period: "month",
      now: Date.parse("2027-01-10T08:00:00Z"),
      days: 45,
    });
    expect(h.buckets.map((b) => b.start)).toEqual(["2026-11-27", "2026-12-01", "2027-01-01"]);
    expect(h.buckets.at(-1)!.end).toBe("2027-01-10");
  });
});

describe("the balance line", () => {
  it("ends at today's balance and runs back through each bucket's top-ups and spend", () => {
    const h = history({
      period: "month",
      balance: 40,
      invoices: [invoice("2026-09-30T00:00:00Z", 30), invoice("2026-10-31T00:00:00Z", 50)],
      topUps: [topUp("2026-09-02T00:00:00Z", 100), topUp("2026-11-03T00:00:00Z", 20, "redeem_voucher")],
    });
    // Today 40; November +20 → 20 at the end of October; October −50 → 70 at the end of September;
    // September +100 −30 → 0 at the end of August.
    expect(h.buckets.map((b) => b.balance)).toEqual([0, 70, 20, 40]);
    expect(h.startBalance).toBe(0);
    expect(h.spent).toBe(80);
    expect(h.toppedUp).toBe(120);
  });

  it("can go below zero when debt is taken into today's balance", () => {
    const h = history({ balance: -5, invoices: [invoice("2026-11-25T00:00:00Z", 15)] });
    expect(h.buckets.at(-1)!.balance).toBe(-5);
    expect(h.buckets.at(-2)!.balance).toBe(10);
  });
});

describe("the buckets as CSV rows", () => {
  it("gives a header and one row per bucket, with ISO dates and amounts as numbers", () => {
    const h = history({
      period: "month",
      balance: 12.5,
      invoices: [invoice("2026-11-10T00:00:00Z", 7.25)],
      topUps: [topUp("2026-11-11T00:00:00Z", 10, "admin_credit")],
    });
    const rows = spendRows(h);
    expect(rows[0]).toEqual([
      "From",
      "To",
      "Spent (USD)",
      "Topped up (USD)",
      "Card (USD)",
      "Voucher (USD)",
      "Credit (USD)",
      "Balance at end, estimated (USD)",
    ]);
    expect(rows).toHaveLength(5);
    expect(rows.at(-1)).toEqual(["2026-11-01", "2026-11-27", 7.25, 10, 0, 0, 10, 12.5]);
    expect(rows.at(-2)).toEqual(["2026-10-01", "2026-10-31", 0, 0, 0, 0, 0, 9.75]);
  });
});
