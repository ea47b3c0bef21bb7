// Request bodies for the sandbox's tests and the contract tests.

/** A VM of a deploy request (`POST /v1/deployments`): 2 vCPU, `memory` MB, 5 GB root and 25 GB disk. */
export const vm = (name: string, node_id: number, type = "worker", memory = 4096) => ({
  name,
  type,
  node_id,
  cpu: 2,
  memory,
  root_size: 5120,
  disk_size: 25600,
});
