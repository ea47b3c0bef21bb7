import { Text } from "@mantine/core";
import type { Deployment } from "@kubecloud/sdk";
import { TypeToConfirmDialog } from "../../../components/TypeToConfirmDialog.tsx";
import { undoTexts } from "../../../config/undo-texts.ts";
import classes from "../Clusters.module.css";
import { plural } from "../format.ts";
import { useScheduleDeleteAll } from "../scheduled.ts";

/** What the user types to delete every cluster. */
const DELETE_ALL_PHRASE = "delete all";

/**
 * Deleting every cluster is for good: the dialog names them, and the user types "delete all"; the deletion then
 * waits 10 s for an undo.
 */
export function DeleteAllDialog({
  clusters,
  opened,
  onClose,
}: {
  clusters: Deployment[];
  opened: boolean;
  onClose: () => void;
}) {
  const scheduleDeleteAll = useScheduleDeleteAll();
  return (
    <TypeToConfirmDialog
      opened={opened}
      title="Delete All Clusters?"
      phrase={DELETE_ALL_PHRASE}
      matches={(typed) => typed.trim().toLowerCase() === DELETE_ALL_PHRASE}
      confirmLabel="Delete All Clusters"
      onConfirm={() => scheduleDeleteAll(clusters.length)}
      onClose={onClose}
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
      <Text size="sm">{undoTexts.dialogNote}</Text>
    </TypeToConfirmDialog>
  );
}
