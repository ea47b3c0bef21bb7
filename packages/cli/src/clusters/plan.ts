// What `kubecloud deploy` will send and what it costs: the file's VMs placed (by the file, or by the SDK's
// automatic placement with `--auto-place`, exactly as the wizard's "Place Automatically"), checked against
// the nodes the user may use, priced, and set against the balance.
import {
  ROOTFS_GB,
  autoPlaceChecked,
  clusterCost,
  demandOf,
  keepUsable,
  placementNodes,
  placementProblems,
  poolProblem,
  loadByNode,
  runwayDays,
  type ClusterCost,
  type ClusterInput,
  type ClusterNodeInput,
  type Deployment,
  type GridNode,
  type KubeCloudClient,
  type PlacementContext,
  type PlacementNode,
  type PlacementVm,
  type RentableNode,
  type StoragePool,
} from "@kubecloud/sdk";
import { CliError, Exit } from "../exit.ts";
import type { DeployFile, FileNode } from "./deploy-file.ts";

/** What placement reads of a grid node (the console's gridNodeNeeds). */
const placementNeeds = {
  nodeId: "number",
  farmId: "number",
  farmName: "string",
  country: "string",
  price_usd: "number",
  "total_resources.cru": "number",
  "total_resources.mru": "number",
  "total_resources.sru": "number",
  "used_resources.cru": "number",
  "used_resources.mru": "number",
  "used_resources.sru": "number",
} as const;

/** As many of the nodes the user can deploy on as the wizard's node picker offers. */
const USABLE_QUERY = { size: 200 };

export interface PlacedVm {
  name: string;
  role: string;
  nodeId: number;
  farm?: string;
  country?: string;
  monthly?: number;
  reserved: boolean;
  /** Why this node (automatic placement), or empty when the file chose it. */
  reasons: string[];
}

export interface DeployPlan {
  request: ClusterInput;
  vms: PlacedVm[];
  cost: ClusterCost;
  /** Balance net of debt, USD. */
  balance: number;
  /** Whole days the balance pays for the cluster; null when it costs nothing. */
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

async function loadNodes(api: KubeCloudClient): Promise<PlacementNode[]> {
  const [usable, rented] = await Promise.all([
    api.call("get", "/v1/user/nodes", { params: { query: USABLE_QUERY } }),
    api.call("get", "/v1/user/nodes/rented"),
  ]);
  // Items the server sends without what placement reads are left out, as the console's lists do.
  const label = (node: Partial<GridNode>, index: number) => `node ${node.nodeId ?? index + 1}`;
  return placementNodes(
    keepUsable<GridNode>(usable.nodes, placementNeeds, label).kept,
    keepUsable<RentableNode>(rented.nodes, placementNeeds, label).kept,
  );
}

/** The public keys of the account, joined as the wizard sends them (every key, as it preselects them all). */
async function accountKeys(api: KubeCloudClient): Promise<string> {
  const keys = (await api.call("get", "/v1/user/ssh-keys")) ?? [];
  const text = keys
    .map((key) => key.public_key.trim())
    .filter(Boolean)
    .join("\n");
  if (!text)
    throw new CliError(
      "Your account has no SSH key, and the file gives none (env_vars.SSH_KEY): add one with kubecloud ssh-keys add NAME FILE",
      Exit.usage,
    );
  return text;
}

type Pools = (nodeId: number) => Promise<StoragePool[]>;

const poolsOf =
  (api: KubeCloudClient): Pools =>
  (nodeId) =>
    api
      .call("get", "/v1/nodes/{node_id}/storage-pool", { params: { path: { node_id: nodeId } } })
      .then((reply) => reply.pools ?? []);

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
  { autoPlace = false } = {},
): Promise<DeployPlan> {
  const [nodes, balance] = await Promise.all([loadNodes(api), api.call("get", "/v1/user/balance")]);
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
  return {
    request,
    vms: vms.map((vm, i) => {
      const node = byId.get(vm.nodeId!);
      return {
        name: vm.name,
        role: file.nodes[i].type,
        nodeId: vm.nodeId!,
        farm: node?.farmName,
        country: node?.country,
        monthly: cost.lines[i]?.monthly,
        reserved: node?.reserved ?? false,
        reasons: reasons[i],
      };
    }),
    cost,
    balance: net,
    runwayDays: runwayDays(net, cost.monthly),
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
  const nodes = await loadNodes(api);
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const taken = new Map(deployment.cluster.nodes.map((node) => [node.node_id, node.original_name ?? node.name]));
  const vms = [placementVm(file)];
  const pools = poolsOf(api);
  const [reasons] = autoPlace ? await place(vms, nodes, { taken }, pools) : [[]];
  await checkPlaced(vms, { nodes: byId, vms, taken }, pools);
  const keys = await sshKeys(api, [file]);
  return { node: { ...file, node_id: vms[0].nodeId!, env_vars: keys(file) }, reasons };
}
