import { Button, Group, Modal, Text } from "@mantine/core";
import type { Notification } from "@kubecloud/sdk";

export type ConfirmDelete = { kind: "one"; notification: Notification } | { kind: "all" } | null;

/** Asks before deleting one notification or all of them. */
export function DeleteNotificationsDialog({
  confirm,
  onCancel,
  onConfirm,
}: {
  confirm: ConfirmDelete;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal
      opened={confirm !== null}
      onClose={onCancel}
      title={confirm?.kind === "all" ? "Delete all notifications?" : "Delete this notification?"}
      centered
    >
      <Text size="sm">This cannot be undone.</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
