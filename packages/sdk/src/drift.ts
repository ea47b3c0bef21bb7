/** One place where a reply differs from the contract. */
export interface ShapeDrift {
  /** Where, as a JSON path into the body: `$.data.nodes[3].gpus[0].updated_at`. */
  readonly path: string;
  /** What the contract says: "a number", "one of worker, master, leader", "a list". */
  readonly expected: string;
  /** What came: "missing", "null", "a string (\"64\")", "a list". */
  readonly got: string;
}

/** A drift of one operation's reply, as `onDrift` receives it. */
export interface Drift extends ShapeDrift {
  readonly operationId: string;
}

/** The path with list indices left out, so every item's field is one field: `$.data.nodes[].gpus[].id`. */
export const itemPath = (path: string): string => path.replace(/\[\d+\]/g, "[]");

/** A value in words, short enough for a log line. */
export function describeValue(value: unknown): string {
  if (value === undefined) return "missing";
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "an object";
  const text = JSON.stringify(value);
  const shown = text.length > 40 ? `${text.slice(0, 39)}…` : text;
  return `${typeof value === "string" ? "a string" : `a ${typeof value}`} (${shown})`;
}

/** The default report: one console line per drift. */
export function logDrift(drift: Drift): void {
  console.warn(
    `KubeCloud API drift: ${drift.operationId} ${drift.path}: expected ${drift.expected}, got ${drift.got} ` +
      "(reported once; the reply was still read).",
  );
}

/**
 * Passes each drift to `report` once per client (a browser session, a script run): the same field of the same
 * operation drifting on every poll is one report, not one a poll.
 */
export function onceEach(report: (drift: Drift) => void): (drift: Drift) => void {
  const seen = new Set<string>();
  return (drift) => {
    const key = `${drift.operationId} ${itemPath(drift.path)} ${drift.expected}`;
    if (seen.has(key)) return;
    seen.add(key);
    report(drift);
  };
}
