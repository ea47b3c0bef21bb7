import { monthlySpend, sharedNodeIds } from "@kubecloud/sdk";
import { describe, expect, it } from "vitest";
import { buildDeployments } from "../../test/builders.ts";
import { gridNode, rentedNode } from "../../test/placement-nodes.ts";

// prodcluster runs on 150, 318 and 1024; analytics on 2215 and 318; every VM 2 vCPU, 4 GB RAM, 30 GB SSD.
const clusters = buildDeployments();

describe("what the account already pays a month", () => {
  it("is the rent of its reserved nodes when every VM runs on one", () => {
    const rented = [150, 318, 1024, 2215].map((id) => rentedNode(id, { price: 100 }));
    expect(sharedNodeIds(clusters, rented)).toEqual([]);
    expect(monthlySpend(clusters, rented, [])).toEqual({ rent: 200, shared: 0, unknown: 0 });
  });

  it("adds the estimate of each VM on a shared node, and counts the VMs whose node is not listed", () => {
    const rented = [rentedNode(150, { price: 100 }), rentedNode(2215, { price: 100 })];
    expect(sharedNodeIds(clusters, rented)).toEqual([318, 1024]);
    // 30 % of 318's $100, twice (prodcluster and analytics); 1024 is not listed.
    expect(monthlySpend(clusters, rented, [gridNode(318, { price: 100 })])).toEqual({
      rent: 100,
      shared: 60,
      unknown: 1,
    });
  });
});
