import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { MailValues } from "./schemas.ts";

interface MailConfirmProps {
  /** The validated mail waiting for confirmation, or null. */
  mail: MailValues | null;
  recipients: number | undefined;
  onCancel: () => void;
  onConfirm: (mail: MailValues) => void;
}

/** The last step before a mail goes to everyone: how many users receive it. */
export function MailConfirm({ mail, recipients, onCancel, onConfirm }: MailConfirmProps) {
  const who =
    recipients === undefined ? "every registered user" : `${recipients} ${recipients === 1 ? "user" : "users"}`;
  return (
    <Modal
      opened={mail !== null}
      onClose={onCancel}
      title="Send This Email?"
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {mail && (
        <Stack>
          <Text size="sm">
            “{mail.subject}” will be sent to <strong>{who}</strong>, unverified accounts included
            {mail.attachments.length > 0 &&
              `, with ${mail.attachments.length} ${mail.attachments.length === 1 ? "attachment" : "attachments"}`}
            . An email cannot be called back.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button onClick={() => onConfirm(mail)} data-autofocus>
              {recipients === undefined
                ? "Send to All Users"
                : `Send to ${recipients} ${recipients === 1 ? "User" : "Users"}`}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
