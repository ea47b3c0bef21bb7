import { vmCost } from "./cluster-cost.ts";
import type { StoragePool } from "./generated/models.ts";
import {
  demandOf,
  loadByNode,
  placementProblems,
  poolProblem,
  type PlacementContext,
  type PlacementNode,
  type PlacementVm,
} from "./placement.ts";
import { bytesToGB } from "./pricing.ts";

// "Place Automatically" (product-rules §7): every VM onto a healthy node where it fits, masters on different
// farms where the grid allows it, what costs least first (a node the user rents adds nothing: its rent covers
// the VM; a shared node at the VM's estimate), and the reasons. The wizard's button and
// `kubecloud deploy --auto-place` run this same code.

export interface AutoChoice {
  vmKey: string;
  nodeId: number | null;
  /** Why this node, in the user's words; or why none. */
  reasons: string[];
}

export interface AutoPlaceOptions extends Omit<PlacementContext, "vms"> {
  /** Nodes not to use (a storage pool too small, found after an earlier round). */
  excluded?: ReadonlySet<number>;
}

const gb = (bytes: number) => Math.floor(bytesToGB(bytes));
// The reasons are sentences both the console and the command line print; the SDK has no UI formatters.
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

function priceReason(node: PlacementNode, monthly: number, cheapest: boolean): string {
  if (node.reserved) return "Reserved by you: its rent already covers this VM, so it adds nothing to your bill";
  return `${cheapest ? "The cheapest node that fits" : "A node that fits"}: about ${usd.format(monthly)} a month for this VM (shared, an estimate)`;
}

/**
 * Places every VM of `vms` (their current choices are ignored), masters first. Pure: the same nodes and
 * VMs give the same choices, in the order of `vms`.
 */
export function autoPlace(
  vms: readonly PlacementVm[],
  nodes: readonly PlacementNode[],
  options: AutoPlaceOptions,
): AutoChoice[] {
  const order = [...vms.filter((vm) => vm.role === "master"), ...vms.filter((vm) => vm.role === "worker")];
  const placed: PlacementVm[] = vms.map((vm) => ({ ...vm, nodeId: null, gpuIds: [] }));
  const masterFarms = new Map<number, string>();
  const choices = new Map<string, AutoChoice>();

  for (const vm of order) {
    const current = placed.find((p) => p.key === vm.key)!;
    const context: PlacementContext = { ...options, vms: placed };
    const fits = nodes.filter(
      (node) => !options.excluded?.has(node.nodeId) && placementProblems(current, node.nodeId, context).length === 0,
    );
    if (fits.length === 0) {
      const need = demandOf(vm);
      choices.set(vm.key, {
        vmKey: vm.key,
        nodeId: null,
        reasons: [
          `No healthy node you can use has ${need.cpu} vCPU, ${gb(need.memory)} GB RAM and ${gb(need.storage)} GB SSD free for ${vm.name}. Make it smaller, or reserve a larger node.`,
        ],
      });
      continue;
    }
    // Masters prefer a farm no other master uses (one farm's outage then takes down one master at most).
    const spread = vm.role === "master" ? fits.filter((node) => !masterFarms.has(node.farmId)) : [];
    const pool = spread.length > 0 ? spread : fits;
    const need = demandOf(vm);
    const costOf = (node: PlacementNode) => vmCost(node, need).monthly ?? 0;
    const byPrice = [...pool].sort(
      (a, b) => costOf(a) - costOf(b) || Number(b.reserved) - Number(a.reserved) || b.free.memory - a.free.memory,
    );
    const node = byPrice[0];
    const reasons = [
      priceReason(node, costOf(node), costOf(node) <= Math.min(...fits.map(costOf))),
      `Healthy, with ${node.free.cpu} vCPU, ${gb(node.free.memory)} GB RAM and ${gb(node.free.storage)} GB SSD free`,
    ];
    if (vm.role === "master" && masterFarms.size > 0) {
      reasons.push(
        spread.length > 0
          ? `On farm ${node.farmName}, apart from ${[...new Set(masterFarms.values())].join(" and ")}`
          : `No free farm was left for another master, so it shares farm ${node.farmName}`,
      );
    }
    if (vm.role === "master") masterFarms.set(node.farmId, node.farmName);
    current.nodeId = node.nodeId;
    choices.set(vm.key, { vmKey: vm.key, nodeId: node.nodeId, reasons });
  }
  return vms.map((vm) => choices.get(vm.key)!);
}

/** Rounds of automatic placement at most (each drops the nodes whose storage pool turned out too small). */
const ROUNDS = 4;

/** The reason added to a choice whose node's storage pool was asked and has room. */
export const POOL_CHECKED_REASON = "Its SSD storage pool has room for the disk";

/**
 * `autoPlace`, then each chosen node's storage pools (`GET /v1/nodes/{id}/storage-pool`, through `pools`): a
 * node whose pool cannot take the disk (or cannot be asked) is left out and the VMs are placed again. A node
 * still refused after the last round stays chosen, without the pool reason: the caller checks it again and
 * says why.
 */
export async function autoPlaceChecked(
  vms: readonly PlacementVm[],
  nodes: readonly PlacementNode[],
  context: Omit<PlacementContext, "vms" | "nodes">,
  pools: (nodeId: number) => Promise<readonly StoragePool[]>,
): Promise<AutoChoice[]> {
  const excluded = new Set<number>();
  const nodesById = new Map(nodes.map((node) => [node.nodeId, node]));
  let choices: AutoChoice[] = [];
  let refused: boolean[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    choices = autoPlace(vms, nodes, { ...context, nodes: nodesById, excluded });
    const placed = vms.map((vm, i) => ({ ...vm, nodeId: choices[i].nodeId }));
    const load = loadByNode([...placed, ...(context.inFlight ?? [])]);
    refused = await Promise.all(
      choices.map(async ({ nodeId }) => {
        if (nodeId === null) return false;
        try {
          return poolProblem(await pools(nodeId), load.get(nodeId)?.storage ?? 0, nodeId) !== undefined;
        } catch {
          return true;
        }
      }),
    );
    choices.forEach(({ nodeId }, i) => {
      if (nodeId !== null && refused[i]) excluded.add(nodeId);
    });
    if (!refused.some(Boolean)) break;
  }
  return choices.map((choice, i) =>
    choice.nodeId === null || refused[i] ? choice : { ...choice, reasons: [...choice.reasons, POOL_CHECKED_REASON] },
  );
}
