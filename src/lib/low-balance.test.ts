import type { Runway } from "@kubecloud/sdk";
import { afterEach, describe, expect, it } from "vitest";
import {
  lowBalanceAccount,
  lowBalanceDefaults,
  lowBalanceKey,
  lowBalanceLevel,
  readLowBalance,
  saveLowBalance,
} from "./low-balance.ts";

afterEach(() => localStorage.clear());

const at = (state: Runway["state"], hours: number | null) => ({ state, hours }) as Runway;

describe("the low-balance settings", () => {
  it("are kept per account, and the defaults where nothing valid is kept", () => {
    expect(readLowBalance("user-12")).toEqual({ enabled: true, warningDays: 7, criticalDays: 1 });
    expect(saveLowBalance("user-12", { enabled: true, warningDays: 14, criticalDays: 2 })).toBe(true);
    expect(readLowBalance("user-12")).toEqual({ enabled: true, warningDays: 14, criticalDays: 2 });
    expect(readLowBalance("user-27")).toBe(lowBalanceDefaults);
    for (const stored of ["not json", '{"enabled":true,"warningDays":2,"criticalDays":2}', '{"warningDays":7}']) {
      localStorage.setItem(lowBalanceKey("user-12"), stored);
      expect(readLowBalance("user-12")).toBe(lowBalanceDefaults);
    }
    expect(readLowBalance(undefined)).toBe(lowBalanceDefaults);
  });

  it("belong to the user's id, else their email", () => {
    expect(lowBalanceAccount({ ID: 12, email: "amira@example.com" })).toBe("user-12");
    expect(lowBalanceAccount(null)).toBeUndefined();
  });
});

describe("the warning level", () => {
  const settings = { enabled: true, warningDays: 7, criticalDays: 1 };
  it("is a warning under the warning days and critical under the critical ones, to the hour", () => {
    expect(lowBalanceLevel(at("days", 168), settings)).toBeNull();
    expect(lowBalanceLevel(at("days", 167.9), settings)).toBe("warning");
    expect(lowBalanceLevel(at("days", 24), settings)).toBe("warning");
    expect(lowBalanceLevel(at("hours", 23.9), settings)).toBe("critical");
  });

  it("is critical with debt or nothing left, and nothing while nothing is spent or it is off", () => {
    expect(lowBalanceLevel(at("debt", 0), settings)).toBe("critical");
    expect(lowBalanceLevel(at("empty", 0), settings)).toBe("critical");
    expect(lowBalanceLevel(at("not-spending", null), settings)).toBeNull();
    expect(lowBalanceLevel(at("debt", 0), { ...settings, enabled: false })).toBeNull();
  });
});
