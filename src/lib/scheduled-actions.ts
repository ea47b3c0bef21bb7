import { settings } from "../config/settings.ts";

// Destructive actions (deleting a cluster or all of them, removing a node, releasing a node) are scheduled,
// not sent at once (product-rules §4): the request goes when the countdown ends or the user says "now", and
// Undo drops it. The countdown lives only in this page: closing or reloading it must send nothing, so a page
// being left cancels every action still waiting (no sendBeacon, no keepalive). Navigating inside the app keeps
// the page, and so the countdown. One scheduler per app (the module's `scheduledActions`); plain timers and a
// subscription, so it is tested with fake timers and read with useSyncExternalStore.

/** Waiting for its countdown, or sent and not settled yet (it still counts as under way). */
export type ScheduledState = "waiting" | "sending";

/** How a countdown ended: the request went, the user undid it, or the page (or the session) went first. */
export type ScheduleEnd = "sent" | "undone" | "cancelled";

export interface ScheduledAction {
  id: string;
  /** What it is about ("delete-cluster:prodcluster"): one action per key at a time. */
  key: string;
  /** When it is sent unless undone (epoch ms). */
  dueAt: number;
  state: ScheduledState;
}

export interface ScheduleInput {
  key: string;
  /** Sends the request; called once at most. While its promise runs the action stays "sending". */
  send: () => Promise<unknown> | void;
  /** Told once how the countdown ended. */
  onEnd?: (end: ScheduleEnd) => void;
}

export interface Scheduler {
  /**
   * Schedules `send` after the delay. With an action of the same key still waiting or sending, nothing new
   * is scheduled and that one is returned (a double confirmation is one action).
   */
  schedule: (input: ScheduleInput) => ScheduledAction;
  /** Drops a waiting action: nothing is sent. False when it is not waiting any more. */
  undo: (id: string) => boolean;
  /** Sends a waiting action now (the timer is cleared). False when it is not waiting any more. */
  runNow: (id: string) => boolean;
  /** Drops a waiting action because its context went (the session ended): nothing is sent. */
  cancel: (id: string) => boolean;
  /** Drops every waiting action (the page is being left). */
  cancelAll: () => void;
  /** Forgets everything, without a word to anyone: a new app (each unit test renders one). */
  reset: () => void;
  find: (key: string) => ScheduledAction | undefined;
  getSnapshot: () => readonly ScheduledAction[];
  subscribe: (listener: () => void) => () => void;
  /** The scheduler's clock, for countdowns drawn from `dueAt`. */
  now: () => number;
}

interface Entry {
  action: ScheduledAction;
  input: ScheduleInput;
  timer?: ReturnType<typeof setTimeout>;
}

export interface SchedulerOptions {
  delayMs: number;
  now?: () => number;
  /** Where the page's end is heard (`pagehide`, `beforeunload`); none outside a browser. */
  page?: Pick<Window, "addEventListener" | "removeEventListener">;
}

/**
 * Calls `onLeave` when the page is being left, while `listen(true)`.
 * `beforeunload` comes first, while the next page is still being fetched and timers still fire; `pagehide`
 * covers what skips it (a page put in the back-forward cache, which would otherwise send when restored).
 */
function pageLeaveListener(page: SchedulerOptions["page"], onLeave: () => void) {
  let listening = false;
  return {
    listen(on: boolean) {
      if (listening === on || !page) return;
      listening = on;
      const method = on ? "addEventListener" : "removeEventListener";
      page[method]("beforeunload", onLeave);
      page[method]("pagehide", onLeave);
    },
  };
}

// `Date.now` is read at each call, not kept: a clock faked after the module loaded (tests) is then the one used.
export function createScheduler({ delayMs, now = () => Date.now(), page }: SchedulerOptions): Scheduler {
  const entries = new Map<string, Entry>();
  const listeners = new Set<() => void>();
  let snapshot: readonly ScheduledAction[] = [];
  let count = 0;

  function changed() {
    snapshot = [...entries.values()].map((entry) => entry.action);
    // Listened to only while something waits: a page with nothing scheduled keeps the bfcache and costs nothing.
    leaving.listen(entries.size > 0);
    for (const listener of [...listeners]) listener();
  }

  const leaving = pageLeaveListener(page, () => scheduler.cancelAll());

  function waiting(id: string): Entry | undefined {
    const entry = entries.get(id);
    return entry?.action.state === "waiting" ? entry : undefined;
  }

  function drop(id: string, end: Exclude<ScheduleEnd, "sent">): boolean {
    const entry = waiting(id);
    if (!entry) return false;
    clearTimeout(entry.timer);
    entries.delete(id);
    changed();
    entry.input.onEnd?.(end);
    return true;
  }

  function send(id: string): boolean {
    const entry = waiting(id);
    if (!entry) return false;
    clearTimeout(entry.timer);
    entry.action = { ...entry.action, state: "sending" };
    changed();
    entry.input.onEnd?.("sent");
    const settle = () => {
      entries.delete(id);
      changed();
    };
    try {
      void Promise.resolve(entry.input.send()).then(settle, settle);
    } catch {
      settle();
    }
    return true;
  }

  const scheduler: Scheduler = {
    schedule(input) {
      const existing = scheduler.find(input.key);
      if (existing) return existing;
      const id = `scheduled-${(count += 1)}`;
      const entry: Entry = { action: { id, key: input.key, dueAt: now() + delayMs, state: "waiting" }, input };
      entry.timer = setTimeout(() => send(id), delayMs);
      entries.set(id, entry);
      changed();
      return entry.action;
    },
    undo: (id) => drop(id, "undone"),
    runNow: (id) => send(id),
    cancel: (id) => drop(id, "cancelled"),
    cancelAll() {
      for (const [id, entry] of [...entries]) if (entry.action.state === "waiting") drop(id, "cancelled");
    },
    reset() {
      for (const entry of entries.values()) clearTimeout(entry.timer);
      entries.clear();
      changed();
    },
    find: (key) => snapshot.find((action) => action.key === key),
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    now,
  };
  return scheduler;
}

/** The app's one scheduler (only the screens loaded on demand import it). */
export const scheduledActions = createScheduler({
  delayMs: settings.undoDelayMs,
  page: typeof window === "undefined" ? undefined : window,
});
