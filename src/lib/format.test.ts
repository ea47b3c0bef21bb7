import { describe, expect, it } from "vitest";
import {
  formatBytes,
  formatCapacity,
  formatClock,
  formatGbFixed,
  formatHourly,
  formatMb,
  formatNumber,
  formatUptime,
} from "./format.ts";

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
