import { describe, expect, it } from "vitest";
import type { StoragePool } from "./generated/models.ts";
import {
  loadByNode,
  placementNodes,
  placementProblems,
  poolProblem,
  type PlacementContext,
  type PlacementVm,
} from "./placement.ts";
import { gridNode, rentedNode } from "./test-support/placement-nodes.ts";

const GB = 1024 ** 3;

function vm(key: string, nodeId: number | null, size: Partial<PlacementVm> = {}): PlacementVm {
  return {
    key,
    name: key,
    role: "worker",
    cpu: 2,
    memoryGb: 4,
    diskGb: 25,
    nodeId,
    gpuIds: [],
    ...size,
  };
}

function context(vms: PlacementVm[], extra: Partial<PlacementContext> = {}): PlacementContext {
  const nodes = placementNodes(
    [gridNode(1), gridNode(2, { cpu: 4, memoryGb: 8, ssdGb: 40 }), gridNode(3, { healthy: false })],
    [],
  );
  return { nodes: new Map(nodes.map((node) => [node.nodeId, node])), vms, ...extra };
}

describe("the nodes placement offers", () => {
  it("lists reserved nodes first at their discount, then shared ones, each group cheapest first", () => {
    const nodes = placementNodes(
      [
        gridNode(10, { price: 80 }),
        gridNode(11, { price: 40 }),
        gridNode(12, { price: 300 }),
        gridNode(13, { price: 60 }),
      ],
      [rentedNode(12, { price: 300 }), rentedNode(13, { price: 60 })],
    );
    expect(nodes.map((node) => [node.nodeId, node.reserved, node.price])).toEqual([
      [13, true, 30],
      [12, true, 150],
      [11, false, 40],
      [10, false, 80],
    ]);
    expect(nodes[0]).toMatchObject({ listPrice: 60, discount: 50, hourly: 30 / 720 });
  });

  it("adds the extra fee (milli-USD on the wire) to the price, and keeps only free GPUs", () => {
    const gpus = [
      { id: "0000:0e:00.0/10de/2204", vendor: "NVIDIA", device: "RTX 3090", contract: 0, updated_at: 1 },
      { id: "0000:0f:00.0/10de/2204", vendor: "NVIDIA", device: "RTX 3090", contract: 812, updated_at: 1 },
    ];
    const [node] = placementNodes([gridNode(5, { price: 100, extraFee: 20_000, gpus })], []);
    expect(node.price).toBe(120);
    expect(node.freeGpus.map((gpu) => gpu.id)).toEqual(["0000:0e:00.0/10de/2204"]);
  });

  it("counts what is free: total minus used", () => {
    const busy = gridNode(6, { cpu: 8, memoryGb: 16, ssdGb: 100 });
    busy.used_resources = { cru: 6, mru: 10 * GB, sru: 70 * GB, hru: 0 };
    expect(placementNodes([busy], [])[0].free).toEqual({ cpu: 2, memory: 6 * GB, storage: 30 * GB });
  });
});

describe("whether a VM fits where it is placed", () => {
  it("fits on a healthy node with room for its CPU, RAM, disk and 5 GB root filesystem", () => {
    const master = vm("master1", 1);
    expect(placementProblems(master, 1, context([master]))).toEqual([]);
    expect(loadByNode([master]).get(1)).toEqual({ cpu: 2, memory: 4 * GB, storage: 30 * GB, vms: ["master1"] });
  });

  it("says what is short, with the figures", () => {
    const big = vm("big1", 2, { cpu: 6, memoryGb: 12, diskGb: 36 });
    expect(placementProblems(big, 2, context([big]))).toEqual([
      "Not enough CPU: 6 vCPU asked, 4 free",
      "Not enough RAM: 12 GB asked, 8 GB free",
      "Not enough SSD: 41 GB asked, 40 GB free",
    ]);
    // Disk + rootfs exactly the free SSD fits.
    expect(placementProblems(vm("edge1", 2, { cpu: 4, memoryGb: 8, diskGb: 35 }), 2, context([]))).toEqual([]);
  });

  it("sums CPU, RAM and disk per node with the VMs of deployments still in progress", () => {
    const mine = vm("worker1", 2, { cpu: 2, memoryGb: 4, diskGb: 15 });
    const deploying = [vm("web2/master1", 2, { cpu: 2, memoryGb: 4, diskGb: 10 }), vm("web2/worker1", 1)];
    expect(placementProblems(mine, 2, context([mine], { inFlight: deploying }))).toEqual([]);
    // 3 + 2 vCPU, 5 + 4 GB RAM; (20 + 5) + (10 + 5) GB SSD is exactly what is free.
    const bigger = { ...mine, cpu: 3, memoryGb: 5, diskGb: 20 };
    expect(placementProblems(bigger, 2, context([bigger], { inFlight: deploying }))).toEqual([
      "Not enough CPU: 5 vCPU asked by worker1 and web2/master1, 4 free",
      "Not enough RAM: 9 GB asked by worker1 and web2/master1, 8 GB free",
    ]);
    const wider = { ...mine, diskGb: 21 };
    expect(placementProblems(wider, 2, context([wider], { inFlight: deploying }))).toEqual([
      "Not enough SSD: 41 GB asked by worker1 and web2/master1, 40 GB free",
    ]);
  });

  it("takes one VM per grid node in a cluster, and none on a node the cluster already uses", () => {
    const master = vm("master1", 1);
    const worker = vm("worker1", 1);
    expect(placementProblems(worker, 1, context([master, worker]))).toEqual([
      "master1 is already placed here (one VM per node)",
    ]);
    const added = vm("worker3", 1);
    expect(placementProblems(added, 1, context([added], { taken: new Map([[1, "worker2"]]) }))).toEqual([
      "The cluster already runs worker2 here (one VM per node)",
    ]);
  });

  it("refuses an unhealthy node, one no longer offered, and a GPU the node does not have free", () => {
    expect(placementProblems(vm("a1b", 3), 3, context([]))).toEqual(["The node is not healthy"]);
    expect(placementProblems(vm("a1b", 99), 99, context([]))).toEqual(["This node is no longer offered to you"]);
    expect(placementProblems(vm("a1b", 1, { gpuIds: ["0000:0e:00.0/10de/2204"] }), 1, context([]))).toEqual([
      "A chosen GPU is not free on this node",
    ]);
  });
});

describe("the node's storage pools", () => {
  const pools = (...free: [StoragePool["type"], number][]): StoragePool[] =>
    free.map(([type, gb], i) => ({ name: `pool${i}`, type, free: gb * GB }));

  it("needs one SSD pool that takes the whole disk and root filesystem", () => {
    expect(poolProblem(pools(["ssd", 30], ["hdd", 500]), 30 * GB, 7)).toBeUndefined();
    expect(poolProblem(pools(["ssd", 20], ["ssd", 20], ["hdd", 500]), 30 * GB, 7)).toBe(
      "Node 7 has no single storage pool with 30 GB of SSD free (the largest has 20 GB). Choose another node.",
    );
    expect(poolProblem([], 30 * GB, 7)).toMatch(/the largest has 0 GB/);
  });
});
