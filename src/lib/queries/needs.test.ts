// Each need names a field of the contract with the kind the contract gives it: a typo or a field the contract
// dropped would otherwise leave every item out (or none).
import { describe, expect, it } from "vitest";
import type { Needs } from "@kubecloud/sdk";
import { schemaShapes, type Shape } from "../../../packages/sdk/src/generated/shapes.ts";
import { clusterNeeds, gridNodeNeeds } from "./needs.ts";

const kindOfShape = (shape: Shape): string => {
  if (typeof shape === "string") return { s: "string", n: "number", b: "boolean", "*": "any" }[shape];
  if ("$" in shape) return kindOfShape(schemaShapes[shape.$]);
  if ("or" in shape) return kindOfShape(shape.x);
  if ("e" in shape) return "string";
  if ("i" in shape) return "list";
  return "object";
};

function shapeAt(shape: Shape, steps: string[]): Shape | undefined {
  if (steps.length === 0) return shape;
  if (typeof shape === "string") return undefined;
  if ("$" in shape) return shapeAt(schemaShapes[shape.$], steps);
  if ("or" in shape) return shapeAt(shape.x, steps);
  const [step, ...rest] = steps;
  if (!("p" in shape)) return undefined;
  const key = step.replace(/\[\]$/, "");
  const property = shape.p[key];
  if (!property) return undefined;
  if (!step.endsWith("[]")) return shapeAt(property, rest);
  const list = typeof property === "object" && "or" in property ? property.x : property;
  return typeof list === "object" && "i" in list ? shapeAt(list.i, rest) : undefined;
}

describe.each([
  ["Deployment", clusterNeeds],
  ["GridNode", gridNodeNeeds],
  ["RentableNode", gridNodeNeeds],
] as [string, Needs][])("what the console needs of a %s", (schema, needs) => {
  it.each(Object.entries(needs))("%s is a %s in the contract", (path, kind) => {
    const shape = shapeAt(schemaShapes[schema], path.split("."));
    expect(shape, `${schema}.${path} is not in the contract`).toBeDefined();
    expect(kindOfShape(shape!)).toBe(kind);
  });
});
