// `--grid-nodes N`: more grid nodes than the contract's 36, so the marketplace can be tried (and benchmarked)
// at the grid's real size. Each generated node copies the shape of a seeded node (its city, farm style,
// hardware inventory) and gets its own id, coordinates near that city, resources, GPUs, price and state.
// The nodes depend only on their index, never on the sandbox's random stream: the same N gives the same
// grid after a restart or a reset, and `--data` files keep saving only what changed (persist.ts).
import { constants, type GridNodeGpu } from "@kubecloud/sdk";
import { createRandom } from "./random.ts";
import type { GridNodeState } from "./store.ts";

const GB = constants.bytesPerGB;
/** Generated node ids start here, above every id of the contract's grid. */
export const FIRST_GENERATED_NODE_ID = 100_000;

const CORES = [4, 8, 8, 16, 16, 24, 32, 32, 48, 64, 96, 128];
const MEMORY_GB = [16, 32, 32, 64, 64, 128, 128, 256, 512];
const SSD_GB = [256, 512, 1024, 1024, 2048, 4096, 8192, 16384];
const HDD_GB = [0, 0, 0, 4096, 8192, 16384, 24576];
/** GPU models with their PCI vendor/device ids (as in a grid GPU id: `<slot>/<vendor>/<device>`). */
const GPUS: (Pick<GridNodeGpu, "vendor" | "device"> & { pci: string })[] = [
  { vendor: "NVIDIA Corporation", device: "AD102 [GeForce RTX 4090]", pci: "10de/2684" },
  { vendor: "NVIDIA Corporation", device: "GA100 [A100 PCIe 40GB]", pci: "10de/20f1" },
  { vendor: "NVIDIA Corporation", device: "GA102GL [RTX A6000]", pci: "10de/2230" },
  { vendor: "Advanced Micro Devices, Inc. [AMD/ATI]", device: "Navi 31 [Radeon RX 7900 XTX]", pci: "1002/744c" },
];
const FARM_NAMES = ["Freefarm", "Greenedge", "Nordic Racks", "Atlas DC", "Solar Valley", "Harbor Compute"];

/** A monthly USD price in line with the contract's nodes (about $344 for 64 cores, 256 GB, 4 TB SSD, 24 TB HDD). */
function monthlyPrice(cru: number, memoryGB: number, ssdGB: number, hddGB: number, certified: boolean): number {
  const base = cru * 2.2 + memoryGB * 0.55 + ssdGB * 0.012 + hddGB * 0.0005;
  return Math.round(base * (certified ? 1 : 0.8) * 100) / 100;
}

/** `count` nodes shaped after `templates` (the seeded grid), as of `seededAt` (ms). */
export function generateGridNodes(templates: readonly GridNodeState[], count: number, seededAt: number) {
  const now = Math.round(seededAt / 1000);
  const nodes: GridNodeState[] = [];
  for (let index = 0; index < count; index += 1) {
    const rng = createRandom(0x6e0de + index); // one stream per node: the same index gives the same node
    const template = templates[index % templates.length];
    const nodeId = FIRST_GENERATED_NODE_ID + index;
    const cru = rng.pick(CORES);
    const memoryGB = rng.pick(MEMORY_GB);
    const ssdGB = rng.pick(SSD_GB);
    const hddGB = rng.pick(HDD_GB);
    const certified = rng.next() < 0.4;
    const gpu = rng.next() < 0.12 ? rng.pick(GPUS) : undefined;
    const gpuCount = gpu ? rng.int(1, 4) : 0;
    const status = rng.next() < 0.93 ? "up" : rng.next() < 0.6 ? "standby" : "down";
    const healthy = status !== "down" && rng.next() < 0.96;
    const rented = rng.next() < 0.06;
    const dedicated = rng.next() < 0.7;
    const rentedByTwinId = rented ? rng.int(5_000, 9_000) : 0;
    const latitude = template.location.latitude ?? 0;
    const longitude = template.location.longitude ?? 0;
    nodes.push({
      // Every nested object is the node's own (below) but the template's hardware report (dmi, speed) and
      // features, which nothing changes after seeding: shared, not copied, 100,000 nodes start faster and
      // smaller, and the features list that every query's filter reads stays in the CPU cache instead of
      // being 100,000 scattered copies (that filter was 8× slower at 100,000 nodes).
      ...template,
      id: `${String(nodeId).padStart(10, "0")}-000001-${rng.hex(5)}`,
      nodeId,
      farmId: 5_000 + (index % 400),
      farmName: `${rng.pick(FARM_NAMES)} ${template.city}`,
      twinId: 20_000 + index,
      uptime: status === "up" ? rng.int(3_600, 180 * 86_400) : 0,
      created: now - rng.int(30, 900) * 86_400,
      updatedAt: now - rng.int(60, 7_200),
      total_resources: { cru, mru: memoryGB * GB, sru: ssdGB * GB, hru: hddGB * GB },
      used_resources: { cru: 0, mru: Math.round(2 * GB), sru: Math.round(20 * GB), hru: 0 },
      location: {
        ...template.location,
        latitude: Math.max(-90, Math.min(90, Math.round((latitude + (rng.next() - 0.5)) * 1e4) / 1e4)),
        longitude: Math.max(-180, Math.min(180, Math.round((longitude + (rng.next() - 0.5)) * 1e4) / 1e4)),
      },
      publicConfig: { domain: "", gw4: "", gw6: "", ipv4: "", ipv6: "" },
      status,
      certificationType: certified ? "Certified" : "Diy",
      dedicated,
      inDedicatedFarm: dedicated && rng.next() < 0.5,
      rentContractId: rented ? 2_000_000 + index : 0,
      rented,
      rentable: !rented && status !== "down",
      rentedByTwinId,
      serialNumber: `GEN${rng.hex(8).toUpperCase()}`,
      power: { state: status === "standby" ? "Down" : "Up", target: "Up" },
      num_gpu: gpuCount,
      extraFee: gpu || rng.next() < 0.05 ? rng.int(1, 16) * 5_000 : 0,
      healthy,
      gpus: gpu
        ? Array.from({ length: gpuCount }, (_, slot) => ({
            id: `0000:${(0x17 + slot).toString(16)}:00.0/${gpu.pci}`,
            vendor: gpu.vendor,
            device: gpu.device,
            contract: 0,
            updated_at: now - rng.int(60, 7_200),
          }))
        : [],
      price_usd: monthlyPrice(cru, memoryGB, ssdGB, hddGB, certified),
      baseRentable: status !== "down",
    });
  }
  return nodes;
}
