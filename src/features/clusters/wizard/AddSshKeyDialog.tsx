import type { SshKey } from "@kubecloud/sdk";
import { Dialog } from "../../../components/Dialog.tsx";
import { SshKeyForm } from "../../../entities/ssh-keys/SshKeyForm.tsx";

interface AddSshKeyDialogProps {
  opened: boolean;
  onClose: () => void;
  onAdded: (key: SshKey) => void;
}

/** The SSH keys section's own form, in a dialog over the wizard, so nothing set in the wizard is lost. */
export function AddSshKeyDialog({ opened, onClose, onAdded }: AddSshKeyDialogProps) {
  return (
    <Dialog opened={opened} onClose={onClose} title="Add SSH Key" size="lg">
      <SshKeyForm
        onCancel={onClose}
        onAdded={(key) => {
          onAdded(key);
          onClose();
        }}
      />
    </Dialog>
  );
}
