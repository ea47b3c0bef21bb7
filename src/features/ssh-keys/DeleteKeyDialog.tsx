import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { operations, type SshKey } from "@kubecloud/sdk";
import { useQueryClient } from "@tanstack/react-query";
import { UnconfirmedAttemptAlert } from "../../components/UnconfirmedAlert.tsx";
import { useApi } from "../../lib/api-context.ts";
import { failureDetail } from "../../lib/failure.ts";
import { sshKeyQueries } from "../../entities/ssh-keys/queries.ts";
import { claimEventsFor } from "../../lib/shown-events.ts";
import { useExactlyOnce } from "../../lib/use-exactly-once.ts";
import { FormErrorAlert } from "../../components/feedback/FormErrorAlert.tsx";

/**
 * DELETE /v1/user/ssh-keys/{id}, once per click; the key leaves the cached list (the list is read again when
 * no answer came). The dialog shows a failure itself.
 */
function useDeleteSshKey() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useExactlyOnce({
    mutationFn: (key: SshKey) => {
      // The key leaves the list: the server's "SSH key deleted" event, which it sends before its answer, adds
      // no toast (one outcome, one message).
      claimEventsFor(
        (event) => event.data.status === "ssh_key_deleted" && event.data.message.includes(`'${key.name}'`),
      );
      return api.call("delete", "/v1/user/ssh-keys/{ssh_key_id}", { params: { path: { ssh_key_id: key.ID } } });
    },
    onSuccess: (_data, key) =>
      queryClient.setQueryData(sshKeyQueries.list(api).queryKey, (list) => list?.filter((k) => k.ID !== key.ID)),
    recheck: () => [sshKeyQueries.list(api).queryKey],
    meta: { errorToast: false },
  });
}

interface DeleteKeyDialogProps {
  sshKey: SshKey | null;
  onClose: () => void;
  /** The key is gone: the dialog is to close, and the focus to go somewhere that is still there. */
  onDeleted: () => void;
}

/** "Delete the SSH key “laptop”?": nothing is deleted without this confirmation. */
export function DeleteKeyDialog({ sshKey, onClose, onDeleted }: DeleteKeyDialogProps) {
  const remove = useDeleteSshKey();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close dialog" }}
      opened={sshKey !== null}
      onClose={close}
      title="Delete SSH Key"
    >
      {sshKey && (
        <Stack>
          <Text>
            Delete the SSH key <strong>“{sshKey.name}”</strong>? Clusters already deployed with it keep it, but you can
            no longer choose it for new ones.
          </Text>
          <UnconfirmedAttemptAlert
            attempt={remove}
            title="We could not confirm the deletion"
            whether={`“${sshKey.name}” was deleted`}
          >
            Your list of keys has been read again: check it before you try again.
          </UnconfirmedAttemptAlert>
          {remove.error && !remove.unconfirmed && (
            <FormErrorAlert title={operations.deleteSshKey.errorMessage}>
              {failureDetail(remove.error, operations.deleteSshKey.errorMessage)}
            </FormErrorAlert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} data-autofocus>
              Cancel
            </Button>
            <Button
              color="red"
              loading={remove.pending}
              onClick={() =>
                // The list loses the key, and the server's notification confirms it.
                void remove.run(sshKey).then((attempt) => {
                  if (attempt.status !== "done") return;
                  remove.reset();
                  onDeleted();
                })
              }
            >
              Delete Key
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
