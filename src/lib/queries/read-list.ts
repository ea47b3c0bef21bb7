import { keepUsable, needProblem, unexpectedError, type Needs, type SkippedItem } from "@kubecloud/sdk";
import { useSyncExternalStore } from "react";

/** The lists whose left-out items a screen can tell about. */
export type ListSource = "clusters" | "grid-nodes" | "offered-nodes" | "rented-nodes" | "usable-nodes";

const none: readonly SkippedItem[] = [];
const skippedBy = new Map<ListSource, readonly SkippedItem[]>();
const listeners = new Set<() => void>();

function setSkipped(source: ListSource, skipped: readonly SkippedItem[]): void {
  const before = skippedBy.get(source) ?? none;
  if (before.length === 0 && skipped.length === 0) return;
  skippedBy.set(source, skipped.length ? skipped : none);
  listeners.forEach((listener) => listener());
}

/**
 * The items of a list reply that have what the console needs (`needs`); the others are left out, and kept
 * as the list's `source`'s skipped items for its screen to count and explain (`useSkippedItems`). Only a
 * "list" that is no list at all fails the read.
 */
export function readList<T>(
  source: ListSource,
  items: unknown,
  needs: Needs,
  label: (item: Partial<T>, index: number) => string,
): T[] {
  const { kept, skipped, unusable } = keepUsable<T>(items, needs, label);
  if (unusable) throw unexpectedError(new Error(`The ${source} reply is unusable: ${unusable}`));
  setSkipped(source, skipped);
  return kept;
}

/** A single item the screen shows: it fails the read only when it lacks what `needs` names. */
export function readOne<T>(item: T, needs: Needs, what: string): T {
  const problem = needProblem(item, needs);
  if (problem) throw unexpectedError(new Error(`The ${what} reply is unusable: ${problem}`));
  return item;
}

/** The items the last read of `source` left out, and why (empty when none). */
export function useSkippedItems(source: ListSource): readonly SkippedItem[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => skippedBy.get(source) ?? none,
    () => none,
  );
}

/** Tests: forget every list's skipped items. */
export function resetSkippedItems(): void {
  skippedBy.clear();
  listeners.forEach((listener) => listener());
}
