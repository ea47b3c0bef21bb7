import { settings } from "./settings.ts";

// Apart from texts.ts, which the first load carries: these are read only by the screens that schedule.

const seconds = settings.undoDelayMs / 1000;

/** What a scheduled action says of itself, in its toast, on its item and to screen readers. */
export interface UndoWords {
  /** The toast's title: "prodcluster will be deleted". */
  title: string;
  /** The countdown's verb: "Deleting" in "Deleting in 8 s". */
  doing: string;
  /** For the buttons' names: "Undo deleting prodcluster", "Do it now: deleting prodcluster". */
  what: string;
  /** The brief toast after Undo: "Undone: prodcluster stays". */
  undone: string;
  /** Told to screen readers when the countdown ends and the request goes. */
  sending: string;
}

export const undoTexts = {
  /** The confirmation dialogs' promise (product-rules §4). */
  dialogNote: `You can undo for ${seconds} seconds; closing the page cancels it.`,
  /** Read once, when the toast appears, instead of every second of the countdown. */
  countdownSpoken: `You can undo for ${seconds} seconds.`,
  undo: "Undo",
  now: "Do it now",
  deleteCluster: (name: string): UndoWords => ({
    title: `${name} will be deleted`,
    doing: "Deleting",
    what: `deleting ${name}`,
    undone: `Undone: ${name} stays`,
    sending: `Deleting ${name} now.`,
  }),
  deleteAll: (count: number): UndoWords => ({
    title: count === 1 ? "Your cluster will be deleted" : `All ${count} clusters will be deleted`,
    doing: "Deleting",
    what: "deleting all clusters",
    undone: "Undone: your clusters stay",
    sending: "Deleting all clusters now.",
  }),
  removeNode: (node: string, cluster: string): UndoWords => ({
    title: `${node} will be removed from ${cluster}`,
    doing: "Removing",
    what: `removing ${node}`,
    undone: `Undone: ${node} stays in ${cluster}`,
    sending: `Removing ${node} now.`,
  }),
  releaseNode: (nodeId: number): UndoWords => ({
    title: `Node ${nodeId} will be released`,
    doing: "Releasing",
    what: `releasing node ${nodeId}`,
    undone: `Undone: node ${nodeId} stays yours`,
    sending: `Releasing node ${nodeId} now.`,
  }),
};
