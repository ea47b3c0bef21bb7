// Loaded with the first request (see client.ts), not with the app: the reader and the generated shapes are
// only needed once a reply arrives.
import { responseShapes, schemaShapes, type Shape } from "./generated/shapes.ts";
import { describeValue, itemPath, type ShapeDrift } from "./drift.ts";

const kinds = { s: "a string", n: "a number", b: "a boolean" } as const;
const jsKinds = { s: "string", n: "number", b: "boolean" } as const;

/** What `shape` asks for, in words: "a string", "one of worker, master, leader", "a list". */
function expectedOf(shape: Shape, schemas: { readonly [name: string]: Shape }): string {
  if (shape === "*") return "anything";
  if (typeof shape === "string") return kinds[shape];
  if ("$" in shape) return expectedOf(schemas[shape.$] ?? "*", schemas);
  if ("or" in shape) return `${expectedOf(shape.x, schemas)} or null`;
  if ("e" in shape) return `one of ${shape.e.join(", ")}`;
  if ("i" in shape) return "a list";
  return "an object";
}

interface Walk {
  readonly schemas: { readonly [name: string]: Shape };
  readonly found: ShapeDrift[];
  /** Item paths already reported: one drift per field, however many items share it. */
  readonly seen: Set<string>;
}

function report(walk: Walk, path: string, shape: Shape, value: unknown): void {
  const key = itemPath(path);
  if (walk.seen.has(key)) return;
  walk.seen.add(key);
  walk.found.push({ path, expected: expectedOf(shape, walk.schemas), got: describeValue(value) });
}

function walkObject(walk: Walk, shape: Extract<Shape, { p: unknown }>, value: unknown, path: string): void {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return report(walk, path, shape, value);
  const record = value as Record<string, unknown>;
  for (const key of shape.r) {
    if (record[key] === undefined) report(walk, `${path}.${key}`, shape.p[key] ?? "*", undefined);
  }
  for (const [key, property] of Object.entries(shape.p)) {
    if (record[key] !== undefined) walkShape(walk, property, record[key], `${path}.${key}`);
  }
}

function walkShape(walk: Walk, shape: Shape, value: unknown, path: string): void {
  if (shape === "*") return;
  if (typeof shape === "string") {
    if (typeof value !== jsKinds[shape]) report(walk, path, shape, value);
    return;
  }
  if ("$" in shape) return walkShape(walk, walk.schemas[shape.$] ?? "*", value, path);
  if ("or" in shape) return value === null ? undefined : walkShape(walk, shape.x, value, path);
  if ("e" in shape) {
    if (typeof value !== "string" || !shape.e.includes(value)) report(walk, path, shape, value);
    return;
  }
  if ("i" in shape) {
    if (!Array.isArray(value)) return report(walk, path, shape, value);
    value.forEach((item, i) => walkShape(walk, shape.i, item, `${path}[${i}]`));
    return;
  }
  walkObject(walk, shape, value, path);
}

/**
 * Every place where `value` differs from `shape`: a required key missing, another JSON kind, a value outside
 * an enum. One entry per field (the first item that shows it), so a drift shared by 10,000 list items is one.
 */
export function shapeDrifts(
  shape: Shape,
  value: unknown,
  schemas: { readonly [name: string]: Shape } = schemaShapes,
  path = "$",
): ShapeDrift[] {
  const walk: Walk = { schemas, found: [], seen: new Set() };
  walkShape(walk, shape, value, path);
  return walk.found;
}

/** How a success reply reads: what differs from the contract, and whether that makes it unusable. */
export interface ReplyReading {
  /** Why the reply cannot be used at all (then nothing may be acted on), or undefined. */
  readonly refusal?: string;
  readonly drifts: readonly ShapeDrift[];
}

/**
 * Reads a success body of `operationId`. Only the frame refuses a reply: an empty or non-object body, an
 * envelope without its `data`, and, for a write (`write`), a required field of its own reply outside any
 * list (the tokens of a sign-in, the workflow id of a 202: what the caller acts on). Anything else — a
 * field of a list item, an unknown enum value, another kind in a field of a read — is drift: reported, and
 * left for the caller to judge by what it needs.
 */
export function readSuccess(operationId: string, status: number, body: unknown, write: boolean): ReplyReading {
  const shape = responseShapes[operationId]?.[String(status)];
  if (!shape) return { drifts: [] };
  const drifts = shapeDrifts(shape, body);
  const refusing = drifts.find(
    (drift) =>
      drift.path === "$" ||
      drift.path === "$.data" ||
      (write && !drift.path.includes("[") && !drift.expected.startsWith("one of")),
  );
  return {
    refusal: refusing && `${refusing.path} is ${refusing.got}, expected ${refusing.expected}`,
    drifts,
  };
}
