import { Badge, Button, Loader, UnstyledButton } from "@mantine/core";
import { memo } from "react";
import ui from "../../components/ui/ui.module.css";
import { NodePrice } from "./NodePrice.tsx";
import { NodeSummary } from "./NodeSummary.tsx";
import type { MarketNode } from "./market.ts";
import classes from "./NodesPage.module.css";

/** What a row's action button can be: reserve it, wait for it, or it is already the user's. */
export type RowState = "idle" | "reserving" | "reserved";

interface NodeRowProps {
  node: MarketNode;
  state: RowState;
  selected: boolean;
  onSelect: (nodeId: number) => void;
  onFocusNode: (nodeId: number | null) => void;
  onReserve: (node: MarketNode) => void;
}

/** One node of the marketplace: who and where, what it has, its price, and Reserve. */
export const NodeRow = memo(function NodeRow({
  node,
  state,
  selected,
  onSelect,
  onFocusNode,
  onReserve,
}: NodeRowProps) {
  return (
    <div
      className={classes.row}
      data-selected={selected || undefined}
      onFocus={() => onFocusNode(node.nodeId)}
      onBlur={() => onFocusNode(null)}
      onMouseEnter={() => onFocusNode(node.nodeId)}
      onMouseLeave={() => onFocusNode(null)}
    >
      <NodeSummary
        node={node}
        title={
          <UnstyledButton
            className={classes.nodeName}
            onClick={() => onSelect(node.nodeId)}
            aria-current={selected || undefined}
            aria-label={`Node ${node.nodeId}, ${node.country || "unknown country"}`}
          >
            Node {node.nodeId}
          </UnstyledButton>
        }
        badges={
          node.gpus > 0 && (
            <Badge variant="light" color="violet" size="sm">
              GPU
            </Badge>
          )
        }
      />
      <div className={`${ui.row} ${classes.rowSide} ${classes.nowrap}`}>
        <NodePrice node={node} />
        {state === "reserved" ? (
          <Badge color="green" variant="light" size="lg">
            Reserved
          </Badge>
        ) : (
          <Button
            onClick={() => onReserve(node)}
            disabled={state === "reserving"}
            leftSection={state === "reserving" ? <Loader size={14} color="currentColor" /> : undefined}
            aria-label={state === "reserving" ? `Reserving node ${node.nodeId}…` : `Reserve node ${node.nodeId}`}
          >
            {state === "reserving" ? "Reserving…" : "Reserve"}
          </Button>
        )}
      </div>
    </div>
  );
});
