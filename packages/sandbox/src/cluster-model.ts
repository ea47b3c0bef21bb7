// Cluster records as the server stores them: prefixed VM names, leader election, the private network
// with one /24 per grid node, overlay addresses and contract ids, and the kubeconfig.
import type { Cluster, ClusterInput, ClusterNode, ClusterNodeInput } from "@kubecloud/sdk";
import type { SandboxContext } from "./context.ts";
import { nextId } from "./store.ts";

export const K3S_FLIST = "https://hub.threefold.me/omarabdulaziz.3bot/omarabdul3ziz-k3s-opt_crypto.flist";
export const ENTRYPOINT = "/sbin/zinit init";

export const projectName = (userId: number, name: string) => `kc${userId}${name}`;

/** Without a `leader`, the first `master` is promoted (the server's leader election). */
export function electLeader(nodes: ClusterNodeInput[]): ClusterNodeInput[] {
  if (nodes.some((node) => node.type === "leader")) return nodes;
  const first = nodes.findIndex((node) => node.type === "master");
  return nodes.map((node, index) => (index === first ? { ...node, type: "leader" } : node));
}

/** Duplicate names or grid node ids within one request (the server's semantic check). */
export function duplicateProblem(nodes: ClusterNodeInput[]): string | undefined {
  const names = new Set<string>();
  const ids = new Set<number>();
  for (const node of nodes) {
    if (names.has(node.name)) return `duplicate node name found: ${node.name}`;
    if (ids.has(node.node_id)) return `duplicate node id found: ${node.node_id}`;
    names.add(node.name);
    ids.add(node.node_id);
  }
  return undefined;
}

const group = (ctx: SandboxContext) => ctx.rng.hex(ctx.rng.int(1, 4)).replace(/^0+(?=.)/, "");
const myceliumIp = (ctx: SandboxContext) =>
  `${ctx.rng.int(0x400, 0x5ff).toString(16)}:${group(ctx)}:${group(ctx)}:${group(ctx)}:ff0f:${group(ctx)}:${group(ctx)}:${group(ctx)}`;
const planetaryIp = (ctx: SandboxContext) =>
  `30${ctx.rng.int(0, 3)}:${group(ctx)}:${group(ctx)}:${group(ctx)}:${group(ctx)}:${group(ctx)}:${group(ctx)}:${group(ctx)}`;

/** The VM as stored: input fields plus computed ones. `disk_size` is floored to whole GB. */
export function buildVm(
  ctx: SandboxContext,
  userId: number,
  clusterName: string,
  input: ClusterNodeInput,
  subnet: number,
): ClusterNode {
  return {
    name: `${projectName(userId, clusterName)}${input.name}`,
    type: input.type,
    node_id: input.node_id,
    cpu: input.cpu,
    memory: input.memory,
    root_size: input.root_size,
    disk_size: Math.floor(input.disk_size / 1024) * 1024,
    ...(input.gpu_ids?.length ? { gpu_ids: input.gpu_ids } : {}),
    flist: input.flist || K3S_FLIST,
    entrypoint: input.entrypoint || ENTRYPOINT,
    ip: `10.20.${subnet}.2`,
    mycelium_ip: myceliumIp(ctx),
    planetary_ip: planetaryIp(ctx),
    contract_id: nextId(ctx.state, "nodeContract"),
    original_name: input.name,
  };
}

/** The next free /24 of the cluster network (10.20.2.0/24 is the first, as in the examples). */
export function nextSubnet(cluster: Cluster): number {
  const used = new Set(Object.values(cluster.network.nodes_ip_range ?? {}).map((cidr) => Number(cidr.split(".")[2])));
  let subnet = 2;
  while (used.has(subnet)) subnet++;
  return subnet;
}

/** Adds a VM's grid node to the network (its subnet, network contract and WireGuard port). */
export function joinNetwork(ctx: SandboxContext, cluster: Cluster, vm: ClusterNode, subnet: number): void {
  const network = cluster.network;
  const key = String(vm.node_id);
  if (!network.nodes.includes(vm.node_id)) network.nodes.push(vm.node_id);
  network.nodes_ip_range = { ...network.nodes_ip_range, [key]: `10.20.${subnet}.0/24` };
  network.node_deployment_id = { ...network.node_deployment_id, [key]: nextId(ctx.state, "nodeContract") };
  network.wg_port = { ...network.wg_port, [key]: ctx.rng.int(2000, 7999) };
}

export function emptyCluster(userId: number, input: ClusterInput): Cluster {
  const project = projectName(userId, input.name);
  return {
    name: input.name,
    project_name: project,
    nodes: [],
    network: {
      name: `${project}net`,
      description: "",
      nodes: [],
      ip_range: "10.20.0.0/16",
      add_wg_access: false,
      solution_type: project,
      public_node_id: 0,
    },
  };
}

/** A k3s kubeconfig pointing at the leader over Mycelium (placeholder credentials). */
export function kubeconfigFor(cluster: Cluster): string {
  const leader = cluster.nodes.find((n) => n.type === "leader") ?? cluster.nodes.find((n) => n.type === "master");
  const b64 = (text: string) => Buffer.from(text).toString("base64");
  return [
    "apiVersion: v1",
    "clusters:",
    "- cluster:",
    `    certificate-authority-data: ${b64(`-----BEGIN CERTIFICATE-----\nSANDBOX-K3S-SERVER-CA-${cluster.project_name}\n-----END CERTIFICATE-----\n`)}`,
    `    server: https://[${leader?.mycelium_ip ?? "::1"}]:6443`,
    "  name: default",
    "contexts:",
    "- context:",
    "    cluster: default",
    "    user: default",
    "  name: default",
    "current-context: default",
    "kind: Config",
    "preferences: {}",
    "users:",
    "- name: default",
    "  user:",
    `    client-certificate-data: ${b64(`-----BEGIN CERTIFICATE-----\nSANDBOX-K3S-CLIENT-${cluster.project_name}\n-----END CERTIFICATE-----\n`)}`,
    `    client-key-data: ${b64("-----BEGIN EC PRIVATE KEY-----\nSANDBOX-K3S-CLIENT-KEY-NOT-A-REAL-KEY\n-----END EC PRIVATE KEY-----\n")}`,
    "",
  ].join("\n");
}
