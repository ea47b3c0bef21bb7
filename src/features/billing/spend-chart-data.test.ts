import { spendHistory } from "@kubecloud/sdk";
import { describe, expect, it } from "vitest";
import { csvBlob, toCsv } from "../../lib/csv.ts";
import { bucketLabel, bucketShort, chartData, spendCsv, spendFileName } from "./spend-chart-data.ts";

const NOW = Date.parse("2026-11-27T15:00:00Z");

describe("naming the buckets (UTC)", () => {
  it("names a week by its days, across a month and a year", () => {
    expect(bucketLabel({ start: "2026-11-23", end: "2026-11-29" }, "week")).toBe("Nov 23 – 29, 2026");
    expect(bucketLabel({ start: "2026-09-28", end: "2026-10-04" }, "week")).toBe("Sep 28 – Oct 4, 2026");
    expect(bucketLabel({ start: "2026-12-28", end: "2027-01-03" }, "week")).toBe("Dec 28, 2026 – Jan 3, 2027");
    expect(bucketLabel({ start: "2026-08-30", end: "2026-08-30" }, "week")).toBe("Aug 30, 2026");
    expect(bucketShort({ start: "2026-11-23" }, "week")).toBe("Nov 23");
  });

  it("names a whole month by its name, a cut one by its days", () => {
    expect(bucketLabel({ start: "2026-02-01", end: "2026-02-28" }, "month")).toBe("February 2026");
    expect(bucketLabel({ start: "2026-11-01", end: "2026-11-27" }, "month")).toBe("Nov 1 – 27, 2026");
    expect(bucketShort({ start: "2026-11-01" }, "month")).toBe("Nov");
  });
});

describe("the chart's data", () => {
  it("gives spend and top-ups as bars, the split by kind as extras and the balance as the line", () => {
    const history = spendHistory({
      invoices: [{ created_at: "2026-11-24T00:00:00Z", total: 10 }],
      topUps: [{ created_at: "2026-11-25T00:00:00Z", usd_amount: 4, transfer_mode: "redeem_voucher" }],
      balance: 30,
      period: "week",
      now: NOW,
    });
    expect(chartData(history).at(-1)).toEqual({
      label: "Nov 23 – 27, 2026",
      short: "Nov 23",
      bars: [10, 4],
      line: 30,
      extras: [0, 4, 0],
    });
  });
});

describe("the CSV", () => {
  const history = spendHistory({ invoices: [], topUps: [], balance: -2.5, period: "month", now: NOW });

  it("quotes the labels and the header that hold commas, and writes a negative balance as a number", () => {
    const lines = spendCsv(history).split("\r\n");
    expect(lines[0]).toBe(
      'Period,From,To,Spent (USD),Topped up (USD),Card (USD),Voucher (USD),Credit (USD),"Balance at end, estimated (USD)"',
    );
    expect(lines[1]).toBe('"Aug 30 – 31, 2026",2026-08-30,2026-08-31,0,0,0,0,0,-2.5');
    expect(lines[2]).toBe("September 2026,2026-09-01,2026-09-30,0,0,0,0,0,-2.5");
    expect(lines.at(-1)).toBe("");
  });

  it("is a UTF-8 file with a byte-order mark, so non-ASCII text reads back as written", async () => {
    const text = toCsv([["Name"], ["Lucía Fernández"], ["Fernández, Lucía"]]);
    const blob = csvBlob(text);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes)).toBe(
      '\uFEFFName\r\nLucía Fernández\r\n"Fernández, Lucía"\r\n',
    );
    expect(blob.type).toBe("text/csv;charset=utf-8");
  });

  it("is named after the period and its last day", () => {
    expect(spendFileName(history)).toBe("kubecloud-spend-monthly-2026-11-27.csv");
    expect(spendFileName({ period: "week", to: "2026-11-27" })).toBe("kubecloud-spend-weekly-2026-11-27.csv");
  });
});
