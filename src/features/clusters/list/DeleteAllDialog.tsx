import { Alert, Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import type { Deployment } from "@kubecloud/sdk";
import { useState, type FormEvent } from "react";
import { ErrorIcon } from "../../../components/icons.tsx";
import { errorText } from "../../../lib/error-text.ts";
import classes from "../Clusters.module.css";
import { plural } from "../format.ts";
import { useDeleteAll } from "../mutations.ts";

/** What the user types to delete every cluster. */
const DELETE_ALL_PHRASE = "delete all";

function DeleteAllForm({ clusters, onDone }: { clusters: Deployment[]; onDone: () => void }) {
  const remove = useDeleteAll();
  const [typed, setTyped] = useState("");
  const confirmed = typed.trim().toLowerCase() === DELETE_ALL_PHRASE;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!confirmed || remove.isPending) return;
    try {
      await remove.mutateAsync();
    } catch {
      return; // shown below
    }
    onDone();
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack>
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
        {remove.isError && (
          <Alert color="red" variant="light" icon={<ErrorIcon />} role="alert">
            {errorText(remove.error)}
          </Alert>
        )}
        <TextInput
          label={`Type ${DELETE_ALL_PHRASE} to confirm`}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          autoComplete="off"
          spellCheck={false}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button type="submit" color="red" disabled={!confirmed} loading={remove.isPending}>
            Delete All Clusters
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

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
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Delete all clusters?"
      closeButtonProps={{ "aria-label": "Close dialog" }}
    >
      {opened && <DeleteAllForm clusters={clusters} onDone={onClose} />}
    </Modal>
  );
}
