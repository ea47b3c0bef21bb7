import { describe, expect, it } from "vitest";
import {
  formatBytes,
  formatCompactUsd,
  formatDecimal,
  formatPercent,
  formatTimeOfDay,
  formatUtcDay,
  formatUtcDayRange,
  formatUtcMonth,
  formatUtcShortDay,
  formatUtcShortMonth,
  formatCapacity,
  formatClock,
  formatGbFixed,
  formatHourly,
  formatMb,
  formatNumber,
  formatUptime,
  formatUsd,
} from "./format.ts";

describe("formatUsd", () => {
  const intl = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

  it("writes what Intl's en-US currency format writes, rounding and sign included", () => {
    const fixed = [0, -0, 0.005, 0.015, 1.005, 1.115, 2.675, 4.35, -0.001, -0.005, 12, 999.995, 1234.5, -1234.5];
    const large = [1e6 + 0.125, 72_192.375, 1e20, 1e21, -1e22, Number.MAX_SAFE_INTEGER];
    let seed = 7;
    const random = () => ((seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647 - 0.5) * 10 ** ((seed % 9) - 2);
    const values = [...fixed, ...large, ...Array.from({ length: 5_000 }, random), NaN, Infinity, -Infinity];
    for (const value of values) expect(formatUsd(value), String(value)).toBe(intl.format(value));
  });

  it("sizes like Intl with at most one decimal", () => {
    const intl = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });
    for (const gb of [0, 1, 512, 1024, 1025, 1536, 1587.2, 2048, 10_000, 123_456.7, 1.05 * 1024, 0.25, 1e25])
      expect(formatCapacity(gb)).toBe(gb > 1024 ? `${intl.format(gb / 1024)} TB` : `${intl.format(Math.round(gb))} GB`);
  });

  it("gives a node's price as the list shows it", () => {
    expect(formatUsd(175.49 + 20)).toBe("$195.49");
    expect(formatUsd(1234)).toBe("$1,234.00");
  });
});

describe("formatCapacity", () => {
  it("gives GB up to 1024 GB, then TB", () => {
    expect(formatCapacity(512)).toBe("512 GB");
    expect(formatCapacity(1024)).toBe("1,024 GB");
    expect(formatCapacity(2048)).toBe("2 TB");
    expect(formatCapacity(1536)).toBe("1.5 TB");
    expect(formatCapacity(127.6)).toBe("128 GB");
  });
});

describe("formatUptime", () => {
  it("gives the largest whole unit", () => {
    expect(formatUptime(818_997)).toBe("1 week");
    expect(formatUptime(9 * 86_400 + 5)).toBe("1 week");
    expect(formatUptime(3 * 86_400)).toBe("3 days");
    expect(formatUptime(7_200)).toBe("2 hours");
    expect(formatUptime(59)).toBe("under a minute");
    expect(formatUptime(0)).toBe("under a minute");
  });
});

describe("formatNumber", () => {
  it("groups by thousands", () => {
    expect(formatNumber(0)).toBe("0");
    expect(formatNumber(1234)).toBe("1,234");
    expect(formatNumber(1_234_567)).toBe("1,234,567");
  });
});

describe("formatBytes", () => {
  it("gives binary units with at most one decimal", () => {
    expect(formatBytes(12)).toBe("12 B");
    expect(formatBytes(1024)).toBe("1 KB");
    expect(formatBytes(340 * 1024)).toBe("340 KB");
    expect(formatBytes(1.25 * 1024 * 1024)).toBe("1.3 MB");
    expect(formatBytes(10 * 1024 * 1024)).toBe("10 MB");
  });
});

describe("formatMb and formatGbFixed", () => {
  it("gives a size in MB in GB with at most one decimal", () => {
    expect(formatMb(4096)).toBe("4 GB");
    expect(formatMb(1536)).toBe("1.5 GB");
    expect(formatMb(2_097_152)).toBe("2,048 GB");
  });

  it("gives a size in GB with exactly one decimal", () => {
    expect(formatGbFixed(4)).toBe("4.0 GB");
    expect(formatGbFixed(0.25)).toBe("0.3 GB");
  });
});

describe("formatClock", () => {
  it("gives hours, minutes and seconds, and nothing for a time it cannot read", () => {
    expect(formatClock("2026-03-14T09:12:05Z")).toMatch(/^\d{2}:12:05 [AP]M$/);
    expect(formatClock("not a time")).toBe("");
  });
});

describe("formatHourly", () => {
  it("goes down to a hundredth of a cent under $1, and gives cents otherwise", () => {
    expect(formatHourly(0.0042)).toBe("$0.0042");
    expect(formatHourly(0.5)).toBe("$0.50");
    expect(formatHourly(0)).toBe("$0.00");
    expect(formatHourly(12.3456)).toBe("$12.35");
  });
});

describe("formatDecimal, formatPercent and formatCompactUsd", () => {
  it("groups thousands and keeps at most the decimals asked for", () => {
    expect(formatDecimal(10_000, 0)).toBe("10,000");
    expect(formatDecimal(2.46, 1)).toBe("2.5");
    expect(formatDecimal(1 / 3, 2)).toBe("0.33");
    expect(formatDecimal(4, 2)).toBe("4");
  });

  it("gives a whole percentage and a short axis amount", () => {
    expect(formatPercent(0.423)).toBe("42%");
    expect(formatCompactUsd(0)).toBe("$0");
    expect(formatCompactUsd(950)).toBe("$950");
    expect(formatCompactUsd(1234)).toBe("$1.2K");
  });
});

describe("formatTimeOfDay", () => {
  it("gives hours and minutes", () => {
    expect(formatTimeOfDay(Date.parse("2026-03-14T09:12:05Z"))).toMatch(/^\d{2}:12 [AP]M$/);
  });
});

describe("UTC days", () => {
  it("names a day, a range, a month and their short forms in UTC", () => {
    expect(formatUtcDay("2026-11-23")).toBe("Nov 23, 2026");
    expect(formatUtcDayRange("2026-11-23", "2026-11-29")).toBe("Nov 23 – 29, 2026");
    expect(formatUtcDayRange("2026-12-28", "2027-01-03")).toBe("Dec 28, 2026 – Jan 3, 2027");
    expect(formatUtcShortDay("2026-11-23")).toBe("Nov 23");
    expect(formatUtcMonth("2026-11-01")).toBe("November 2026");
    expect(formatUtcShortMonth("2026-11-01")).toBe("Nov");
  });
});
