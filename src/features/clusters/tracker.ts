import {
  buildTimeline,
  concernsDeployment,
  finalStatuses,
  inProgress,
  outcomeOf,
  workflowDescriptions,
  type ClusterEvent,
  type KeyValueStorage,
  type Timeline,
  type WorkflowStatus,
} from "@kubecloud/sdk";
import type { ClusterDraft } from "./schemas.ts";

// What the console follows of the user's cluster work (product-rules §7): deployments from their 202 to their
// end, and node additions, removals and deletions until their workflow ends. It lives in the tab's session
// storage, per user, so a reload, the back button or another page loses nothing; it holds names, ids, sizes,
// public SSH keys and event texts, never a secret.

export interface DeployRecord {
  cluster: string;
  taskId: string;
  startedAt: string;
  /** The cluster as the user set it (VM names in the order sent come from it), for "Edit and Deploy Again". */
  draft: ClusterDraft;
  events: ClusterEvent[];
  workflow?: WorkflowStatus;
}

export type OperationKind = "add-node" | "remove-node" | "delete" | "delete-all";

export interface Operation {
  kind: OperationKind;
  cluster: string;
  /** The node added or removed. */
  node?: string;
  taskId: string;
  startedAt: string;
  workflow?: WorkflowStatus;
  /** An added VM, counted against its node until the grid reports it. */
  vm?: ClusterDraft["vms"][number];
}

export interface TrackerState {
  deployments: DeployRecord[];
  operations: Operation[];
}

/** Finished deployments stay this long (long enough to come back and read what happened). */
export const KEEP_FINISHED_MS = 24 * 3_600_000;

const empty: TrackerState = { deployments: [], operations: [] };
const eventKey = (event: ClusterEvent) => `${event.timestamp}|${event.type}|${event.message}`;

/** The server's word for each operation's outcome event. */
const operationWorkflow: Record<OperationKind, string> = {
  "add-node": workflowDescriptions.addNode,
  "remove-node": workflowDescriptions.removeNode,
  delete: workflowDescriptions.deleteCluster,
  "delete-all": workflowDescriptions.deleteAll,
};

/** The state after `event`: deployments it concerns keep it; an operation it ends takes its outcome. */
export function withEvent(state: TrackerState, event: ClusterEvent): TrackerState {
  let changed = false;
  const deployments = state.deployments.map((record) => {
    if (!concernsDeployment(event, record.cluster) || record.events.some((e) => eventKey(e) === eventKey(event)))
      return record;
    changed = true;
    return { ...record, events: [...record.events, event] };
  });
  const outcome = outcomeOf(event);
  // The outcome does not name the node, so it ends the oldest matching operation only.
  let ended = false;
  const operations = state.operations.flatMap((operation) => {
    const ends =
      !ended &&
      outcome &&
      isActive(operation) &&
      outcome.workflow === operationWorkflow[operation.kind] &&
      (operation.kind === "delete-all" || outcome.cluster === operation.cluster);
    if (!ends) return [operation];
    changed = ended = true;
    // A finished operation shows in the cluster's own data; only a failure is kept to be told.
    return outcome.ok ? [] : [{ ...operation, workflow: "failed" as const }];
  });
  return changed ? { deployments, operations } : state;
}

export function timelineOf(record: DeployRecord): Timeline {
  return buildTimeline({
    cluster: record.cluster,
    vms: [
      ...record.draft.vms.filter((vm) => vm.role === "master"),
      ...record.draft.vms.filter((vm) => vm.role !== "master"),
    ].map((vm) => vm.name),
    events: record.events,
    workflow: record.workflow,
  });
}

/** Whether the server may still be working on it (so its workflow is watched). */
export function isActive(item: { workflow?: WorkflowStatus }): boolean {
  return item.workflow === undefined || !finalStatuses.includes(item.workflow);
}

/** A deployment the user should still see as in progress (its rollback included). */
export function deploying(record: DeployRecord): boolean {
  return inProgress(timelineOf(record).phase);
}

export interface ClusterTracker {
  getSnapshot: () => TrackerState;
  subscribe: (listener: () => void) => () => void;
  startDeployment: (record: Omit<DeployRecord, "events">) => void;
  startOperation: (operation: Operation) => void;
  recordEvent: (event: ClusterEvent) => void;
  setWorkflow: (taskId: string, status: WorkflowStatus) => void;
  /** Forgets a deployment (the user dismissed it, or deploys it again). */
  dismissDeployment: (cluster: string) => void;
  /** Forgets a failed operation once the user has read about it. */
  dismissOperation: (taskId: string) => void;
}

/** The tracker of one user, kept in `storage` under `key`; finished work older than a day is dropped on load. */
export function createClusterTracker(
  storage: KeyValueStorage,
  key: string,
  now: () => number = Date.now,
): ClusterTracker {
  const listeners = new Set<() => void>();
  let state = load();

  function load(): TrackerState {
    try {
      const saved = JSON.parse(storage.getItem(key) ?? "null") as TrackerState | null;
      if (!saved || !Array.isArray(saved.deployments) || !Array.isArray(saved.operations)) return empty;
      const fresh = (item: { startedAt: string; workflow?: WorkflowStatus }) =>
        isActive(item) || now() - Date.parse(item.startedAt) < KEEP_FINISHED_MS;
      return { deployments: saved.deployments.filter(fresh), operations: saved.operations.filter(fresh) };
    } catch {
      return empty; // unreadable: start over rather than break the screens
    }
  }

  function set(next: TrackerState) {
    if (next === state) return;
    state = next;
    storage.setItem(key, JSON.stringify(state));
    for (const listener of [...listeners]) listener();
  }

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    startDeployment(record) {
      set({
        ...state,
        deployments: [...state.deployments.filter((d) => d.cluster !== record.cluster), { ...record, events: [] }],
      });
    },
    startOperation(operation) {
      set({ ...state, operations: [...state.operations, operation] });
    },
    recordEvent: (event) => set(withEvent(state, event)),
    setWorkflow(taskId, status) {
      const update = <T extends { taskId: string; workflow?: WorkflowStatus }>(item: T): T =>
        item.taskId === taskId && item.workflow !== status && isActive(item) ? { ...item, workflow: status } : item;
      const deployments = state.deployments.map(update);
      const operations = state.operations.map(update).filter((op) => op.workflow !== "completed");
      const changed =
        deployments.some((d, i) => d !== state.deployments[i]) ||
        operations.length !== state.operations.length ||
        operations.some((o, i) => o !== state.operations[i]);
      if (changed) set({ deployments, operations });
    },
    dismissDeployment(cluster) {
      set({ ...state, deployments: state.deployments.filter((d) => d.cluster !== cluster) });
    },
    dismissOperation(taskId) {
      set({ ...state, operations: state.operations.filter((o) => o.taskId !== taskId) });
    },
  };
}

/**
 * The VMs of the user's deployments and node additions still in progress, named `cluster/vm`: placement adds
 * them to what is asked of their nodes, which the grid reports only once they run.
 */
export function inFlightVms(state: TrackerState): ClusterDraft["vms"] {
  const deployments = state.deployments
    .filter(deploying)
    .flatMap((record) => record.draft.vms.map((vm) => ({ ...vm, name: `${record.cluster}/${vm.name}` })));
  const added = state.operations
    .filter((op) => op.kind === "add-node" && isActive(op) && op.vm)
    .map((op) => ({ ...op.vm!, name: `${op.cluster}/${op.vm!.name}` }));
  return [...deployments, ...added];
}
