import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { failureDetail } from "../lib/failure.ts";

interface RetryPanelProps {
  /** What failed to load (the call's message from the spec's catalogue, when it has one). */
  message: string;
  /** The failure: its reason is shown under the message. */
  error?: unknown;
  retrying: boolean;
  onRetry: () => void;
  /** Names the panel as a section when it stands in for one (e.g. "Platform statistics"). */
  label?: string;
  className?: string;
}

/** Why `message` failed (the server's reason), dimmed under it; nothing when there is no reason to give. */
export function FailureDetail({ error, message, size }: { error: unknown; message: string; size: "xs" | "sm" }) {
  const detail = failureDetail(error, message);
  return detail ? (
    <Text size={size} c="dimmed">
      {detail}
    </Text>
  ) : null;
}

/** A failed load: what failed and why, and "Try Again" (busy while the retry runs). */
export function RetryPanel({ message, error, retrying, onRetry, label, className }: RetryPanelProps) {
  return (
    <Paper component={label ? "section" : "div"} aria-label={label} p="md" withBorder className={className}>
      <Group justify="space-between">
        <Stack gap={2} miw={0}>
          <Text>{message}</Text>
          {error !== undefined && <FailureDetail error={error} message={message} size="sm" />}
        </Stack>
        <Button variant="default" size="xs" loading={retrying} onClick={onRetry}>
          Try Again
        </Button>
      </Group>
    </Paper>
  );
}
