import { describe, expect, it } from "vitest";
import { gridNetwork, nodeHealthUrl } from "./node-health.ts";

describe("nodeHealthUrl", () => {
  it("opens zos-host-metrics on metrics.grid.tf, org 2, every 30 s, on the network, farm and node account", () => {
    const url = new URL(
      nodeHealthUrl({ network: "main", farmId: 1, accountId: "5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty" }),
    );
    expect(`${url.origin}${url.pathname}`).toBe("https://metrics.grid.tf/d/rYdddlPWkfqwf/zos-host-metrics");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      orgId: "2",
      refresh: "30s",
      "var-network": "production",
      "var-farm": "1",
      "var-node": "5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty",
      "var-diskdevices": "[a-z]+|nvme[0-9]+n[0-9]+|mmcblk[0-9]+",
    });
  });

  it("names the networks as Grafana does", () => {
    const network = (name: "dev" | "qa" | "test" | "main") =>
      new URL(nodeHealthUrl({ network: name, farmId: 7 })).searchParams.get("var-network");
    expect([network("dev"), network("qa"), network("test"), network("main")]).toEqual([
      "development",
      "qa",
      "testing",
      "production",
    ]);
  });

  it("leaves the node out until its account is known (the dashboard then opens on the farm)", () => {
    expect(new URL(nodeHealthUrl({ network: "dev", farmId: 7 })).searchParams.has("var-node")).toBe(false);
  });
});

describe("gridNetwork", () => {
  it("reads VITE_NETWORK (dev, qa, test, main) from the runtime config, then the build config; else main", () => {
    expect(gridNetwork({ VITE_NETWORK: "dev" })).toBe("dev");
    expect(gridNetwork({ VITE_NETWORK: " Test " })).toBe("test");
    expect(gridNetwork({ VITE_NETWORK: "mainnet" })).toBe("main");
    expect(gridNetwork({})).toBe(import.meta.env.VITE_NETWORK?.trim().toLowerCase() || "main");
  });
});
