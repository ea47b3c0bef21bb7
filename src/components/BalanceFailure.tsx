import { Button, Stack, Text } from "@mantine/core";
import { operations } from "@kubecloud/sdk";
import { FailureDetail } from "./RetryPanel.tsx";

interface BalanceFailureProps {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/**
 * A balance that could not be read, where the figure is (product-rules §8): the screen shows $0.00, and this
 * says 'Failed to fetch balance' with the reason, and offers a retry (no toast: the 30 s refresh would repeat it).
 */
export function BalanceFailure({ error, retrying, onRetry }: BalanceFailureProps) {
  const title = operations.getBalance.errorMessage;
  return (
    <Stack gap={4} align="flex-start">
      <div role="alert">
        <Text size="sm" fw={600} c="var(--mantine-color-error)">
          {title}
        </Text>
        <FailureDetail error={error} message={title} size="xs" />
      </div>
      <Button size="compact-sm" variant="default" loading={retrying} onClick={onRetry}>
        Try Again
      </Button>
    </Stack>
  );
}
