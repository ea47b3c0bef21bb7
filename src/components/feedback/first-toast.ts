let raise: () => void;

/**
 * Settles when the first toast enters Mantine's store (toasts.tsx watches it), so that the toasts' code loads
 * then and not while a page starts (app/toasts-chunk.ts).
 */
export const firstToast = new Promise<void>((resolve) => (raise = resolve));

export function toastRaised(): void {
  raise();
}
