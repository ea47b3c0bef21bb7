import { Divider, Text } from "@mantine/core";
import { SectionPanel } from "../../components/SectionPanel.tsx";
import { formatBytes } from "../../lib/format.ts";
import classes from "./AdminTables.module.css";

interface MailPreviewProps {
  subject: string;
  body: string;
  attachments: File[];
  /** "6 users", or "all users" while the count is unknown. */
  recipients: string;
}

/**
 * What the users will read. The body is shown as plain text, never as HTML: an admin's markup (or a
 * pasted script) is displayed, not run. The server places it in its announcement template.
 */
export function MailPreview({ subject, body, attachments, recipients }: MailPreviewProps) {
  return (
    <SectionPanel titleId="mail-preview" title="Preview" order={3} gap="xs">
      <Text size="sm">
        <Text span c="dimmed" size="sm">
          To:
        </Text>{" "}
        {recipients}
      </Text>
      <Text size="sm" fw={600} className={classes.preview}>
        <Text span c="dimmed" size="sm" fw={400}>
          Subject:
        </Text>{" "}
        {subject.trim() || "(no subject yet)"}
      </Text>
      <Divider />
      <Text size="sm" className={classes.preview} data-testid="mail-preview-body">
        {body.trim() ? body : "(no content yet)"}
      </Text>
      {attachments.length > 0 && (
        <>
          <Divider />
          <Text size="sm" c="dimmed">
            Attachments: {attachments.map((file) => `${file.name} (${formatBytes(file.size)})`).join(", ")}
          </Text>
        </>
      )}
    </SectionPanel>
  );
}
