import type { ToastInput } from "./toasts.tsx";

// The toast functions for the first load's own code (the query client, the window-error listener): the toast
// code (Mantine's notification store, the severity icons) loads with the screen's chunk or the first toast,
// not with the page. Screens loaded on demand import ./toasts.tsx directly.
const load = () => import("./toasts.tsx");

export function showToast(input: ToastInput): void {
  void load().then((toasts) => toasts.showToast(input));
}

export function showErrorToast(error: unknown): void {
  void load().then((toasts) => toasts.showErrorToast(error));
}

/** As ./toasts.tsx's: a loading toast after 500 ms of work; the returned function ends it (even before it loaded). */
export function startLoadingToast(message: string): () => void {
  let ended = false;
  let end: (() => void) | undefined;
  void load().then((toasts) => {
    if (!ended) end = toasts.startLoadingToast(message);
  });
  return () => {
    ended = true;
    end?.();
  };
}
