import { Modal, Text } from "@mantine/core";
import { UndoableConfirm } from "../../components/feedback/UndoableConfirm.tsx";
import { formatUsd } from "../../lib/format.ts";
import type { MarketNode } from "./market.ts";

interface ReleaseDialogProps {
  node: MarketNode | null;
  onClose: () => void;
  onConfirm: (node: MarketNode) => void;
}

/** Confirms a release, naming the node and what it costs a month; the release then waits 10 s for an undo. */
export function ReleaseDialog({ node, onClose, onConfirm }: ReleaseDialogProps) {
  return (
    <Modal
      opened={node !== null}
      onClose={onClose}
      title={node ? `Release node ${node.nodeId}?` : ""}
      centered
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {node && (
        <UndoableConfirm
          confirmLabel={`Release Node ${node.nodeId}`}
          onCancel={onClose}
          onConfirm={() => onConfirm(node)}
        >
          <Text size="sm">
            Node {node.nodeId} ({node.country || "unknown country"}, {formatUsd(node.price)} a month) goes back to the
            grid and its rent stops. Anything still running on it must be moved first.
          </Text>
        </UndoableConfirm>
      )}
    </Modal>
  );
}
