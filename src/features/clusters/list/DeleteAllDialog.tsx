import { Text } from "@mantine/core";
import type { Deployment } from "@kubecloud/sdk";
import { TypeToConfirmDialog } from "../../../components/TypeToConfirmDialog.tsx";
import classes from "../Clusters.module.css";
import { plural } from "../format.ts";
import { useDeleteAll } from "../mutations.ts";

/** What the user types to delete every cluster. */
const DELETE_ALL_PHRASE = "delete all";

/** Deleting every cluster is for good: the dialog names them, and the user types "delete all". */
export function DeleteAllDialog({
  clusters,
  opened,
  onClose,
}: {
  clusters: Deployment[];
  opened: boolean;
  onClose: () => void;
}) {
  const remove = useDeleteAll();
  const close = () => {
    remove.reset(); // the next opening starts without the last failure
    onClose();
  };
  return (
    <TypeToConfirmDialog
      opened={opened}
      title="Delete All Clusters?"
      phrase={DELETE_ALL_PHRASE}
      matches={(typed) => typed.trim().toLowerCase() === DELETE_ALL_PHRASE}
      confirmLabel="Delete All Clusters"
      onConfirm={() => remove.run()}
      action={remove}
      unconfirmedText={{
        title: "We could not confirm the deletion",
        whether: "your clusters are being deleted",
        advice: "The list has been read again: close this and check it before you delete them again.",
      }}
      onClose={close}
    >
      <Text size="sm">
        All {plural(clusters.length, "cluster")} and every VM in them are deleted with their disks. Nodes you reserved
        stay yours.
      </Text>
      <ul className={classes.list}>
        {clusters.map(({ cluster }) => (
          <li key={cluster.name}>
            {cluster.name} ({plural(cluster.nodes.length, "node")})
          </li>
        ))}
      </ul>
    </TypeToConfirmDialog>
  );
}
