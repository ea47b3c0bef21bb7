import { useEffect, useRef, useState } from "react";
import { showToast } from "../../components/feedback/toasts.tsx";

const COPIED_FOR_MS = 2000;

/**
 * Copies text to the clipboard and remembers which thing (`key`) was copied last, for two seconds, so one
 * panel's buttons can each say "Copied". A browser that refuses the clipboard gets an error toast.
 */
export function useCopy() {
  const [copied, setCopied] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy(key: string, text: string) {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      showToast({
        severity: "error",
        title: "Could not copy",
        message: "The browser did not allow the clipboard. Select the codes and copy them by hand.",
      });
      return;
    }
    setCopied(key);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(null), COPIED_FOR_MS);
  }

  return { copied, copy };
}
