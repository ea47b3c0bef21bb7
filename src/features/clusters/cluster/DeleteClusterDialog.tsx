import { Text } from "@mantine/core";
import { clusterNodeName, type Cluster } from "@kubecloud/sdk";
import { TypeToConfirmDialog } from "../../../components/TypeToConfirmDialog.tsx";
import { undoTexts } from "../../../config/undo-texts.ts";
import classes from "../Clusters.module.css";
import { useScheduleDeleteCluster } from "../scheduled.ts";

interface DeleteClusterDialogProps {
  cluster: Cluster;
  opened: boolean;
  onClose: () => void;
  /** The deletion is scheduled: the dialog is to close (the toast and the cluster's badge count down). */
  onScheduled: () => void;
}

/** Deleting a cluster is for good, so the user types its name first; the deletion then waits 10 s for an undo. */
export function DeleteClusterDialog({ cluster, opened, onClose, onScheduled }: DeleteClusterDialogProps) {
  const scheduleDelete = useScheduleDeleteCluster();
  return (
    <TypeToConfirmDialog
      opened={opened}
      title={`Delete ${cluster.name}?`}
      phrase={cluster.name}
      confirmLabel={`Delete ${cluster.name}`}
      onConfirm={() => scheduleDelete(cluster.name)}
      onClose={onClose}
      onConfirmed={onScheduled}
    >
      <Text size="sm">
        These VMs are deleted with their disks, and the cluster&apos;s kubeconfig stops working. Nodes you reserved stay
        yours.
      </Text>
      <ul className={classes.list}>
        {cluster.nodes.map((node) => (
          <li key={node.node_id}>
            {clusterNodeName(node, cluster)} ({node.type}, node {node.node_id})
          </li>
        ))}
      </ul>
      <Text size="sm">{undoTexts.dialogNote}</Text>
    </TypeToConfirmDialog>
  );
}
