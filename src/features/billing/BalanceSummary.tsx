import { Loader, Paper, SimpleGrid, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { BalanceFailure } from "../../components/BalanceFailure.tsx";
import { useApi } from "../../lib/api-context.ts";
import { formatUsd } from "../../lib/format.ts";
import { accountQueries, netBalance } from "../../lib/queries/account.ts";

interface FigureProps {
  label: string;
  value: string | undefined;
  testId: string;
  /** Under the figure: why it may be wrong. */
  note?: ReactNode;
}

function Figure({ label, value, testId, note }: FigureProps) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {value === undefined ? (
        <Loader size="sm" aria-label={`Loading ${label.toLowerCase()}`} />
      ) : (
        <Text fz={24} fw={700} data-testid={testId}>
          {value}
        </Text>
      )}
      {note}
    </Paper>
  );
}

/**
 * The balance (balance minus debt) and the pending amount beside it (product-rules §3), refreshed every
 * 30 s and by billing events; a failed fetch shows $0.00 and says 'Failed to fetch balance' (product-rules §8).
 */
export function BalanceSummary() {
  const api = useApi();
  const { data, error, isPending, isError, isFetching, refetch } = useQuery(accountQueries.balance(api));
  return (
    <SimpleGrid cols={2} spacing="sm">
      <Figure
        label="Current balance"
        value={isPending ? undefined : formatUsd(netBalance(data))}
        testId="balance"
        note={isError && <BalanceFailure error={error} retrying={isFetching} onRetry={() => void refetch()} />}
      />
      <Figure
        label="Pending"
        value={isPending ? undefined : formatUsd(data?.pending_balance_usd ?? 0)}
        testId="pending-balance"
      />
    </SimpleGrid>
  );
}
