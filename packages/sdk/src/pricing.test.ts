import { describe, expect, it } from "vitest";
import {
  bytesToGB,
  clusterVmResources,
  discountPercent,
  extraFeeUsd,
  hourlyPrice,
  listPrice,
  monthlyCost,
  nodeCapacity,
  nodePrice,
  reserveBalanceNeeded,
  sharedVmPrice,
  splitByHealth,
  vmShare,
} from "./pricing.ts";

const GB = 1024 ** 3;

describe("pricing (product-rules §9)", () => {
  it("uses discount_price, else price_usd, else 0", () => {
    expect(nodePrice({ discount_price: 40, price_usd: 80 })).toBe(40);
    expect(nodePrice({ price_usd: 80 })).toBe(80);
    expect(nodePrice({ discount_price: undefined, price_usd: 80 })).toBe(80);
    expect(nodePrice({})).toBe(0);
    expect(nodePrice({ discount_price: 0, price_usd: 80 })).toBe(0);
  });

  it("adds the extra fee, which the wire gives in milli-USD a month", () => {
    expect(extraFeeUsd({ extraFee: 20_000 })).toBe(20);
    expect(extraFeeUsd({})).toBe(0);
    expect(nodePrice({ discount_price: 40, price_usd: 80, extraFee: 5_000 })).toBe(45);
    expect(nodePrice({ price_usd: 80, extraFee: 2_500 })).toBe(82.5);
    expect(nodePrice({ extraFee: 1_000 })).toBe(1);
    // The contract's node 1432: $350.98 listed, $175.49 reserved, plus a $20 fee.
    expect(nodePrice({ price_usd: 350.98, discount_price: 175.49, extraFee: 20_000 })).toBeCloseTo(195.49, 10);
  });

  it("gives the list price and the discount in whole percent", () => {
    expect(listPrice({ price_usd: 80, discount_price: 40, extraFee: 0 })).toBe(80);
    expect(discountPercent({ price_usd: 80, discount_price: 40 })).toBe(50);
    // The fee is not discounted: $40 + $20 against $80 + $20 is 40 % off.
    expect(discountPercent({ price_usd: 80, discount_price: 40, extraFee: 20_000 })).toBe(40);
    expect(discountPercent({ price_usd: 80 })).toBe(0);
    expect(discountPercent({ price_usd: 80, discount_price: 80 })).toBe(0);
    expect(discountPercent({})).toBe(0);
  });

  it("sums the monthly cost and derives the hourly price", () => {
    expect(monthlyCost([{ price_usd: 100 }, { discount_price: 25, price_usd: 50, extraFee: 1_000 }])).toBe(126);
    expect(monthlyCost([])).toBe(0);
    expect(hourlyPrice({ price_usd: 72 })).toBeCloseTo(0.1);
    expect(hourlyPrice({ price_usd: 72, discount_price: 36, extraFee: 36_000 })).toBeCloseTo(0.1);
  });

  it("asks for one hour of the undiscounted price before a reservation, as the server does", () => {
    expect(reserveBalanceNeeded({ price_usd: 72 })).toBeCloseTo(0.1);
    const discounted = { price_usd: 350.98, discount_price: 175.49, extraFee: 20_000 };
    expect(reserveBalanceNeeded(discounted)).toBeCloseTo(350.98 / 720, 10);
    expect(reserveBalanceNeeded({})).toBe(0);
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

  it("reads a deployed VM's sizes (MB on the wire) as bytes, its disk and root filesystem together", () => {
    expect(clusterVmResources({ cpu: 2, memory: 4096, root_size: 5120, disk_size: 25_600 })).toEqual({
      cpu: 2,
      memory: 4 * GB,
      storage: 30 * GB,
    });
  });

  it("takes a VM's share of a node as its largest share of cores, RAM or SSD, at most the whole node", () => {
    const capacity = { cru: 32, mru: 128 * GB, sru: 2048 * GB };
    // 2 of 32 cores (6.25 %) outweighs 4 of 128 GB RAM (3.1 %) and 30 of 2048 GB SSD (1.5 %).
    expect(vmShare(capacity, { cpu: 2, memory: 4 * GB, storage: 30 * GB })).toBe(0.0625);
    expect(vmShare(capacity, { cpu: 1, memory: 64 * GB, storage: 30 * GB })).toBe(0.5);
    expect(vmShare(capacity, { cpu: 64, memory: 4 * GB, storage: 30 * GB })).toBe(1);
    expect(vmShare({ cru: 0, mru: 0, sru: 0 }, { cpu: 1, memory: 0, storage: 0 })).toBe(1);
    expect(vmShare({ cru: 0, mru: 0, sru: 0 }, { cpu: 0, memory: 0, storage: 0 })).toBe(0);
  });

  it("estimates a VM on a shared node as its share of the node's list price (extra fee in, no discount)", () => {
    const node = {
      price_usd: 160,
      discount_price: 80,
      extraFee: 40_000,
      total_resources: { cru: 8, mru: 16 * GB, sru: 100 * GB },
    };
    // A quarter of the cores: a quarter of $160 + $40.
    expect(sharedVmPrice(node, { cpu: 2, memory: 2 * GB, storage: 10 * GB })).toBe(50);
  });
});
