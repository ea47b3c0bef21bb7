import { useEffect, useState, useSyncExternalStore } from "react";
import { scheduledActions, type ScheduledAction } from "./scheduled-actions.ts";

const { subscribe, getSnapshot } = scheduledActions;

/** Every action scheduled now (waiting or sending), as the scheduler changes. */
export function useScheduledActions(): readonly ScheduledAction[] {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** The action scheduled (waiting or sending) for the first of `keys` that has one, as the scheduler changes. */
export function useScheduledAction(...keys: readonly string[]): ScheduledAction | undefined {
  const actions = useScheduledActions();
  for (const key of keys) {
    const action = actions.find((candidate) => candidate.key === key);
    if (action) return action;
  }
  return undefined;
}

const secondsUntil = (dueAt: number) => Math.max(0, Math.ceil((dueAt - scheduledActions.now()) / 1000));

/** Whole seconds until `dueAt`, redrawn as they pass (checked four times a second so the count never lags). */
export function useSecondsLeft(dueAt: number): number {
  const [left, setLeft] = useState(() => secondsUntil(dueAt));
  useEffect(() => {
    const timer = setInterval(() => setLeft(secondsUntil(dueAt)), 250);
    return () => clearInterval(timer);
  }, [dueAt]);
  return left;
}
