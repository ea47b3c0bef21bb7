import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { readList, readOne, resetSkippedItems, useSkippedItems } from "./read-list.ts";

const needs = { name: "string", size: "number" } as const;
const label = (item: { name?: string }, index: number) => item.name ?? `item ${index + 1}`;

afterEach(() => resetSkippedItems());

describe("readList", () => {
  it("keeps the usable items and hands the others to the list's screen, with why", () => {
    const { result } = renderHook(() => useSkippedItems("clusters"));
    let kept: unknown[] = [];
    act(() => {
      kept = readList("clusters", [{ name: "a", size: 1 }, { name: "b" }, { name: "c", size: 3 }], needs, label);
    });
    expect(kept).toEqual([
      { name: "a", size: 1 },
      { name: "c", size: 3 },
    ]);
    expect(result.current).toEqual([{ index: 1, label: "b", problem: "size is missing, expected a number" }]);
    // The next read is whole again: the notice goes.
    act(() => void readList("clusters", [{ name: "b", size: 2 }], needs, label));
    expect(result.current).toEqual([]);
  });

  it("fails only when the list is no list at all", () => {
    expect(() => readList("clusters", "none", needs, label)).toThrow("An unexpected error occurred");
    expect(readList("clusters", null, needs, label)).toEqual([]);
  });
});

describe("readOne", () => {
  it("passes an item with what it needs and fails one without, naming the field", () => {
    expect(readOne({ name: "a", size: 1, extra: true }, needs, "cluster")).toMatchObject({ name: "a" });
    expect(() => readOne({ name: "a" }, needs, "cluster")).toThrow(
      expect.objectContaining({
        message: "An unexpected error occurred",
        cause: new Error("The cluster reply is unusable: size is missing, expected a number"),
      }),
    );
  });
});
