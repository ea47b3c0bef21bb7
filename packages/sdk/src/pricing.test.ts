import { describe, expect, it } from "vitest";
import { bytesToGB, hourlyPrice, monthlyCost, nodeCapacity, nodePrice, splitByHealth } from "./pricing.ts";

describe("pricing (product-rules §9)", () => {
  it("uses discount_price, else price_usd, else 0, plus extraFee", () => {
    expect(nodePrice({ discount_price: 40, price_usd: 80, extraFee: 5 })).toBe(45);
    expect(nodePrice({ price_usd: 80 })).toBe(80);
    expect(nodePrice({ discount_price: undefined, price_usd: 80, extraFee: 2 })).toBe(82);
    expect(nodePrice({})).toBe(0);
    expect(nodePrice({ discount_price: 0, price_usd: 80 })).toBe(0);
  });

  it("sums the monthly cost and derives the hourly price", () => {
    expect(monthlyCost([{ price_usd: 100 }, { discount_price: 25, price_usd: 50, extraFee: 1 }])).toBe(126);
    expect(monthlyCost([])).toBe(0);
    expect(hourlyPrice({ price_usd: 72 })).toBeCloseTo(0.1);
  });

  it("converts bytes to GB with 1024³", () => {
    expect(bytesToGB(1024 ** 3)).toBe(1);
    expect(bytesToGB(536870912)).toBe(0.5);
  });

  it("derives cpu, memory and storage of a reserved node", () => {
    expect(nodeCapacity({ total_resources: { cru: 24, mru: 68_719_476_736, sru: 2_000_398_934_016 } })).toEqual({
      cpu: 24,
      memoryGB: 64,
      storageGB: 1863,
    });
  });

  it("splits healthy from unhealthy nodes", () => {
    const { healthy, unhealthy } = splitByHealth([{ healthy: true, id: 1 }, { healthy: false, id: 2 }, { id: 3 }]);
    expect(healthy.map((n) => n.id)).toEqual([1]);
    expect(unhealthy.map((n) => n.id)).toEqual([2, 3]);
  });
});
