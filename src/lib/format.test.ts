import { describe, expect, it } from "vitest";
import { formatCapacity, formatUptime } from "./format.ts";

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
