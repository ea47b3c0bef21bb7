import { Button, Modal, Paper, Stack, Text } from "@mantine/core";
import type { SshKey } from "@kubecloud/sdk";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useImperativeHandle, useRef, useState, type Ref } from "react";
import { PlusIcon } from "../../components/account-icons.tsx";
import { QueryLoaded } from "../../components/QueryLoaded.tsx";
import { SectionHeader } from "../../components/SectionHeader.tsx";
import { SshKeyForm } from "../../entities/ssh-keys/SshKeyForm.tsx";
import { useApi } from "../../lib/api-context.ts";
import { sshKeyQueries } from "../../entities/ssh-keys/queries.ts";
import { DeleteKeyDialog } from "./DeleteKeyDialog.tsx";
import { SshKeyList } from "./SshKeyList.tsx";

interface KeysProps {
  onAdd: () => void;
  onDelete: (key: SshKey) => void;
  listRef: Ref<HTMLUListElement>;
}

function Keys({ onAdd, onDelete, listRef }: KeysProps) {
  const api = useApi();
  const keys = useQuery({ ...sshKeyQueries.list(api), meta: { errorToast: false } });
  return (
    <QueryLoaded query={keys} loading="Loading SSH keys" failure={() => "Failed to load SSH keys"}>
      {(data) =>
        data.length === 0 ? <NoKeys onAdd={onAdd} /> : <SshKeyList keys={data} onDelete={onDelete} listRef={listRef} />
      }
    </QueryLoaded>
  );
}

/** No key yet: why one is needed, and the way to add one. */
function NoKeys({ onAdd }: { onAdd: () => void }) {
  return (
    <Paper withBorder p="xl" radius="md" ta="center">
      <Stack align="center" gap="sm">
        <Text fw={600}>No SSH keys yet</Text>
        <Text c="dimmed" maw={460}>
          Every cluster needs at least one key: it is how you reach its machines. Add the public key of your computer,
          or generate a new pair here.
        </Text>
        <Button onClick={onAdd} leftSection={<PlusIcon />}>
          Add SSH Key
        </Button>
      </Stack>
    </Paper>
  );
}

interface AddKeyDialogHandle {
  open: () => void;
}

/**
 * Add SSH Key, a dialog that keeps its open state to itself: opening it renders the dialog alone, not the list
 * of keys beside it (a long list made the first open slow to answer the click).
 */
function AddKeyDialog({ handle }: { handle: Ref<AddKeyDialogHandle> }) {
  const [adding, setAdding] = useState(false);
  useImperativeHandle(handle, () => ({ open: () => setAdding(true) }), []);
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close dialog" }}
      opened={adding}
      onClose={() => setAdding(false)}
      title="Add SSH Key"
      size="lg"
    >
      <SshKeyForm
        onCancel={() => setAdding(false)}
        // The list shows the new key, and the server's notification confirms it.
        onAdded={() => setAdding(false)}
      />
    </Modal>
  );
}

/** The user's SSH keys: list, add (paste or generate), delete after a confirmation. */
export function SshKeysSection() {
  const addDialog = useRef<AddKeyDialogHandle>(null);
  const openAdd = useCallback(() => addDialog.current?.open(), []);
  const [deleting, setDeleting] = useState<SshKey | null>(null);
  // After a deletion the focus would fall to the page's body with the key's Delete button: it goes to the list
  // instead (a screen reader says how many keys are left), or to Add SSH Key once no key is left.
  const [deletions, setDeletions] = useState(0);
  const list = useRef<HTMLUListElement>(null);
  const add = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (deletions > 0) (list.current ?? add.current)?.focus();
  }, [deletions]);
  return (
    <Stack>
      <SectionHeader
        title="SSH Keys"
        description="The public keys installed on your clusters' machines."
        actions={
          <Button ref={add} onClick={openAdd} leftSection={<PlusIcon />}>
            Add SSH Key
          </Button>
        }
      />
      <Keys onAdd={openAdd} onDelete={setDeleting} listRef={list} />
      <AddKeyDialog handle={addDialog} />
      <DeleteKeyDialog
        sshKey={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          setDeletions((n) => n + 1);
        }}
      />
    </Stack>
  );
}
