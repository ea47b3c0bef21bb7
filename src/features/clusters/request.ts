import type { ClusterInput, ClusterNodeInput, SshKey } from "@kubecloud/sdk";
import { vmLimits, type VmValues } from "./schemas.ts";

// What the console sends (product-rules §7): sizes in MB, masters first (the first master becomes the leader
// and the others join it), the chosen public keys as SSH_KEY, and nothing the server computes. No token:
// the server generates the cluster's own (the previous console sent a fixed "securetoken" to every cluster).

const MB_PER_GB = 1024;

/** One VM as the server takes it; `vm` must be placed. */
export function nodeInput(vm: VmValues, keys: readonly SshKey[]): ClusterNodeInput {
  if (vm.nodeId === null) throw new Error(`${vm.name} is not placed`);
  const publicKeys = vm.sshKeyIds
    .map((id) => keys.find((key) => key.ID === id)?.public_key.trim())
    .filter((key): key is string => Boolean(key));
  return {
    name: vm.name,
    type: vm.role,
    node_id: vm.nodeId,
    cpu: vm.cpu,
    memory: vm.memoryGb * MB_PER_GB,
    root_size: vmLimits.rootfsGb * MB_PER_GB,
    disk_size: vm.diskGb * MB_PER_GB,
    env_vars: { SSH_KEY: publicKeys.join("\n") },
    ...(vm.gpuIds.length > 0 ? { gpu_ids: vm.gpuIds } : {}),
  };
}

/** Masters first, each group in the user's order. */
export function sentOrder<T extends { role: string }>(vms: readonly T[]): T[] {
  return [...vms.filter((vm) => vm.role === "master"), ...vms.filter((vm) => vm.role !== "master")];
}

/** `POST /v1/deployments`. */
export function deployRequest(
  cluster: { name: string; vms: readonly VmValues[] },
  keys: readonly SshKey[],
): ClusterInput {
  return { name: cluster.name, nodes: sentOrder(cluster.vms).map((vm) => nodeInput(vm, keys)) };
}

/** `POST /v1/deployments/{name}/nodes`: a whole cluster input holding the one new node (the body's name decides). */
export function addNodeRequest(clusterName: string, vm: VmValues, keys: readonly SshKey[]): ClusterInput {
  return { name: clusterName, nodes: [nodeInput(vm, keys)] };
}

/** The deploy request as a call of the SDK, for "Show as API Call". The token comes from the environment. */
export function sdkCall(baseUrl: string, body: ClusterInput): string {
  const json = JSON.stringify(body, null, 2).replace(/\n/g, "\n  ");
  return [
    'import { createKubeCloudClient, createMemoryTokenStore } from "@kubecloud/sdk";',
    "",
    "const api = createKubeCloudClient({",
    `  baseUrl: ${JSON.stringify(baseUrl)},`,
    "  tokens: createMemoryTokenStore({ accessToken: process.env.KUBECLOUD_TOKEN }),",
    "});",
    "",
    'const { task_id } = await api.call("post", "/v1/deployments", {',
    `  body: ${json},`,
    "});",
    "",
  ].join("\n");
}

/** A single-quoted shell word (a quote inside becomes '\''). */
function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** The deploy request as `curl`, the bearer token left to `$KUBECLOUD_TOKEN`. */
export function curlCall(baseUrl: string, body: ClusterInput): string {
  return [
    `curl -X POST ${shellQuote(`${baseUrl}/v1/deployments`)} \\`,
    `  -H "Authorization: Bearer $KUBECLOUD_TOKEN" \\`,
    "  -H 'Content-Type: application/json' \\",
    `  --data-raw ${shellQuote(JSON.stringify(body, null, 2))}`,
    "",
  ].join("\n");
}
