// What `kubecloud deploy` will send and what it costs: the file's VMs placed (by the file, or by the SDK's
// automatic placement with `--auto-place`, exactly as the wizard's "Place Automatically", in one region with
// `--region` as the wizard's Region filter), checked against the nodes the user may use, priced as the server
// bills (a VM on a node the user rents adds nothing, one on a shared node is an estimate), and set against the
// balance with everything else the account pays a month, as the wizard's review does.
import {
  ROOTFS_GB,
  autoPlaceChecked,
  clusterCost,
  demandOf,
  placementProblems,
  poolProblem,
  loadByNode,
  monthlyWith,
  runwayDays,
  type ClusterCost,
  type CostBasis,
  type ClusterInput,
  type ClusterNodeInput,
  type Deployment,
  type GridRegion,
  type KubeCloudClient,
  type PlacementContext,
  type PlacementNode,
  type PlacementVm,
} from "@kubecloud/sdk";
import { CliError, Exit } from "../exit.ts";
import type { DeployFile, FileNode } from "./deploy-file.ts";
import { accountKeys, loadNodes, loadSpend, poolsOf, type Pools } from "./plan-reads.ts";

export interface PlacedVm {
  name: string;
  role: string;
  nodeId: number;
  farm?: string;
  country?: string;
  /**
   * What the VM adds a month: 0 on a node the user rents (its rent, billed with the user's nodes, covers it),
   * an estimate on a shared node; undefined when its node's price is unknown.
   */
  monthly?: number;
  basis: CostBasis;
  reserved: boolean;
  /** Why this node (automatic placement), or empty when the file chose it. */
  reasons: string[];
}

/** What the balance pays a month with the cluster: the runway's figure, and its parts (USD a month). */
export interface Spending {
  /** Rent of the user's reserved nodes (the cluster's VMs on them add nothing to it). */
  rent: number;
  /** Estimates of the VMs of the user's other clusters on shared nodes. */
  shared: number;
  /** VMs of other clusters left out: their node is not listed. */
  unknown: number;
  /** What this cluster adds (its VMs on shared nodes, an estimate). */
  cluster: number;
  monthly: number;
  /** The reserved nodes or the other clusters could not be read: only this cluster is counted. */
  failed: boolean;
}

export interface DeployPlan {
  request: ClusterInput;
  /** The region placement offered nodes from (`--region`); null for every region. */
  region: GridRegion | null;
  vms: PlacedVm[];
  cost: ClusterCost;
  /** Balance net of debt, USD. */
  balance: number;
  spending: Spending;
  /** Whole days the balance pays for everything the account pays with the cluster; null when that is nothing. */
  runwayDays: number | null;
}

/** A node of the request as placement sees it: sizes back in GB, a root filesystem beyond 5 GB added to the disk. */
export function placementVm(node: FileNode): PlacementVm {
  return {
    key: node.name,
    name: node.name,
    role: node.type === "worker" ? "worker" : "master",
    cpu: node.cpu,
    memoryGb: node.memory / 1024,
    diskGb: (node.disk_size + node.root_size) / 1024 - ROOTFS_GB,
    nodeId: node.node_id ?? null,
    gpuIds: node.gpu_ids ?? [],
  };
}

/**
 * Each VM checked where it is, as the wizard does before it lets one deploy (room on the node, summed with
 * the cluster's other VMs, and one storage pool for the disk); the problems are the error (exit 1).
 */
async function checkPlaced(vms: PlacementVm[], context: PlacementContext, pools: Pools): Promise<void> {
  const load = loadByNode(vms);
  const problems = await Promise.all(
    vms.map(async (vm) => {
      if (vm.nodeId === null) return [`${vm.name}: no node_id (give one, or use --auto-place)`];
      const found = placementProblems(vm, vm.nodeId, context);
      if (found.length > 0) return found.map((text) => `${vm.name} on node ${vm.nodeId}: ${text}`);
      const pool = poolProblem(await pools(vm.nodeId), load.get(vm.nodeId)?.storage ?? 0, vm.nodeId);
      return pool ? [`${vm.name}: ${pool}`] : [];
    }),
  );
  if (problems.flat().length > 0)
    throw new CliError(`The cluster does not fit where it is placed:\n  ${problems.flat().join("\n  ")}`, Exit.api);
}

/** The `env_vars` of each node: SSH_KEY from the file, else every public key of the account. */
async function sshKeys(api: KubeCloudClient, nodes: readonly FileNode[]) {
  const account = nodes.some((node) => !node.env_vars?.SSH_KEY) ? await accountKeys(api) : "";
  return (node: FileNode) => ({ ...node.env_vars, SSH_KEY: node.env_vars?.SSH_KEY || account });
}

/** Automatic placement, or the reasons none was found (exit 1). */
async function place(
  vms: PlacementVm[],
  nodes: PlacementNode[],
  context: Omit<PlacementContext, "vms" | "nodes">,
  pools: Pools,
): Promise<string[][]> {
  const choices = await autoPlaceChecked(vms, nodes, context, pools);
  const unplaced = choices.filter((choice) => choice.nodeId === null);
  if (unplaced.length > 0)
    throw new CliError(
      `Cannot place every VM:\n${unplaced.map((choice) => `  ${choice.vmKey}: ${choice.reasons.join("; ")}`).join("\n")}`,
      Exit.api,
    );
  choices.forEach((choice, i) => (vms[i].nodeId = choice.nodeId));
  return choices.map((choice) => choice.reasons);
}

/**
 * Places, checks and prices the file's cluster. Every VM must end on a node where it fits (the SDK's checks,
 * the node's storage pool included), else nothing is sent and the reasons are the error.
 */
export async function planDeployment(
  api: KubeCloudClient,
  file: DeployFile,
  { autoPlace = false, region = null }: { autoPlace?: boolean; region?: GridRegion | null } = {},
): Promise<DeployPlan> {
  const [{ nodes, rented }, balance] = await Promise.all([loadNodes(api, region), api.call("get", "/v1/user/balance")]);
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const vms = file.nodes.map(placementVm);
  const pools = poolsOf(api);
  const reasons = autoPlace ? await place(vms, nodes, {}, pools) : vms.map(() => []);
  await checkPlaced(vms, { nodes: byId, vms }, pools);
  const keys = await sshKeys(api, file.nodes);
  const request: ClusterInput = {
    ...file,
    nodes: file.nodes.map((node, i) => ({ ...node, node_id: vms[i].nodeId!, env_vars: keys(node) })),
  };
  const cost = clusterCost(
    vms.map((vm) => ({ name: vm.name, nodeId: vm.nodeId, resources: demandOf(vm) })),
    byId,
  );
  const net = balance.balance_usd - balance.debt_usd;
  const spend = await loadSpend(api, rented);
  const monthly = monthlyWith(spend, cost.monthly);
  return {
    request,
    region,
    vms: vms.map((vm, i) => {
      const node = byId.get(vm.nodeId!);
      return {
        name: vm.name,
        role: file.nodes[i].type,
        nodeId: vm.nodeId!,
        farm: node?.farmName,
        country: node?.country,
        monthly: cost.lines[i]?.monthly,
        basis: cost.lines[i]?.basis ?? "unknown",
        reserved: node?.reserved ?? false,
        reasons: reasons[i],
      };
    }),
    cost,
    balance: net,
    spending: {
      rent: spend?.rent ?? 0,
      shared: spend?.shared ?? 0,
      unknown: spend?.unknown ?? 0,
      cluster: cost.monthly,
      monthly,
      failed: spend === undefined,
    },
    runwayDays: runwayDays(net, monthly),
  };
}

/**
 * The node of `clusters add-node`, placed (with `autoPlace`, off the grid nodes the cluster already runs on)
 * and checked as the console's Add node does.
 */
export async function planNode(
  api: KubeCloudClient,
  deployment: Deployment,
  file: FileNode,
  { autoPlace = false } = {},
): Promise<{ node: ClusterNodeInput; reasons: string[] }> {
  const { nodes } = await loadNodes(api);
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const taken = new Map(deployment.cluster.nodes.map((node) => [node.node_id, node.original_name ?? node.name]));
  const vms = [placementVm(file)];
  const pools = poolsOf(api);
  const [reasons] = autoPlace ? await place(vms, nodes, { taken }, pools) : [[]];
  await checkPlaced(vms, { nodes: byId, vms, taken }, pools);
  const keys = await sshKeys(api, [file]);
  return { node: { ...file, node_id: vms[0].nodeId!, env_vars: keys(file) }, reasons };
}
