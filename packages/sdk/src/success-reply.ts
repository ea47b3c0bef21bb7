import type { Drift } from "./drift.ts";
import type { OperationInfo } from "./generated/operations.ts";
import { redact } from "./redact.ts";

/** What reading a success reply needs to know of its operation. */
export type ReplyOperation = Pick<OperationInfo, "method" | "response" | "redact"> & { readonly id: string };

// What success replies must hold (generated from the contract) and the check: a module of its own, loaded with
// the first request rather than with the app, so it costs nothing on the first paint.
let shapes: Promise<typeof import("./shape-check.ts")> | undefined;
export const loadShapes = () => (shapes ??= import("./shape-check.ts"));

/**
 * Reads a success body against the contract: reports each drift, and gives why the reply is unusable, if it
 * is (an empty body is read as `undefined`).
 */
export async function successProblem(
  op: ReplyOperation,
  status: number,
  body: unknown,
  onDrift: (drift: Drift) => void,
): Promise<string | undefined> {
  if (op.response !== "envelope" && op.response !== "raw") return undefined;
  const { readSuccess } = await loadShapes();
  const reading = readSuccess(op.id, status, body === "" || body === null ? undefined : body, op.method !== "get");
  if (reading.refusal) return reading.refusal;
  for (const drift of reading.drifts) onDrift({ operationId: op.id, ...drift });
  return undefined;
}

/** The body a caller gets: secrets removed, an envelope's `data`, `{}` for an empty body. */
export function unwrap(op: ReplyOperation, body: unknown): unknown {
  // 204 (and empty bodies) yield an empty object (product-rules §7).
  if (body === undefined || body === null || body === "") return {};
  if (op.redact) redact(body, op.redact);
  if (op.response !== "envelope") return body;
  const envelope = body as { data?: unknown };
  return "data" in envelope ? envelope.data : {};
}
