// Cluster workflows: deploy (one step per VM, with progress events and a rollback on failure), delete one or
// all clusters (adding and removing a node: cluster-nodes.ts). A cluster appears in the list only when its
// deployment has finished, and a VM that does not fit on its grid node fails the deployment.
import type { ClusterInput, ClusterNodeInput } from "@kubecloud/sdk";
import { buildVm, electLeader, emptyCluster, joinNetwork, kubeconfigFor, projectName } from "./cluster-model.ts";
import type { SandboxContext } from "./context.ts";
import { refreshRentable } from "./grid.ts";
import { notify } from "./notify.ts";
import { findNode, nextId, type DeploymentRecord } from "./store.ts";
import { isoTime } from "./time.ts";
import { finished, place, release } from "./cluster-steps.ts";
import { takeFailure } from "./deploy-failures.ts";
import { runWorkflow } from "./workflows.ts";

/** Cluster names with a deployment in flight, per user (a second deploy of the same name is a 409). */
const inFlight = new WeakMap<SandboxContext, Set<string>>();
export const deploying = (ctx: SandboxContext) => inFlight.get(ctx) ?? inFlight.set(ctx, new Set()).get(ctx)!;

export const findDeployment = (ctx: SandboxContext, userId: number, name: string) =>
  ctx.state.deployments.find((d) => d.userId === userId && d.cluster.name === name);

/** Reports a deployment step of `total` as completed or failed. */
function progressReporter(ctx: SandboxContext, userId: number, clusterName: string, total: number) {
  return (step: number, ok: boolean) =>
    notify(ctx, userId, {
      type: ok ? "step_completed" : "step_failed",
      severity: "info",
      subject: "Cluster Deployment Progress",
      message: `Deploying cluster "${clusterName}" - Step ${ok ? "completed" : "failed"} (${step}/${total})`,
      // The server's after-step hook reports a failed step as "retrying".
      status: ok ? "completed" : "retrying",
      payload: { cluster_name: clusterName, current_step: String(step), total_steps: String(total) },
    });
}

/** The last deployment step: the cluster of the placed VMs becomes a deployment record. */
function storeDeployment(ctx: SandboxContext, userId: number, input: ClusterInput, nodes: ClusterNodeInput[]): void {
  if (findDeployment(ctx, userId, input.name)) throw new Error("deployment already exists");
  const cluster = emptyCluster(userId, input);
  nodes.forEach((vm, index) => {
    const built = buildVm(ctx, userId, input.name, vm, index + 2);
    cluster.nodes.push(built);
    joinNetwork(ctx, cluster, built, index + 2);
  });
  const now = isoTime(ctx.clock.now());
  const record: DeploymentRecord = {
    id: nextId(ctx.state, "deployment"),
    userId,
    projectName: projectName(userId, input.name),
    token: input.token || ctx.rng.alphanumeric(32),
    cluster,
    kubeconfig: kubeconfigFor(cluster),
    createdAt: now,
    updatedAt: now,
  };
  ctx.state.deployments.push(record);
  for (const vm of nodes) refreshRentable(ctx.state, findNode(ctx.state, vm.node_id)!);
}

/** The automatic rollback removes what was deployed; its success event also ends a failed deploy. */
function rollBack(
  ctx: SandboxContext,
  userId: number,
  clusterName: string,
  nodeCount: number,
  placed: ClusterNodeInput[],
): Promise<void> {
  return runWorkflow(ctx, {
    name: "rollback-failed-deployment",
    userId,
    startPayload: { cluster_name: clusterName },
    steps: [{ name: "remove-cluster", ms: 1500, run: () => release(ctx, placed.splice(0)) }],
    onSuccess: () => finished(ctx, userId, "rollback-failed-deployment", clusterName, nodeCount),
    onFailure: (e) => finished(ctx, userId, "rollback-failed-deployment", clusterName, nodeCount, e),
  }).done;
}

export function startDeploy(ctx: SandboxContext, userId: number, input: ClusterInput) {
  const nodes = electLeader(input.nodes);
  const total = nodes.length + 2;
  const name = `deploy-${nodes.length}-nodes`;
  const placed: ClusterNodeInput[] = [];
  const key = `${userId}/${input.name}`;
  deploying(ctx).add(key);
  const failAt = takeFailure(ctx, userId)?.step;
  const told = "the sandbox was told to fail this step";
  const progress = progressReporter(ctx, userId, input.name, total);
  const nodeSteps = nodes.map((vm, index) => ({
    name: `deploy-node-${vm.name}`,
    ms: 4000,
    run: () => {
      try {
        if (failAt === index + 2)
          throw new Error(`failed to deploy node ${vm.name} on grid node ${vm.node_id}: ${told}`);
        place(ctx, userId, vm);
        placed.push(vm);
      } catch (error) {
        progress(index + 2, false);
        throw error;
      }
      progress(index + 2, true);
    },
  }));
  return runWorkflow(ctx, {
    name,
    userId,
    startPayload: { cluster_name: input.name },
    steps: [
      {
        name: "deploy-network",
        ms: 3000,
        run: () => {
          progress(1, failAt !== 1);
          if (failAt === 1) throw new Error(`failed to deploy network: ${told}`);
        },
      },
      ...nodeSteps,
      { name: "fetch_kubeconfig", ms: 2000 },
      {
        name: "verify-cluster-ready",
        ms: 3000,
        run: () => {
          if (!nodes.some((vm) => vm.type === "leader"))
            throw new Error("cluster is not ready: no leader or master node");
          if (failAt !== undefined && failAt > nodes.length + 1) throw new Error(`cluster is not ready: ${told}`);
        },
      },
      {
        name: "store-deployment",
        ms: 500,
        run: () => storeDeployment(ctx, userId, input, nodes),
      },
    ],
    onSuccess: () => {
      deploying(ctx).delete(key);
      finished(ctx, userId, name, input.name, nodes.length);
    },
    onFailure: async (error) => {
      deploying(ctx).delete(key);
      finished(ctx, userId, name, input.name, nodes.length, error);
      await rollBack(ctx, userId, input.name, nodes.length, placed);
    },
  });
}

/** delete-cluster for one record, delete-all-clusters for several. */
export function startDelete(ctx: SandboxContext, userId: number, records: DeploymentRecord[], all: boolean) {
  const workflow = all ? "delete-all-clusters" : "delete-cluster";
  const label = all ? "all" : records[0].cluster.name;
  const nodeCount = records.reduce((sum, r) => sum + r.cluster.nodes.length, 0);
  const remove = () => {
    const gone = records.filter((r) => ctx.state.deployments.includes(r));
    if (!gone.length) throw new Error("deployment not found");
    ctx.state.deployments = ctx.state.deployments.filter((r) => !gone.includes(r));
    for (const record of gone) release(ctx, record.cluster.nodes);
  };
  const steps = all
    ? [
        { name: "gather-all-contract-ids", ms: 1000 },
        { name: "batch-cancel-contracts", ms: 2000 },
        { name: "delete-all-user-clusters", ms: 1000, run: remove },
      ]
    : [
        { name: "remove-cluster", ms: 2000 },
        { name: "remove-cluster-from-db", ms: 1000, run: remove },
      ];
  return runWorkflow(ctx, {
    name: workflow,
    userId,
    startPayload: { cluster_name: label },
    steps,
    onSuccess: () => finished(ctx, userId, workflow, label, nodeCount),
    onFailure: (error) => finished(ctx, userId, workflow, label, nodeCount, error),
  });
}
