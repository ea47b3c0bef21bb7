// `--data <file>`: the state on disk. A write the API acknowledged is on disk before the reply (the app
// flushes after every request); changes made later by workflows and jobs are flushed on the next turn of
// the event loop. Each save writes a temp file, fsyncs it and renames it over the file, so a crash, even
// in the middle of a save, leaves the previous state or the new one, never half a file.
//
// The grid stays out of the file except for what the simulation changes on a node (rent, resources used
// by VMs): the seed rebuilds the rest. Measured here, a save of the whole state took about 80 ms with
// 10,000 grid nodes (1.2 ms with the seeded 36), too slow for every write; this way it takes about 4 ms
// (0.8 ms).
import { randomInt } from "node:crypto";
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, writeSync } from "node:fs";
import { dirname } from "node:path";
import { seedGrid } from "./seed.ts";
import { STATE_VERSION, type GridNodeState, type State } from "./store.ts";

/** What `--data` holds: the state, and where the random stream stood (so a restart continues it). */
export interface Saved {
  state: State;
  /** `Random.position()` when saved. */
  random: number;
}

/** The node fields the simulation changes: these are saved, every other field is the seed's. */
type NodeChange = Pick<GridNodeState, "used_resources" | "rented" | "rentable" | "rentContractId" | "rentedByTwinId">;

interface SavedFile extends Omit<State, "grid" | "seededAt" | "gridNodes"> {
  /** Missing in version 1 files (any time will do: it only moves the grid's timestamps). */
  seededAt?: number;
  /** Missing in files saved before `--grid-nodes`: the contract's grid. */
  gridNodes?: number;
  random?: number;
  /** Per node id, the changing fields of the nodes that differ from the seed. */
  gridChanges?: Record<string, NodeChange>;
  /** Version 1 files held the whole grid. */
  grid?: GridNodeState[];
}

const changeOf = (node: GridNodeState): NodeChange => ({
  used_resources: { ...node.used_resources },
  rented: node.rented,
  rentable: node.rentable,
  rentContractId: node.rentContractId,
  rentedByTwinId: node.rentedByTwinId,
});

/** Deep equality of JSON values (small: node fields). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  const keys = Object.keys(a);
  const other = b as Record<string, unknown>;
  return (
    keys.length === Object.keys(b).length && keys.every((key) => same((a as Record<string, unknown>)[key], other[key]))
  );
}

const seeded = new Map<number, Map<number, NodeChange>>();
/** The changing fields of the seeded grid of that size (they do not depend on the seeding time). */
function seededChanges(size: number): Map<number, NodeChange> {
  let changes = seeded.get(size);
  if (!changes) seeded.set(size, (changes = new Map(seedGrid(0, size).map((node) => [node.nodeId, changeOf(node)]))));
  return changes;
}

/** Reads a saved state; undefined when the file does not exist or has an unknown version. */
export function readState(file: string): Saved | undefined {
  if (!existsSync(file)) return undefined;
  const {
    random,
    gridChanges,
    grid,
    seededAt = Date.now(),
    gridNodes = 0,
    ...rest
  } = JSON.parse(readFileSync(file, "utf8")) as SavedFile;
  if (rest.version !== 1 && rest.version !== STATE_VERSION) return undefined;
  // A version 1 file holds the whole grid, as the contract was then: only its changing fields are kept.
  const changes = gridChanges ?? Object.fromEntries((grid ?? []).map((node) => [node.nodeId, changeOf(node)]));
  const state: State = {
    ...rest,
    version: STATE_VERSION,
    seededAt,
    gridNodes,
    grid: seedGrid(seededAt, gridNodes).map((node) => Object.assign(node, changes[node.nodeId])),
  };
  // Workflows do not survive a restart (the real server resumes them; the sandbox drops them).
  for (const workflow of Object.values(state.workflows)) {
    if (workflow.status === "pending" || workflow.status === "running") workflow.status = "failed";
  }
  // A file saved before the position was kept: anywhere but the seed's start, which would repeat ids.
  return { state, random: random ?? randomInt(2 ** 32 - 1) };
}

/** Writes the file atomically and durably: a temp file, fsync, rename, then fsync of the directory. */
export function writeState(file: string, { state, random }: Saved): void {
  const { grid, ...rest } = state;
  const base = seededChanges(state.gridNodes);
  const gridChanges: Record<string, NodeChange> = {};
  for (const node of grid) {
    const change = changeOf(node);
    if (!same(change, base.get(node.nodeId))) gridChanges[node.nodeId] = change;
  }
  const saved: SavedFile = { ...rest, random, gridChanges };
  const temp = `${file}.tmp`;
  const fd = openSync(temp, "w");
  try {
    writeSync(fd, JSON.stringify(saved));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, file);
  syncDirectory(dirname(file));
}

/** Makes the rename itself durable where the platform lets a directory be opened (not on Windows). */
function syncDirectory(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, "r");
    fsyncSync(fd);
  } catch {
    // the rename is still atomic, only not yet flushed
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

export interface Saver {
  /** Something changed: save it soon (on the next turn of the event loop). */
  changed(): void;
  /** Saves now if anything changed. Throws when the file cannot be written. */
  flush(): void;
  /** Stops the pending save and saves what is left. */
  close(): void;
}

/** Saves `snapshot()` to `file` when something changed. */
export function createSaver(file: string, snapshot: () => Saved, log: (line: string) => void): Saver {
  let dirty = false;
  let pending: ReturnType<typeof setImmediate> | undefined;
  const flush = () => {
    if (pending) clearImmediate(pending);
    pending = undefined;
    if (!dirty) return;
    writeState(file, snapshot());
    dirty = false;
  };
  return {
    changed() {
      dirty = true;
      pending ??= setImmediate(() => {
        try {
          flush();
        } catch (error) {
          // Nobody waits for this save: the next change or request tries again.
          log(`could not save ${file}: ${error instanceof Error ? error.message : String(error)}`);
        }
      });
    },
    flush,
    close: flush,
  };
}
