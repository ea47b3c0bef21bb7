import type { ClusterInput } from "@kubecloud/sdk";

// Deploy requests (`POST /v1/deployments`) for the tests of what the wizard shows, exports and imports.

type VmInput = ClusterInput["nodes"][number];

/** A VM of a deploy request at the wizard's default size (2 vCPU, 4 GB, 5 GB root, 25 GB disk); master1 unless overridden. */
export function buildVmInput(overrides: Partial<VmInput> = {}): VmInput {
  return {
    name: "master1",
    type: "master",
    node_id: 2215,
    cpu: 2,
    memory: 4096,
    root_size: 5120,
    disk_size: 25600,
    env_vars: {},
    ...overrides,
  };
}

/**
 * Cluster web2: master1 on node 2215 with the given SSH keys and a GPU, and worker1 on node 6204 (`worker`
 * overrides its fields).
 */
export function buildDeployRequest(sshKeys: string[], worker: Partial<VmInput> = {}): ClusterInput {
  return {
    name: "web2",
    nodes: [
      buildVmInput({ env_vars: { SSH_KEY: sshKeys.join("\n") }, gpu_ids: ["0000:0e:00.0/10de/2204"] }),
      buildVmInput({ name: "worker1", type: "worker", node_id: 6204, ...worker }),
    ],
  };
}
