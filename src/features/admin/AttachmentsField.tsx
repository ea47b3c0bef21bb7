import { ActionIcon, Button, FileButton, Group, Input, Stack, Text } from "@mantine/core";
import { useId, useRef } from "react";
import { TrashIcon } from "../../components/icons.tsx";
import { adminSettings } from "../../config/admin.ts";
import { formatBytes } from "../../lib/format.ts";

interface AttachmentsFieldProps {
  value: File[];
  onChange: (files: File[]) => void;
  error?: string;
  disabled?: boolean;
}

/** Optional attachments: add files in one or more goes, see each with its size, remove any. */
export function AttachmentsField({ value, onChange, error, disabled }: AttachmentsFieldProps) {
  const hintId = useId();
  const errorId = useId();
  const { maxAttachments, maxAttachmentBytes, attachmentTypes } = adminSettings;
  const total = value.reduce((sum, file) => sum + file.size, 0);
  // Emptied after every pick, so picking the same file again (after removing it) still counts.
  const resetRef = useRef<() => void>(null);
  return (
    <Input.Wrapper label="Attachments (optional)" labelElement="div">
      <Stack gap="xs" mt={4}>
        <Text size="xs" c="dimmed" id={hintId}>
          Up to {maxAttachments} files of {formatBytes(maxAttachmentBytes)} each: {attachmentTypes.join(" ")}
        </Text>
        {value.length > 0 && (
          <Stack gap={4} component="ul" aria-label="Attached files" p={0} m={0} style={{ listStyle: "none" }}>
            {value.map((file, index) => (
              <Group component="li" key={`${file.name}-${index}`} gap="xs" wrap="nowrap" justify="space-between">
                <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                  {file.name}{" "}
                  <Text span size="xs" c="dimmed">
                    ({formatBytes(file.size)})
                  </Text>
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Remove ${file.name}`}
                  disabled={disabled}
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                >
                  <TrashIcon />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
        <Group gap="sm">
          <FileButton
            multiple
            accept={attachmentTypes.join(",")}
            resetRef={resetRef}
            inputProps={{ "aria-label": "Attachment files" }}
            onChange={(files) => {
              onChange([...value, ...files]);
              resetRef.current?.();
            }}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="xs"
                disabled={disabled}
                aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              >
                Add Files
              </Button>
            )}
          </FileButton>
          {value.length > 0 && (
            <Text size="xs" c="dimmed">
              {value.length} {value.length === 1 ? "file" : "files"}, {formatBytes(total)}
            </Text>
          )}
        </Group>
        {error && (
          <Input.Error id={errorId} role="alert">
            {error}
          </Input.Error>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
