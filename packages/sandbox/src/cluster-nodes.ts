// Changes to a deployed cluster's nodes: add a node (rolled back on failure) and remove one.
import type { ClusterNodeInput } from "@kubecloud/sdk";
import { buildVm, joinNetwork, kubeconfigFor, nextSubnet } from "./cluster-model.ts";
import { finished, place, release } from "./cluster-steps.ts";
import type { SandboxContext } from "./context.ts";
import { refreshRentable } from "./grid.ts";
import { findNode, type DeploymentRecord } from "./store.ts";
import { isoTime } from "./time.ts";
import { runWorkflow } from "./workflows.ts";

export function startAddNode(ctx: SandboxContext, record: DeploymentRecord, vm: ClusterNodeInput) {
  const name = record.cluster.name;
  let placed = false;
  return runWorkflow(ctx, {
    name: "add-node",
    userId: record.userId,
    startPayload: { cluster_name: name },
    steps: [
      { name: "update-network", ms: 2000 },
      { name: "add-node", ms: 4000, run: () => void (place(ctx, record.userId, vm), (placed = true)) },
      { name: "fetch_kubeconfig", ms: 2000 },
      { name: "prepare-verify-new-nodes", ms: 3000 },
      {
        name: "store-deployment",
        ms: 500,
        run: () => {
          if (!ctx.state.deployments.includes(record)) throw new Error("deployment not found");
          const subnet = nextSubnet(record.cluster);
          const built = buildVm(ctx, record.userId, name, vm, subnet);
          record.cluster.nodes.push(built);
          joinNetwork(ctx, record.cluster, built, subnet);
          record.updatedAt = isoTime(ctx.clock.now());
          refreshRentable(ctx.state, findNode(ctx.state, vm.node_id)!);
        },
      },
    ],
    onSuccess: () => finished(ctx, record.userId, "add-node", name, record.cluster.nodes.length),
    onFailure: async (error) => {
      finished(ctx, record.userId, "add-node", name, record.cluster.nodes.length, error);
      await runWorkflow(ctx, {
        name: "rollback-add-node",
        userId: record.userId,
        startPayload: { cluster_name: name },
        steps: [
          { name: "remove-node", ms: 1500, run: () => void (placed && release(ctx, [vm])) },
          { name: "store-deployment", ms: 500 },
        ],
        onSuccess: () => finished(ctx, record.userId, "rollback-add-node", name, record.cluster.nodes.length),
      }).done;
    },
  });
}

export function startRemoveNode(ctx: SandboxContext, record: DeploymentRecord, nodeName: string) {
  const name = record.cluster.name;
  return runWorkflow(ctx, {
    name: "remove-node",
    userId: record.userId,
    startPayload: { cluster_name: name },
    steps: [
      {
        name: "remove-node",
        ms: 2000,
        run: () => {
          const vm = record.cluster.nodes.find((n) => n.original_name === nodeName);
          if (!vm) throw new Error(`node "${nodeName}" not found in cluster "${name}"`);
          if (vm.type === "leader") throw new Error("cannot remove leader nodes");
          record.cluster.nodes = record.cluster.nodes.filter((n) => n !== vm);
          const network = record.cluster.network;
          if (!record.cluster.nodes.some((n) => n.node_id === vm.node_id)) {
            network.nodes = network.nodes.filter((id) => id !== vm.node_id);
            for (const map of [network.nodes_ip_range, network.node_deployment_id, network.wg_port])
              if (map) delete map[String(vm.node_id)];
          }
          release(ctx, [vm]);
        },
      },
      { name: "fetch_kubeconfig", ms: 2000, run: () => void (record.kubeconfig = kubeconfigFor(record.cluster)) },
      { name: "store-deployment", ms: 500, run: () => void (record.updatedAt = isoTime(ctx.clock.now())) },
    ],
    onSuccess: () => finished(ctx, record.userId, "remove-node", name, record.cluster.nodes.length),
    onFailure: (error) => finished(ctx, record.userId, "remove-node", name, record.cluster.nodes.length, error),
  });
}
