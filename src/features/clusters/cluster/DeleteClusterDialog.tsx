import { Alert, Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import type { Cluster } from "@kubecloud/sdk";
import { useState, type FormEvent } from "react";
import { ErrorIcon } from "../../../components/icons.tsx";
import { errorText } from "../../../lib/error-text.ts";
import classes from "../Clusters.module.css";
import { useDeleteCluster } from "../mutations.ts";

function DeleteForm({
  cluster,
  onDeleted,
  onCancel,
}: {
  cluster: Cluster;
  onDeleted: () => void;
  onCancel: () => void;
}) {
  const remove = useDeleteCluster();
  const [typed, setTyped] = useState("");
  const confirmed = typed.trim() === cluster.name;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!confirmed || remove.isPending) return;
    try {
      await remove.mutateAsync({ cluster: cluster.name });
    } catch {
      return; // shown below
    }
    onDeleted();
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack>
        <Text size="sm">
          These VMs are deleted with their disks, and the cluster&apos;s kubeconfig stops working. Nodes you reserved
          stay yours.
        </Text>
        <ul className={classes.list}>
          {cluster.nodes.map((node) => (
            <li key={node.original_name}>
              {node.original_name} ({node.type}, node {node.node_id})
            </li>
          ))}
        </ul>
        {remove.isError && (
          <Alert color="red" variant="light" icon={<ErrorIcon />} role="alert">
            {errorText(remove.error)}
          </Alert>
        )}
        <TextInput
          label={`Type ${cluster.name} to confirm`}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          autoComplete="off"
          spellCheck={false}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button type="submit" color="red" disabled={!confirmed} loading={remove.isPending}>
            Delete {cluster.name}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface DeleteClusterDialogProps {
  cluster: Cluster;
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

/** Deleting a cluster is for good, so the user types its name first. */
export function DeleteClusterDialog({ cluster, opened, onClose, onDeleted }: DeleteClusterDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Delete ${cluster.name}?`}
      closeButtonProps={{ "aria-label": "Close dialog" }}
    >
      {opened && <DeleteForm cluster={cluster} onDeleted={onDeleted} onCancel={onClose} />}
    </Modal>
  );
}
