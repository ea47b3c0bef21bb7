import { Text } from "@mantine/core";
import { clusterNodeName, type Cluster, type ClusterNode } from "@kubecloud/sdk";
import { Dialog } from "../../../components/Dialog.tsx";
import { UndoableConfirm } from "../../../components/feedback/UndoableConfirm.tsx";
import { formatMb } from "../../../lib/format.ts";
import { useScheduleRemoveNode } from "../scheduled.ts";

type ClusterNames = Pick<Cluster, "name" | "project_name">;

interface RemoveFormProps {
  cluster: ClusterNames;
  node: ClusterNode;
  onDone: () => void;
  onScheduled: () => void;
}

function RemoveForm({ cluster, node, onDone, onScheduled }: RemoveFormProps) {
  const scheduleRemove = useScheduleRemoveNode();
  const name = clusterNodeName(node, cluster);
  // Scheduled once however often it is clicked (one action per node); its toast says how it went.
  function confirm() {
    scheduleRemove(cluster.name, name);
    onScheduled();
  }
  return (
    <UndoableConfirm confirmLabel={`Remove ${name}`} onCancel={onDone} onConfirm={confirm}>
      <Text size="sm">
        The {node.type} <strong>{name}</strong> on node {node.node_id} ({node.cpu} vCPU, {formatMb(node.memory)} RAM,{" "}
        {formatMb(node.root_size + node.disk_size)} storage) leaves {cluster.name}, and its disks are deleted.
        Kubernetes moves its pods to the other nodes where they have room; drain it first to move them gently.
      </Text>
    </UndoableConfirm>
  );
}

/** Confirms removing one node (never the leader), naming it and what goes with it; the removal then waits 10 s. */
export function RemoveNodeDialog({
  cluster,
  node,
  onClose,
  onScheduled,
}: {
  cluster: ClusterNames;
  node: ClusterNode | null;
  onClose: () => void;
  /** The removal is scheduled: the dialog is to close, and the focus to go where the node's row is. */
  onScheduled: () => void;
}) {
  return (
    <Dialog opened={node !== null} onClose={onClose} title={node ? `Remove ${clusterNodeName(node, cluster)}?` : ""}>
      {node && (
        <RemoveForm
          key={clusterNodeName(node, cluster)}
          cluster={cluster}
          node={node}
          onDone={onClose}
          onScheduled={onScheduled}
        />
      )}
    </Dialog>
  );
}
