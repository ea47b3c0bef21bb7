import { useEffect, useRef, useState } from "react";

/**
 * For a control that goes away once used (a row's Delete, a node's Remove): `refocus()` moves the focus to the
 * element behind `ref` after the render it causes, so that it does not fall back to the page's body.
 */
export function useRefocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [times, setTimes] = useState(0);
  useEffect(() => {
    if (times > 0) ref.current?.focus();
  }, [times]);
  return { ref, refocus: () => setTimes((n) => n + 1) };
}
