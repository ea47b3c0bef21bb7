import { describe, expect, it } from "vitest";
import { gridNode, rentedNode } from "./test-support/placement-nodes.ts";
import { POOL_CHECKED_REASON, autoPlace, autoPlaceChecked } from "./auto-place.ts";
import type { StoragePool } from "./generated/models.ts";
import { placementNodes, type PlacementNode, type PlacementVm } from "./placement.ts";

function vm(name: string, role: PlacementVm["role"], size: Partial<PlacementVm> = {}): PlacementVm {
  return { key: name, name, role, cpu: 2, memoryGb: 4, diskGb: 25, nodeId: null, gpuIds: [], ...size };
}

const byId = (nodes: PlacementNode[]) => new Map(nodes.map((node) => [node.nodeId, node]));
const placed = (choices: ReturnType<typeof autoPlace>) => choices.map((choice) => choice.nodeId);

describe("automatic placement", () => {
  it("puts every VM where it costs least: a node the user rents first (its rent covers it), then the cheapest shared node", () => {
    const nodes = placementNodes(
      [gridNode(1, { price: 40 }), gridNode(2, { price: 10, healthy: false }), gridNode(3, { price: 50 })],
      [rentedNode(4, { price: 300 })],
    );
    const choices = autoPlace([vm("master1", "master"), vm("worker1", "worker")], nodes, { nodes: byId(nodes) });
    // Node 4 is reserved: however high its rent, a VM on it adds nothing. Node 1 is the cheapest shared node
    // (30 % of it for the default VM: $12); node 2 is cheaper but unhealthy.
    expect(placed(choices)).toEqual([4, 1]);
    expect(choices[0].reasons).toEqual([
      "Reserved by you: its rent already covers this VM, so it adds nothing to your bill",
      "Healthy, with 8 vCPU, 16 GB RAM and 100 GB SSD free",
    ]);
    expect(choices[1].reasons[0]).toBe(
      "The cheapest node that fits: about $12.00 a month for this VM (shared, an estimate)",
    );
  });

  it("skips nodes too small for the VM, and never puts two VMs of the cluster on one node", () => {
    const nodes = placementNodes(
      [gridNode(1, { price: 10, memoryGb: 2 }), gridNode(2, { price: 20 }), gridNode(3, { price: 30 })],
      [],
    );
    const choices = autoPlace([vm("master1", "master"), vm("worker1", "worker"), vm("worker2", "worker")], nodes, {
      nodes: byId(nodes),
    });
    expect(placed(choices)).toEqual([2, 3, null]);
    expect(choices[2].reasons).toEqual([
      "No healthy node you can use has 2 vCPU, 4 GB RAM and 30 GB SSD free for worker2. Make it smaller, or reserve a larger node.",
    ]);
  });

  it("places masters first, each on a farm no other master uses while one is left, even at a higher price", () => {
    const nodes = placementNodes(
      [
        gridNode(1, { price: 10, farmId: 7, farmName: "Freefarm" }),
        gridNode(2, { price: 20, farmId: 7, farmName: "Freefarm" }),
        gridNode(3, { price: 60, farmId: 8, farmName: "Bagheera" }),
      ],
      [],
    );
    const vms = [vm("worker1", "worker"), vm("master1", "master"), vm("master2", "master"), vm("master3", "master")];
    const choices = autoPlace(vms, nodes, { nodes: byId(nodes) });
    expect(placed(choices)).toEqual([null, 1, 3, 2]);
    expect(choices[2].reasons).toEqual([
      "A node that fits: about $18.00 a month for this VM (shared, an estimate)",
      "Healthy, with 8 vCPU, 16 GB RAM and 100 GB SSD free",
      "On farm Bagheera, apart from Freefarm",
    ]);
    expect(choices[3].reasons.at(-1)).toBe("No free farm was left for another master, so it shares farm Freefarm");
    expect(choices[0].nodeId).toBeNull(); // the masters took every node
  });

  it("leaves out excluded nodes and the nodes the cluster already runs on, and counts deployments in progress", () => {
    const nodes = placementNodes(
      [
        gridNode(1, { price: 10 }),
        gridNode(2, { price: 20, memoryGb: 6 }),
        gridNode(3, { price: 30 }),
        gridNode(4, { price: 40 }),
      ],
      [],
    );
    const inFlight = [{ ...vm("web2/worker1", "worker"), nodeId: 2 }];
    const choices = autoPlace([vm("worker3", "worker")], nodes, {
      nodes: byId(nodes),
      taken: new Map([[1, "worker1"]]),
      excluded: new Set([3]),
      inFlight,
    });
    // 1 is in the cluster, 2 has 6 GB of which web2/worker1 takes 4, 3 is excluded.
    expect(placed(choices)).toEqual([4]);
  });

  it("ignores the VMs' current choices and GPUs, and gives the same answer for the same input", () => {
    const nodes = placementNodes([gridNode(1, { price: 10 }), gridNode(2, { price: 20 })], []);
    const vms = [{ ...vm("master1", "master"), nodeId: 2, gpuIds: ["x"] }];
    expect(placed(autoPlace(vms, nodes, { nodes: byId(nodes) }))).toEqual([1]);
    expect(autoPlace(vms, nodes, { nodes: byId(nodes) })).toEqual(autoPlace(vms, nodes, { nodes: byId(nodes) }));
  });
});

describe("automatic placement with the storage pools asked", () => {
  const GB = 1024 ** 3;
  const ssd = (gb: number): StoragePool[] => [{ name: "pool0", type: "ssd", free: gb * GB }];

  it("leaves out a node whose pool cannot take the disk, places again, and says the pool was checked", async () => {
    const nodes = placementNodes([gridNode(1, { price: 10 }), gridNode(2, { price: 20 })], []);
    const asked: number[] = [];
    const choices = await autoPlaceChecked([vm("master1", "master")], nodes, {}, (nodeId) => {
      asked.push(nodeId);
      return Promise.resolve(nodeId === 1 ? ssd(20) : ssd(30));
    });
    expect(asked).toEqual([1, 2]);
    expect(placed(choices)).toEqual([2]);
    expect(choices[0].reasons.at(-1)).toBe(POOL_CHECKED_REASON);
  });

  it("counts a node it cannot ask as refused, and keeps the last choice without the pool reason", async () => {
    const nodes = placementNodes([gridNode(1, { price: 10 })], []);
    const choices = await autoPlaceChecked([vm("master1", "master")], nodes, {}, () =>
      Promise.reject(new Error("offline")),
    );
    // Node 1 is refused and left out, and then nothing fits.
    expect(placed(choices)).toEqual([null]);
  });
});
