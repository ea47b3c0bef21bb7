// Loaded with the first request (see client.ts), not with the app: the checker and the generated shapes are
// only needed once a reply arrives.
import { responseShapes, schemaShapes, type Shape } from "./generated/shapes.ts";

const kinds = { s: "a string", n: "a number", b: "a boolean" } as const;

/**
 * The first place where `value` breaks `shape` (`$.data.access_token is missing`), or undefined when it
 * holds everything the contract requires. Only required keys and JSON kinds are checked: an extra key, an
 * unknown enum value or an unusual number is the server's business, not a reason to refuse a reply.
 */
export function shapeProblem(
  shape: Shape,
  value: unknown,
  schemas: { readonly [name: string]: Shape },
  path = "$",
): string | undefined {
  if (shape === "*") return undefined;
  if (typeof shape === "string") {
    return typeof value === (shape === "s" ? "string" : shape === "n" ? "number" : "boolean")
      ? undefined
      : `${path} is not ${kinds[shape]}`;
  }
  if ("$" in shape) return shapeProblem(schemas[shape.$] ?? "*", value, schemas, path);
  if ("or" in shape) return value === null ? undefined : shapeProblem(shape.x, value, schemas, path);
  if ("i" in shape) {
    if (!Array.isArray(value)) return `${path} is not a list`;
    for (let i = 0; i < value.length; i += 1) {
      const problem = shapeProblem(shape.i, value[i], schemas, `${path}[${i}]`);
      if (problem) return problem;
    }
    return undefined;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return `${path} is not an object`;
  const record = value as Record<string, unknown>;
  for (const key of shape.r) if (record[key] === undefined) return `${path}.${key} is missing`;
  for (const [key, property] of Object.entries(shape.p)) {
    if (record[key] === undefined) continue;
    const problem = shapeProblem(property, record[key], schemas, `${path}.${key}`);
    if (problem) return problem;
  }
  return undefined;
}

/** Where a success body of operation `operationId` breaks the contract, or undefined. */
export function successShapeProblem(operationId: string, status: number, body: unknown): string | undefined {
  const shape = responseShapes[operationId]?.[String(status)];
  return shape ? shapeProblem(shape, body, schemaShapes) : undefined;
}
