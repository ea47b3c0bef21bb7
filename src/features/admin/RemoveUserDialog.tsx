import { Text } from "@mantine/core";
import type { AdminUser } from "@kubecloud/sdk";
import { showToast } from "../../components/feedback/toasts.tsx";
import { TypeToConfirmDialog } from "../../components/TypeToConfirmDialog.tsx";
import { useRemoveUser } from "./mutations.ts";
import { confirmsRemoval } from "./schemas.ts";

/** Removing a user is permanent, so the admin types the user's email first. */
export function RemoveUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const remove = useRemoveUser();
  const close = () => {
    remove.reset(); // the next opening starts without the last failure
    onClose();
  };
  return (
    <TypeToConfirmDialog
      opened={user !== null}
      title="Remove User"
      phrase={user?.email ?? ""}
      matches={(typed) => user !== null && confirmsRemoval(typed, user.email)}
      confirmLabel="Remove User"
      onConfirm={async () => {
        if (!user) return { status: "ignored" };
        const attempt = await remove.run(user);
        if (attempt.status === "done")
          showToast({
            severity: "success",
            title: "User removed",
            message: `${user.username} (${user.email}) was removed.`,
          });
        return attempt;
      }}
      action={remove}
      unconfirmedText={{
        title: "We could not confirm the removal",
        whether: `${user?.email ?? "the user"} was removed`,
        advice: "The user list has been read again: check it before you try again.",
      }}
      onClose={close}
    >
      {user && (
        <Text size="sm">
          This permanently deletes the account of <strong>{user.username}</strong> ({user.email}). Their clusters, SSH
          keys and rented nodes are not removed.
        </Text>
      )}
    </TypeToConfirmDialog>
  );
}
