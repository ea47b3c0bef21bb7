// What the live connection (events.ts) watches in its environment: whether the device is online, the tab visible.

/** A boolean the environment reports and changes (online, tab visible). Injected so Node can run this. */
export interface Signal {
  current(): boolean;
  subscribe(listener: (value: boolean) => void): () => void;
}

export const alwaysOn: Signal = { current: () => true, subscribe: () => () => undefined };

export function browserOnlineSignal(win: Window = window): Signal {
  return {
    current: () => win.navigator.onLine,
    subscribe(listener) {
      const on = () => listener(true);
      const off = () => listener(false);
      win.addEventListener("online", on);
      win.addEventListener("offline", off);
      return () => {
        win.removeEventListener("online", on);
        win.removeEventListener("offline", off);
      };
    },
  };
}

export function browserVisibilitySignal(doc: Document = document): Signal {
  return {
    current: () => doc.visibilityState !== "hidden",
    subscribe(listener) {
      const change = () => listener(doc.visibilityState !== "hidden");
      doc.addEventListener("visibilitychange", change);
      return () => doc.removeEventListener("visibilitychange", change);
    },
  };
}
