import { useMutationState, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import {
  isKubeCloudError,
  KubeCloudError,
  nodeOutcome,
  readable,
  startedWorkflow,
  trackNodeStatus,
  workflowDescriptions,
  type KubeCloudClient,
} from "@kubecloud/sdk";
import { showToast, type ToastInput } from "../../components/feedback/toasts.tsx";
import { useUndoable } from "../../components/feedback/use-undoable.tsx";
import { eventTexts } from "../../config/event-texts.ts";
import { texts } from "../../config/texts.ts";
import { unconfirmedNodeTexts } from "../../config/unconfirmed-texts.ts";
import { undoTexts } from "../../config/undo-texts.ts";
import { useApi } from "../../lib/api-context.ts";
import { thingLinks } from "../../lib/describe-event.ts";
import { errorText } from "../../lib/error-text.ts";
import { NODE_FAILURE_EVENT, NODE_UPDATE_EVENT, type NodeFailure } from "../../lib/node-events.ts";
import { nodeQueries } from "../../lib/queries/nodes.ts";
import { claimEvents, claimEventsFor, type ShowsEvent } from "../../lib/shown-events.ts";
import { noAnswerText, outcomeUnknown, useExactlyOnce } from "../../lib/use-exactly-once.ts";

/** The nodes a reservation or a release is about. */
export interface NodeRef {
  nodeId: number;
  rentContractId: number;
}

const actionKeys = {
  reserve: () => [...nodeQueries.all(), "reserve"] as const,
  release: () => [...nodeQueries.all(), "release"] as const,
};

/**
 * Follows the node in the rented list until it is rented or gone (product-rules §4): every 5 s, 20 times,
 * and at once on each `node-update` event. Each check refreshes the shared rented list, so My nodes follows.
 * The server's failure event for the node ends it at once, with the server's reason (our rule).
 */
async function track(api: KubeCloudClient, queryClient: QueryClient, nodeId: number, target: "rented" | "rentable") {
  const failed = new AbortController();
  const onFailure = (event: Event) => {
    const { detail } = event as CustomEvent<NodeFailure>;
    if (detail.nodeId !== nodeId) return;
    const reason = detail.reason ?? `the server could not ${target === "rented" ? "reserve" : "release"} the node`;
    failed.abort(new KubeCloudError({ message: reason, serverText: detail.reason, code: "NODE_WORKFLOW_FAILED" }));
  };
  window.addEventListener(NODE_FAILURE_EVENT, onFailure);
  try {
    await trackNodeStatus({
      nodeId,
      target,
      signal: failed.signal,
      listRented: () => queryClient.fetchQuery({ ...nodeQueries.rented(api), staleTime: 0 }),
      wakeUps: (wake) => {
        window.addEventListener(NODE_UPDATE_EVENT, wake);
        return () => window.removeEventListener(NODE_UPDATE_EVENT, wake);
      },
    });
  } finally {
    window.removeEventListener(NODE_FAILURE_EVENT, onFailure);
  }
}

/**
 * While the app follows a node (its row says "Reserving…", a toast ends it), the node's live events add no
 * toast of their own: one outcome, one message. Their end may come a little after the tracker's.
 */
async function followed(nodeId: number, workflow: string, work: () => Promise<void>): Promise<void> {
  const shows: ShowsEvent = (event) =>
    nodeOutcome(readable(event))?.nodeId === nodeId ||
    (event.type === "node" && startedWorkflow(readable(event)) === workflow);
  const release = claimEvents(shows);
  try {
    await work();
  } finally {
    release();
    claimEventsFor(shows);
  }
}

/**
 * Sends the request, then follows the node. A request that got no answer may still have been accepted, so
 * the node is followed all the same: seen, it worked; not seen, the outcome stays unknown (the first error).
 */
async function sendThenTrack(send: () => Promise<unknown>, follow: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch (error) {
    if (!outcomeUnknown(error)) throw error;
    await follow().catch(() => Promise.reject(error));
    return;
  }
  await follow();
}

/** A failure in the server's words, else the action's own text; a tracker that gave up says the latter. */
function failureText(error: unknown, fallback: string): string {
  return isKubeCloudError(error) && error.code !== "NODE_TRACKING_TIMEOUT" && error.serverText
    ? errorText(error, fallback)
    : fallback;
}

/** What a failed reservation or release says: unconfirmed (no answer) or failed, in the action's words. */
interface FailureTexts {
  unconfirmedTitle: string;
  unconfirmedMessage: (noAnswer: string, nodeId: number) => string;
  title: string;
  message: string;
}

/** The toast that ends a failed action: a warning when its outcome is unknown, else an error. */
function showFailure(error: unknown, nodeId: number, words: FailureTexts) {
  showToast(
    outcomeUnknown(error)
      ? {
          severity: "warning",
          title: words.unconfirmedTitle,
          message: words.unconfirmedMessage(noAnswerText(error), nodeId),
        }
      : { severity: "error", title: words.title, message: failureText(error, words.message) },
  );
}

/** The node ids of the actions of this kind still in flight, anywhere in the app. */
function usePending(key: readonly unknown[]): Set<number> {
  const ids = useMutationState({
    filters: { mutationKey: key, status: "pending" },
    select: (mutation) => (mutation.state.variables as NodeRef).nodeId,
  });
  // The same ids give the same set, so rows that depend on it do not all redraw on every render.
  return useMemo(() => new Set(ids), [ids]);
}

/** What shows whether a reservation or a release happened: the rented list and the marketplace. */
const nodeState = (api: KubeCloudClient) => [nodeQueries.rented(api).queryKey, [...nodeQueries.all(), "market"]];

/** What one kind of node action sends, what it waits for, and what it says when it ends. */
interface NodeAction {
  workflow: string;
  /** Where the node is to end up in the rented list: in it, or out of it. */
  target: "rented" | "rentable";
  send: (api: KubeCloudClient, node: NodeRef) => Promise<unknown>;
  done: (nodeId: number) => Pick<ToastInput, "title" | "link">;
  failure: FailureTexts;
}

const nodeActions: Record<keyof typeof actionKeys, NodeAction> = {
  reserve: {
    workflow: workflowDescriptions.reserve,
    target: "rented",
    send: (api, { nodeId }) =>
      api.call("post", "/v1/user/nodes/{node_id}", { params: { path: { node_id: nodeId } }, body: {} }),
    done: (nodeId) => ({ title: eventTexts.node.reserved(nodeId), link: thingLinks.myNodes }),
    failure: {
      unconfirmedTitle: unconfirmedNodeTexts.reserveTitle,
      unconfirmedMessage: unconfirmedNodeTexts.reserveMessage,
      title: texts.ui.nodeReservationTitle,
      message: texts.ui.nodeReservationMessage,
    },
  },
  release: {
    workflow: workflowDescriptions.release,
    target: "rentable",
    send: (api, { rentContractId }) =>
      api.call("delete", "/v1/user/nodes/unreserve/{contract_id}", {
        params: { path: { contract_id: rentContractId } },
      }),
    done: (nodeId) => ({ title: eventTexts.node.released(nodeId), link: thingLinks.marketplace(nodeId) }),
    failure: {
      unconfirmedTitle: unconfirmedNodeTexts.releaseTitle,
      unconfirmedMessage: unconfirmedNodeTexts.releaseMessage,
      title: texts.nodes.releaseErrorTitle,
      message: texts.nodes.releaseErrorMessage,
    },
  },
};

/**
 * Runs a reservation or a release: the request, then the tracker, then the outcome toast; the marketplace is
 * refreshed whatever the outcome, and an unknown one is rechecked. The work belongs to the query client, not to
 * the screen. One action per node in flight, anywhere in the app (a double click sends one request).
 */
function useNodeAction(kind: keyof typeof actionKeys) {
  const api = useApi();
  const queryClient = useQueryClient();
  const action = nodeActions[kind];
  const { run } = useExactlyOnce({
    mutationKey: actionKeys[kind](),
    flightKey: ({ nodeId }: NodeRef) => nodeId,
    mutationFn: (node: NodeRef) =>
      followed(node.nodeId, action.workflow, () =>
        sendThenTrack(
          () => action.send(api, node),
          () => track(api, queryClient, node.nodeId, action.target),
        ),
      ),
    onSuccess: (_data, { nodeId }) => showToast({ severity: "success", ...action.done(nodeId) }),
    onError: (error, { nodeId }) => showFailure(error, nodeId, action.failure),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...nodeQueries.all(), "market"] }),
    recheck: () => nodeState(api),
    meta: { errorToast: false },
  });
  return { run, pending: usePending(actionKeys[kind]()) };
}

/**
 * Reserving a node: POST, then the tracker until the node is rented, then a success toast that links to My
 * Nodes; on failure
 * "Node reservation error" with the server's text or "Failed to reserve node" (product-rules §8). The work
 * belongs to the query client, not to the screen: leaving the page does not stop it, and it still notifies.
 */
export function useReserveNode() {
  const { run, pending } = useNodeAction("reserve");
  return {
    reserve: (node: NodeRef) => void run(node),
    reserving: pending,
  };
}

/** What a scheduled release is about (one per node). */
export const releaseKey = (nodeId: number) => `release-node:${nodeId}`;

/**
 * Releasing a node: scheduled, then DELETE by its rent contract id, then the tracker until it has left the
 * rented list. Its outcome toast ends it; while it counts down, the node's card offers Undo.
 */
export function useReleaseNode() {
  const { run, pending } = useNodeAction("release");
  const undoable = useUndoable();
  return {
    /** Schedules the release (product-rules §4): it is sent when its countdown ends, or now, unless undone. */
    release: (node: NodeRef) =>
      undoable({
        key: releaseKey(node.nodeId),
        words: undoTexts.releaseNode(node.nodeId),
        link: thingLinks.myNodes,
        send: () => run(node),
      }),
    releasing: pending,
  };
}
