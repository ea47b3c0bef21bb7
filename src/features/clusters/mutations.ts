import type { ClusterInput, Deployment, KubeCloudClient } from "@kubecloud/sdk";
import { useApi } from "../../lib/api-context.ts";
import { clusterQueries } from "../../lib/queries/clusters.ts";
import { claimEventsFor } from "../../lib/shown-events.ts";
import { useExactlyOnce } from "../../lib/use-exactly-once.ts";
import { clusterScreenQueries } from "./queries.ts";
import { startOf } from "./shown.ts";
import { useTracker } from "./tracker-context.ts";
import { timelineOf, type OperationKind } from "./tracker.ts";
import type { ClusterDraft, VmDraft } from "./schemas.ts";

// Every cluster change is a workflow: the server answers 202 with its id, and the tracker follows it to its
// end (live events, and the workflow's state). The screens show refusals themselves, next to what the user did.
// Each is sent once per user action (use-exactly-once.ts); one that got no answer may have started its
// workflow, so the cluster list (and the cluster) are read again before the user can try again.

/** What shows whether a change to `cluster` happened: the list, and the cluster's own page. */
const clusterState = (api: KubeCloudClient, cluster?: string) => [
  clusterQueries.list(api).queryKey,
  ...(cluster ? [clusterScreenQueries.detail(api, cluster).queryKey] : []),
];

/** `POST /v1/deployments`; the tracker follows the deployment from here. */
export function useDeploy() {
  const api = useApi();
  const { tracker } = useTracker();
  return useExactlyOnce({
    mutationFn: ({ body }: { body: ClusterInput; draft: ClusterDraft }) => {
      // The wizard opens the cluster's page, which shows the deployment: its start (announced right after the
      // 202, maybe before the page is there) is no news either.
      claimEventsFor(startOf("deploy"));
      return api.call("post", "/v1/deployments", { body });
    },
    recheck: ({ body }) => clusterState(api, body.name),
    onSuccess: (accepted, { body, draft }) => {
      tracker.startDeployment({
        cluster: body.name,
        taskId: accepted.task_id,
        startedAt: new Date().toISOString(),
        draft,
        workflow: accepted.status,
      });
    },
    meta: { errorToast: false },
  });
}

function useOperation<V>(
  kind: OperationKind,
  call: (variables: V) => Promise<{ task_id: string }>,
  describe: (variables: V) => { cluster: string; node?: string; vm?: VmDraft },
) {
  const api = useApi();
  const { tracker } = useTracker();
  return useExactlyOnce({
    mutationFn: (variables: V) => {
      // Shown where it was started (the cluster page, the clusters section after a deletion): its start,
      // announced right after the 202, is no news.
      claimEventsFor(startOf(kind));
      return call(variables);
    },
    recheck: (variables) => clusterState(api, describe(variables).cluster),
    onSuccess: (accepted, variables) => {
      const operation = describe(variables);
      tracker.startOperation({ kind, taskId: accepted.task_id, startedAt: new Date().toISOString(), ...operation });
      // A cluster being deleted needs no deployment report any more.
      if (kind === "delete") tracker.dismissDeployment(operation.cluster);
    },
    meta: { errorToast: false },
  });
}

/** Adds `body.nodes[0]` (the body's name decides the cluster; the path carries the same name). */
export function useAddNode() {
  const api = useApi();
  return useOperation(
    "add-node",
    ({ body }: { body: ClusterInput; vm: VmDraft }) =>
      api.call("post", "/v1/deployments/{name}/nodes", { params: { path: { name: body.name } }, body }),
    ({ body, vm }) => ({ cluster: body.name, node: vm.name, vm }),
  );
}

/** Removes a node by its user-given name (`original_name`). */
export function useRemoveNode() {
  const api = useApi();
  return useOperation(
    "remove-node",
    ({ cluster, node }: { cluster: string; node: string }) =>
      api.call("delete", "/v1/deployments/{name}/nodes/{node_name}", {
        params: { path: { name: cluster, node_name: node } },
      }),
    (variables) => variables,
  );
}

/** Deletes one cluster. */
export function useDeleteCluster() {
  const api = useApi();
  return useOperation(
    "delete",
    ({ cluster }: { cluster: string }) =>
      api.call("delete", "/v1/deployments/{name}", { params: { path: { name: cluster } } }),
    (variables) => variables,
  );
}

/** Deletes every cluster; with none the server starts nothing (200 without a task). */
export function useDeleteAll() {
  const api = useApi();
  const { tracker } = useTracker();
  return useExactlyOnce({
    mutationFn: () => {
      claimEventsFor(startOf("delete-all"));
      return api.call("delete", "/v1/deployments");
    },
    recheck: () => clusterState(api),
    onSuccess: (reply) => {
      if (!("task_id" in reply)) return;
      tracker.startOperation({
        kind: "delete-all",
        cluster: "all",
        taskId: reply.task_id,
        startedAt: new Date().toISOString(),
      });
      for (const record of tracker.getSnapshot().deployments)
        if (timelineOf(record).phase === "running") tracker.dismissDeployment(record.cluster);
    },
    meta: { errorToast: false },
  });
}

/** The operations in flight on `cluster` (a delete-all counts for every cluster). */
export function operationsOn(
  operations: ReturnType<typeof useTracker>["state"]["operations"],
  cluster: Deployment["cluster"]["name"],
) {
  return operations.filter((op) => op.cluster === cluster || op.kind === "delete-all");
}
