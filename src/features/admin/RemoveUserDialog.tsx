import { Alert, Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import type { AdminUser } from "@kubecloud/sdk";
import { useState, type FormEvent } from "react";
import { ErrorIcon } from "../../components/icons.tsx";
import { showToast } from "../../components/feedback/toasts.tsx";
import { errorText } from "../../lib/error-text.ts";
import { useRemoveUser } from "./mutations.ts";
import { confirmsRemoval } from "./schemas.ts";

function RemoveForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const remove = useRemoveUser();
  const [typed, setTyped] = useState("");
  const confirmed = confirmsRemoval(typed, user.email);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!confirmed || remove.isPending) return;
    try {
      await remove.mutateAsync(user);
    } catch {
      return; // shown below from the mutation's state
    }
    showToast({ severity: "success", title: "User removed", message: `${user.username} (${user.email}) was removed.` });
    onDone();
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack>
        <Text size="sm">
          This permanently deletes the account of <strong>{user.username}</strong> ({user.email}). Their clusters, SSH
          keys and rented nodes are not removed.
        </Text>
        {remove.isError && (
          <Alert color="red" variant="light" icon={<ErrorIcon />} role="alert">
            {errorText(remove.error)}
          </Alert>
        )}
        <TextInput
          label={`Type ${user.email} to confirm`}
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
            Remove User
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Removing a user is permanent, so the admin types the user's email first. */
export function RemoveUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  return (
    <Modal opened={user !== null} onClose={onClose} title="Remove user" closeButtonProps={{ "aria-label": "Close" }}>
      {user && <RemoveForm key={user.ID} user={user} onDone={onClose} />}
    </Modal>
  );
}
