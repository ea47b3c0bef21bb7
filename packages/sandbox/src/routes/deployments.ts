// Clusters (raw bodies, bare errors) and their metrics.
import type { Deployment, TaskAccepted } from "@kubecloud/sdk";
import { duplicateProblem } from "../cluster-model.ts";
import { startAddNode, startRemoveNode } from "../cluster-nodes.ts";
import { deploying, findDeployment, startDelete, startDeploy } from "../clusters.ts";
import { bare, envError, notFoundText, raw } from "../http.ts";
import { clusterMetrics } from "../metrics.ts";
import type { SandboxContext } from "../context.ts";
import type { HandlerModule, Handlers } from "../operation.ts";
import { findUser, type DeploymentRecord } from "../store.ts";

const view = (record: DeploymentRecord): Deployment => ({
  id: record.id,
  project_name: record.projectName,
  cluster: structuredClone(record.cluster),
  created_at: record.createdAt,
  updated_at: record.updatedAt,
});

const accepted = (task_id: string, message: string): TaskAccepted => ({ task_id, status: "pending", message });
/** Binding failures of deployment bodies: one bare text for syntax and rule errors alike. */
const invalidJson = { invalid: (c: Parameters<typeof bare>[0]) => bare(c, 400, "Invalid request json format") };
/** A cluster name that breaks the path rules cannot exist. */
const unknownCluster = { invalid: (c: Parameters<typeof bare>[0]) => bare(c, 404, "deployment not found") };

/** Deploying, listing, reading and deleting clusters, and their kubeconfig. */
function clusterHandlers(ctx: SandboxContext): Handlers {
  return {
    deployCluster: {
      ...invalidJson,
      handle(c, input) {
        const { body } = input;
        const userId = input.auth.user_id;
        const duplicate = duplicateProblem(body.nodes);
        if (duplicate) return envError(c, 400, "Validation failed", duplicate);
        if (!findUser(ctx.state, userId)) return bare(c, 500, "failed to get user: record not found");
        if (findDeployment(ctx, userId, body.name) || deploying(ctx).has(`${userId}/${body.name}`))
          return bare(c, 409, "deployment already exists");
        const { id } = startDeploy(ctx, userId, body);
        return raw(c, 202, accepted(id, "Deployment workflow started successfully"));
      },
    },

    listDeployments: {
      handle(c, input) {
        const deployments = ctx.state.deployments.filter((d) => d.userId === input.auth.user_id).map(view);
        return raw(c, 200, { deployments, count: deployments.length });
      },
    },

    deleteAllDeployments: {
      handle(c, input) {
        const userId = input.auth.user_id;
        if (!findUser(ctx.state, userId)) return bare(c, 500, "failed to get user: record not found");
        const records = ctx.state.deployments.filter((d) => d.userId === userId);
        if (!records.length) return raw(c, 200, { message: "No deployments found to delete" });
        const { id } = startDelete(ctx, userId, records, true);
        return raw(c, 202, accepted(id, "Delete all deployments workflow started successfully"));
      },
    },

    getDeployment: {
      ...unknownCluster,
      handle(c, input) {
        const record = findDeployment(ctx, input.auth.user_id, input.path.name);
        return record ? raw(c, 200, view(record)) : bare(c, 404, "deployment not found");
      },
    },

    deleteDeployment: {
      ...unknownCluster,
      handle(c, input) {
        const userId = input.auth.user_id;
        const record = findDeployment(ctx, userId, input.path.name);
        if (!record) return bare(c, 404, "deployment not found");
        const { id } = startDelete(ctx, userId, [record], false);
        return raw(c, 202, accepted(id, "Deployment deletion workflow started successfully"));
      },
    },

    getKubeconfig: {
      ...unknownCluster,
      handle(c, input) {
        const record = findDeployment(ctx, input.auth.user_id, input.path.name);
        if (!record) return bare(c, 404, "deployment not found");
        if (!record.cluster.nodes.some((n) => n.type === "leader" || n.type === "master"))
          return bare(c, 500, "No leader or master node found in deployment");
        return raw(c, 200, { kubeconfig: record.kubeconfig });
      },
    },
  };
}

/** Adding and removing a cluster's nodes, and its metrics. */
function clusterNodeHandlers(ctx: SandboxContext): Handlers {
  return {
    addClusterNode: {
      invalid: (c, failure) => (failure.in === "body" ? bare(c, 400, "Invalid request json format") : undefined),
      handle(c, input) {
        // The path name is ignored: the body's `name` picks the cluster, and only nodes[0] is used.
        const { body } = input;
        const record = findDeployment(ctx, input.auth.user_id, body.name);
        if (!record) return bare(c, 404, "deployment not found");
        const vm = body.nodes[0];
        if (record.cluster.nodes.some((n) => n.original_name === vm.name))
          return bare(c, 409, "Node with the same name already exists");
        if (record.cluster.nodes.some((n) => n.node_id === vm.node_id))
          return bare(c, 409, `node id ${vm.node_id} is already assigned to this cluster`);
        const { id } = startAddNode(ctx, record, vm);
        return raw(c, 202, accepted(id, "Node addition workflow started successfully"));
      },
    },

    removeClusterNode: {
      invalid: (c, failure) =>
        failure.in === "path" && failure.name === "node_name" ? undefined : bare(c, 404, "deployment not found"),
      handle(c, input) {
        const name = input.path.name;
        const record = findDeployment(ctx, input.auth.user_id, name);
        if (!record) return bare(c, 404, "deployment not found");
        const nodeName = input.path.node_name;
        if (!record.cluster.nodes.some((n) => n.original_name === nodeName))
          return bare(c, 404, `node "${nodeName}" not found in cluster "${name}"`);
        const { id } = startRemoveNode(ctx, record, nodeName);
        return raw(c, 202, accepted(id, "Node removal workflow started successfully"));
      },
    },

    getClusterMetrics: {
      invalid: (c) => notFoundText(c),
      handle(c, input) {
        const record = findDeployment(ctx, input.auth.user_id, input.path.id);
        return record ? raw(c, 200, clusterMetrics(ctx.state, record, ctx.clock.now())) : notFoundText(c);
      },
    },
  };
}

export const deploymentRoutes: HandlerModule = (ctx) => ({
  ...clusterHandlers(ctx),
  ...clusterNodeHandlers(ctx),
});
