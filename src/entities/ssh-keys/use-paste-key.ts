import { useState } from "react";

/** Why nothing was pasted: the browser refused (or cannot) read the clipboard, or it held no text. */
export type PasteProblem = "blocked" | "empty";

export const pasteProblemText: Record<PasteProblem, string> = {
  blocked: "This browser did not let the page read the clipboard. Paste into the field with Ctrl+V (⌘V on a Mac).",
  empty: "The clipboard holds no text. Copy the line from your .pub file first.",
};

/**
 * "Paste from Clipboard" for the public key: reads the clipboard when the user asks (the browser may ask for
 * permission) and hands the trimmed text to `onText`; the field's own validation then says whether it is a
 * public key (a private key is refused there, and nothing is sent).
 */
export function usePasteKey(onText: (text: string) => void) {
  const [problem, setProblem] = useState<PasteProblem | null>(null);
  const [pasting, setPasting] = useState(false);

  async function paste() {
    setProblem(null);
    if (typeof navigator.clipboard?.readText !== "function") {
      setProblem("blocked");
      return;
    }
    setPasting(true);
    try {
      const text = (await navigator.clipboard.readText()).trim();
      if (text) onText(text);
      else setProblem("empty");
    } catch {
      // Permission denied, or the document was not focused: the keyboard still works.
      setProblem("blocked");
    } finally {
      setPasting(false);
    }
  }

  return { paste, pasting, problem };
}
