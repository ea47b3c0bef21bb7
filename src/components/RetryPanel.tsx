import { Button, Group, Paper, Text } from "@mantine/core";

interface RetryPanelProps {
  /** What failed to load. */
  message: string;
  retrying: boolean;
  onRetry: () => void;
  /** Names the panel as a section when it stands in for one (e.g. "Platform statistics"). */
  label?: string;
  className?: string;
}

/** A failed load: what failed, and "Try Again" (busy while the retry runs). */
export function RetryPanel({ message, retrying, onRetry, label, className }: RetryPanelProps) {
  return (
    <Paper component={label ? "section" : "div"} aria-label={label} p="md" withBorder className={className}>
      <Group justify="space-between">
        <Text>{message}</Text>
        <Button variant="default" size="xs" loading={retrying} onClick={onRetry}>
          Try Again
        </Button>
      </Group>
    </Paper>
  );
}
