import { useCallback, useState } from "react";
import type { SetURLSearchParams } from "react-router-dom";

/**
 * The node selected in the URL (`?node=`), and the reveal key that scrolls the list to it when the selection is
 * made outside the list (the globe, or arriving with `?node=`).
 */
export function useNodeSelection(params: URLSearchParams, setParams: SetURLSearchParams, nodesLoaded: boolean) {
  const selectedId = Number(params.get("node")) || null;
  const [reveal, setReveal] = useState({ key: 0, pending: selectedId !== null });
  if (reveal.pending && nodesLoaded) setReveal({ key: reveal.key + 1, pending: false });

  const select = useCallback(
    (nodeId: number) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set("node", String(nodeId));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  /** Select from outside the list: the list scrolls to the node. */
  const pick = (nodeId: number) => {
    select(nodeId);
    setReveal((current) => ({ key: current.key + 1, pending: false }));
  };
  return { selectedId, revealKey: reveal.key, select, pick };
}
