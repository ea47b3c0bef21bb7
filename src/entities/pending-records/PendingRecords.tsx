import { Center, Loader, Paper, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { operations } from "@kubecloud/sdk";
import { useApi } from "../../lib/api-context.ts";
import { accountQueries } from "../../lib/queries/account.ts";
import { RetryPanel } from "../../components/RetryPanel.tsx";
import { PendingRecordsTable } from "./PendingRecordsTable.tsx";

/**
 * The signed-in user's payment records with their loading, failed and empty states: the public
 * /pending-requests page and the dashboard's Payments section show the same thing.
 */
export function PendingRecords() {
  const api = useApi();
  const { data, error, isPending, isError, isFetching, refetch } = useQuery(accountQueries.pendingRecords(api));
  if (isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading payments" />
      </Center>
    );
  }
  if (isError) {
    return (
      <RetryPanel
        message={operations.listPendingRecords.errorMessage}
        error={error}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  }
  if (data.length === 0) {
    return (
      <Paper p="xl" withBorder ta="center">
        <Text c="dimmed">
          No pending payments. Card charges, vouchers and credits show here until they reach your account.
        </Text>
      </Paper>
    );
  }
  return <PendingRecordsTable records={data} />;
}
