import { Text } from "@mantine/core";
import { clusterNodeName, type Cluster } from "@kubecloud/sdk";
import { TypeToConfirmDialog } from "../../../components/TypeToConfirmDialog.tsx";
import classes from "../Clusters.module.css";
import { useDeleteCluster } from "../mutations.ts";

interface DeleteClusterDialogProps {
  cluster: Cluster;
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

/** Deleting a cluster is for good, so the user types its name first. */
export function DeleteClusterDialog({ cluster, opened, onClose, onDeleted }: DeleteClusterDialogProps) {
  const remove = useDeleteCluster();
  const close = () => {
    remove.reset(); // the next opening starts without the last failure
    onClose();
  };
  return (
    <TypeToConfirmDialog
      opened={opened}
      title={`Delete ${cluster.name}?`}
      phrase={cluster.name}
      confirmLabel={`Delete ${cluster.name}`}
      onConfirm={() => remove.run({ cluster: cluster.name })}
      action={remove}
      unconfirmedText={{
        title: "We could not confirm the deletion",
        whether: `${cluster.name} is being deleted`,
        advice: "Close this and check the cluster before you delete it again.",
      }}
      onClose={close}
      onConfirmed={onDeleted}
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
    </TypeToConfirmDialog>
  );
}
