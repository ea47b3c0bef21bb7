// What every cluster workflow does (clusters.ts, cluster-nodes.ts): place VMs on their grid nodes and release
// them, and tell the user how the workflow ended.
import type { ClusterNode, ClusterNodeInput } from "@kubecloud/sdk";
import type { SandboxContext } from "./context.ts";
import { allocate, availableFor, fitProblem, refreshRentable } from "./grid.ts";
import { notify } from "./notify.ts";
import { findNode, findUser } from "./store.ts";
import { describeWorkflow } from "./workflows.ts";

/** The notification of a finished workflow: succeeded, or failed with the error's message. */
export function finished(
  ctx: SandboxContext,
  userId: number,
  workflow: string,
  cluster: string,
  nodeCount: number,
  error?: Error,
): void {
  const description = describeWorkflow(workflow);
  const payload = { workflow_name: workflow, cluster_name: cluster, node_count: String(nodeCount) };
  if (error) {
    notify(ctx, userId, {
      type: "deployment",
      severity: "error",
      subject: `${description} failed`,
      message: `${description} for cluster '${cluster}' failed`,
      status: "failed",
      persist: true,
      payload: { ...payload, error: error.message },
    });
  } else {
    notify(ctx, userId, {
      type: "deployment",
      severity: "success",
      subject: `${description} completed successfully`,
      message: `${description} completed successfully for cluster '${cluster}' with ${nodeCount} nodes`,
      status: "succeeded",
      persist: true,
      payload,
    });
  }
}

/** Places one VM: the grid node must be usable by the user's twin and have room for it. */
export function place(ctx: SandboxContext, userId: number, vm: ClusterNodeInput): void {
  const node = findNode(ctx.state, vm.node_id);
  const twinId = findUser(ctx.state, userId)?.twinId ?? 0;
  const problem = !node
    ? "node not found"
    : !availableFor(node, twinId)
      ? "node is rented by another twin"
      : fitProblem(node, vm);
  if (problem) throw new Error(`failed to deploy node ${vm.name} on grid node ${vm.node_id}: ${problem}`);
  allocate(node!, vm, 1);
}

/** Frees the VMs' room on their grid nodes (a node no longer in the grid is skipped). */
export function release(ctx: SandboxContext, vms: ClusterNodeInput[] | ClusterNode[]): void {
  for (const vm of vms) {
    const node = findNode(ctx.state, vm.node_id);
    if (!node) continue;
    allocate(node, vm, -1);
    refreshRentable(ctx.state, node);
  }
}
