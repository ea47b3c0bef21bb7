import { describeValue } from "./drift.ts";

/** The JSON kind a caller needs at a path. */
export type NeedKind = "string" | "number" | "boolean" | "list" | "object";

/**
 * What a caller needs of one item to show or act on it, by path: `{ "cluster.name": "string",
 * "cluster.nodes[].node_id": "number" }` (`[]` means every element of that list). Fields not named are
 * not checked: drift there never hides an item.
 */
export type Needs = Readonly<Record<string, NeedKind>>;

// What a client (the console, the CLI) needs of the contract's items to show them or act on them. Only these
// fields are checked: an item lacking one is left out of its list and counted; drift in any other field never
// hides it (see `onDrift`). The console's needs.test.ts holds each path to the contract.

/** A cluster (`Deployment`): its name, and each VM's grid node, role and size (rows, totals, prices). */
export const clusterNeeds = {
  "cluster.name": "string",
  "cluster.nodes": "list",
  "cluster.nodes[].name": "string",
  "cluster.nodes[].node_id": "number",
  "cluster.nodes[].type": "string",
  "cluster.nodes[].cpu": "number",
  "cluster.nodes[].memory": "number",
  "cluster.nodes[].root_size": "number",
  "cluster.nodes[].disk_size": "number",
} as const satisfies Needs;

/** A grid node (`GridNode`, `RentableNode`): who and where it is, its capacity and use, and its price. */
export const gridNodeNeeds = {
  nodeId: "number",
  farmId: "number",
  farmName: "string",
  country: "string",
  price_usd: "number",
  "total_resources.cru": "number",
  "total_resources.mru": "number",
  "total_resources.sru": "number",
  "used_resources.cru": "number",
  "used_resources.mru": "number",
  "used_resources.sru": "number",
} as const satisfies Needs;

/** An item left out of a list, and why. */
export interface SkippedItem {
  /** Its place in the reply's list. */
  readonly index: number;
  /** What the item is, as far as it can be told ("cluster web", "node 2215"). */
  readonly label: string;
  /** The first need it fails: "cluster.nodes[1].node_id is missing, expected a number". */
  readonly problem: string;
}

const kindOf = (value: unknown): NeedKind | "null" | "missing" =>
  value === undefined
    ? "missing"
    : value === null
      ? "null"
      : Array.isArray(value)
        ? "list"
        : (typeof value as NeedKind);

function problemAt(value: unknown, steps: readonly string[], kind: NeedKind, path: string): string | undefined {
  if (steps.length === 0) {
    return kindOf(value) === kind
      ? undefined
      : `${path} is ${describeValue(value)}, expected ${kind === "object" ? "an" : "a"} ${kind}`;
  }
  const [step, ...rest] = steps;
  const list = step.endsWith("[]");
  const key = list ? step.slice(0, -2) : step;
  const here = path ? `${path}.${key}` : key;
  if (kindOf(value) !== "object") return `${path || "the item"} is ${describeValue(value)}, expected an object`;
  const next = (value as Record<string, unknown>)[key];
  if (!list) return problemAt(next, rest, kind, here);
  if (!Array.isArray(next)) return `${here} is ${describeValue(next)}, expected a list`;
  for (let i = 0; i < next.length; i += 1) {
    const problem = problemAt(next[i], rest, kind, `${here}[${i}]`);
    if (problem) return problem;
  }
  return undefined;
}

/** The first need `item` fails, in words, or undefined when it has all it needs. */
export function needProblem(item: unknown, needs: Needs): string | undefined {
  for (const [path, kind] of Object.entries(needs)) {
    const problem = problemAt(item, path.split("."), kind, "");
    if (problem) return problem;
  }
  return undefined;
}

/**
 * The items of a list that have what `needs` names, and the ones left out (with why). A reply's list that is
 * not a list at all keeps nothing and says so in `unusable`.
 */
export function keepUsable<T>(
  items: unknown,
  needs: Needs,
  label: (item: Partial<T>, index: number) => string,
): { kept: T[]; skipped: SkippedItem[]; unusable?: string } {
  if (items === null || items === undefined) return { kept: [], skipped: [] };
  if (!Array.isArray(items)) return { kept: [], skipped: [], unusable: `the list is ${describeValue(items)}` };
  const kept: T[] = [];
  const skipped: SkippedItem[] = [];
  items.forEach((item: unknown, index) => {
    const problem = needProblem(item, needs);
    if (problem === undefined) kept.push(item as T);
    else skipped.push({ index, label: safeLabel(label, item, index), problem });
  });
  return { kept, skipped };
}

function safeLabel<T>(label: (item: Partial<T>, index: number) => string, item: unknown, index: number): string {
  try {
    return label(typeof item === "object" && item !== null ? item : {}, index);
  } catch {
    return `item ${index + 1}`;
  }
}
