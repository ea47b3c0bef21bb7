import { operations } from "@kubecloud/sdk";
import { showToast } from "../../components/feedback/toasts.tsx";
import type { ThingLink } from "../../lib/describe-event.ts";
import { useUndoable } from "../../components/feedback/use-undoable.tsx";
import { undoTexts } from "../../config/undo-texts.ts";
import { thingLinks } from "../../lib/describe-event.ts";
import { errorText } from "../../lib/error-text.ts";
import { noAnswerText, type Attempt } from "../../lib/use-exactly-once.ts";
import { useDeleteAll, useDeleteCluster, useRemoveNode } from "./mutations.ts";

// Deleting a cluster, deleting them all and removing a node are scheduled (product-rules §4): the dialog
// closes, the toast and the item count down, and the request goes at the end (useExactlyOnce still sends it
// once). Accepted, the tracker's display takes over ("Deleting…"); refused or unanswered, a toast says so,
// since the dialog that used to say it has closed.

/** What each scheduled action is about: one at a time per key. */
export const undoKeys = {
  cluster: (name: string) => `delete-cluster:${name}`,
  all: "delete-all-clusters",
  node: (cluster: string, node: string) => `remove-node:${cluster}/${node}`,
};

interface Outcome {
  /** Title of a refusal: the call's own message. */
  failed: string;
  /** Title when no answer came. */
  unconfirmed: string;
  /** Goes on from "…, so we cannot tell whether". */
  whether: string;
  advice: string;
  link: ThingLink;
}

function report(attempt: Attempt<unknown>, outcome: Outcome): void {
  if (attempt.status === "failed")
    showToast({
      severity: "error",
      title: outcome.failed,
      message: errorText(attempt.error, outcome.failed),
      link: outcome.link,
    });
  if (attempt.status === "unconfirmed")
    showToast({
      severity: "warning",
      title: outcome.unconfirmed,
      message: `${noAnswerText(attempt.error)}, so we cannot tell whether ${outcome.whether}. ${outcome.advice}`,
      link: outcome.link,
    });
}

/** Schedules deleting `cluster`. */
export function useScheduleDeleteCluster() {
  const remove = useDeleteCluster();
  const undoable = useUndoable();
  return (cluster: string) => {
    const link = thingLinks.cluster(cluster);
    undoable({
      key: undoKeys.cluster(cluster),
      words: undoTexts.deleteCluster(cluster),
      link,
      send: async () =>
        report(await remove.run({ cluster }), {
          failed: operations.deleteDeployment.errorMessage ?? "Failed to delete cluster",
          unconfirmed: "We could not confirm the deletion",
          whether: `${cluster} is being deleted`,
          advice: "Check the cluster before you delete it again.",
          link,
        }),
    });
  };
}

/** Schedules deleting all `count` clusters. */
export function useScheduleDeleteAll() {
  const remove = useDeleteAll();
  const undoable = useUndoable();
  return (count: number) => {
    const link = thingLinks.clusters;
    undoable({
      key: undoKeys.all,
      words: undoTexts.deleteAll(count),
      link,
      send: async () =>
        report(await remove.run(), {
          failed: operations.deleteAllDeployments.errorMessage ?? "Failed to delete all deployments",
          unconfirmed: "We could not confirm the deletion",
          whether: "your clusters are being deleted",
          advice: "The list has been read again: check it before you delete them again.",
          link,
        }),
    });
  };
}

/** Schedules removing the node named `node` (its user-given name) from `cluster`. */
export function useScheduleRemoveNode() {
  const remove = useRemoveNode();
  const undoable = useUndoable();
  return (cluster: string, node: string) => {
    const link = thingLinks.cluster(cluster);
    undoable({
      key: undoKeys.node(cluster, node),
      words: undoTexts.removeNode(node, cluster),
      link,
      send: async () =>
        report(await remove.run({ cluster, node }), {
          failed: "Failed to remove node",
          unconfirmed: "We could not confirm the removal",
          whether: `${node} is leaving ${cluster}`,
          advice: "Check the cluster's nodes before you remove it again.",
          link,
        }),
    });
  };
}
