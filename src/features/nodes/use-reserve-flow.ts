import { useQuery } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { paths } from "../../config/paths.ts";
import { useApi } from "../../lib/api-context.ts";
import { nodeQueries } from "../../lib/queries/nodes.ts";
import type { RowState } from "./NodeRow.tsx";
import type { MarketNode } from "./market.ts";
import { useReserveNode } from "./node-actions.ts";

/**
 * Reserving from the market: each row's state (idle, reserving, reserved), the node whose confirmation dialog is
 * open, and what the Reserve button does (a guest is sent to sign in first and comes back to the node).
 */
export function useReserveFlow(signedIn: boolean) {
  const api = useApi();
  const location = useLocation();
  const navigate = useNavigate();
  const rented = useQuery({ ...nodeQueries.rented(api), enabled: signedIn });
  const { reserve, reserving } = useReserveNode();
  const [dialogNode, setDialogNode] = useState<MarketNode | null>(null);

  const onReserve = useCallback(
    (node: MarketNode) => {
      if (signedIn) return setDialogNode(node);
      // A guest signs in first and comes back to this node (the sign-in page returns to `from`).
      const back = new URLSearchParams(location.search);
      back.set("node", String(node.nodeId));
      void navigate(paths.signIn, { state: { from: `${location.pathname}?${back.toString()}` } });
    },
    [location, navigate, signedIn],
  );
  const rentedIds = useMemo(() => new Set((rented.data ?? []).map((node) => node.nodeId)), [rented.data]);
  const stateOf = useCallback(
    (nodeId: number): RowState => (reserving.has(nodeId) ? "reserving" : rentedIds.has(nodeId) ? "reserved" : "idle"),
    [reserving, rentedIds],
  );
  const closeDialog = () => setDialogNode(null);
  const confirmReserve = (node: MarketNode) => {
    setDialogNode(null);
    reserve({ nodeId: node.nodeId, rentContractId: 0 });
  };
  return { dialogNode, onReserve, stateOf, closeDialog, confirmReserve };
}
