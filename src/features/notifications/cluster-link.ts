import type { Notification } from "@kubecloud/sdk";

/** Workflows after which the cluster no longer exists: its page would only say "Cluster not found". */
const GONE = new Set(["delete-cluster", "delete-all-clusters", "rollback-failed-deployment"]);
const DEPLOY = /^deploy-\d+-nodes$/;

/**
 * The cluster a stored notification is about (`payload.cluster_name`), when its page is there to open. With the
 * user's clusters known, that is whether it is among them; without, the notification itself says whether it is
 * gone: not after a deletion, nor after a deployment that failed (the server rolled it back).
 */
export function clusterOf(
  { payload }: Pick<Notification, "payload">,
  existing?: ReadonlySet<string>,
): string | undefined {
  const cluster = payload.cluster_name?.trim();
  if (!cluster) return undefined;
  if (existing) return existing.has(cluster) ? cluster : undefined;
  const workflow = payload.workflow_name ?? "";
  if (GONE.has(workflow) || payload.status === "deleted") return undefined;
  if (DEPLOY.test(workflow) && payload.status === "failed") return undefined;
  return cluster;
}
