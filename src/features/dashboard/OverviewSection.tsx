import { Anchor, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { operations } from "@kubecloud/sdk";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { Link } from "react-router-dom";
import { BalanceFailure } from "../../components/BalanceFailure.tsx";
import { dashboardPath, paths } from "../../config/paths.ts";
import { useApi } from "../../lib/api-context.ts";
import { formatUsd } from "../../lib/format.ts";
import { accountQueries, netBalance } from "../../lib/queries/account.ts";
import { invoiceQueries, totalSpent } from "../../lib/queries/invoices.ts";
import { clusterQueries } from "../../lib/queries/clusters.ts";

// The runway card and what it computes with (the SDK's pricing and placement, shared with other screens) load
// with it, after the overview: the first load's list of what each screen needs stays as it was.
const RunwayCard = lazy(() => import("./RunwayCard.tsx").then((m) => ({ default: m.RunwayCard })));

function Tile({ label, children, loading }: { label: string; children: React.ReactNode; loading: boolean }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {loading ? <Loader size="sm" aria-label={`Loading ${label}`} /> : children}
    </Paper>
  );
}

/** What the invoices add up to, with a way to them; a failed read says so where the figure would be. */
function TotalSpent() {
  const api = useApi();
  const invoices = useQuery(invoiceQueries.list(api));
  return (
    <Tile label="Total spent" loading={invoices.isPending}>
      {invoices.isError ? (
        <Stack gap={4} align="flex-start">
          <Text size="sm" c="red" role="alert">
            {operations.listInvoices.errorMessage}
          </Text>
          <Button
            size="compact-sm"
            variant="default"
            loading={invoices.isFetching}
            onClick={() => void invoices.refetch()}
          >
            Try Again
          </Button>
        </Stack>
      ) : (
        <>
          <Text fz={28} fw={700} data-testid="total-spent">
            {formatUsd(totalSpent(invoices.data ?? []))}
          </Text>
          <Text size="sm" c="dimmed">
            {invoices.data?.length === 1 ? "1 invoice" : `${invoices.data?.length ?? 0} invoices`} ·{" "}
            <Anchor component={Link} to={dashboardPath("billing")} fz="sm">
              Billing History
            </Anchor>
          </Text>
        </>
      )}
    </Tile>
  );
}

/**
 * Balance (net of debt, pending separately), active clusters, total spent, the runway, the panels other features lend the
 * overview (`children`, composed by the app layer) and quick actions.
 */
export function OverviewSection({ children }: { children?: React.ReactNode }) {
  const api = useApi();
  const balance = useQuery(accountQueries.balance(api));
  const clusters = useQuery(clusterQueries.list(api));
  const pending = balance.data?.pending_balance_usd ?? 0;
  return (
    <Stack>
      <div>
        <Title order={2}>Overview</Title>
        <Text c="dimmed">Your platform at a glance.</Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Tile label="Balance" loading={balance.isPending}>
          <Text fz={28} fw={700} data-testid="balance">
            {formatUsd(netBalance(balance.data))}
          </Text>
          {pending > 0 && (
            <Text size="sm" c="dimmed">
              +{formatUsd(pending)} pending
            </Text>
          )}
          {balance.isError && (
            <BalanceFailure
              error={balance.error}
              retrying={balance.isFetching}
              onRetry={() => void balance.refetch()}
            />
          )}
        </Tile>
        <Tile label="Active clusters" loading={clusters.isPending}>
          <Text fz={28} fw={700}>
            {clusters.data?.length ?? 0}
          </Text>
        </Tile>
        <TotalSpent />
      </SimpleGrid>
      <Suspense
        fallback={
          <Paper withBorder p="md" radius="md">
            <Loader size="sm" aria-label="Loading Runway" />
          </Paper>
        }
      >
        <RunwayCard />
      </Suspense>
      {children}
      <Paper withBorder p="md" radius="md">
        <Title order={3} size="h4" mb="sm">
          Quick Actions
        </Title>
        <Group>
          <Button component={Link} to={paths.deploy}>
            Deploy Cluster
          </Button>
          <Button component={Link} to={paths.nodes} variant="default">
            Reserve Node
          </Button>
          <Button component={Link} to={dashboardPath("ssh")} variant="default">
            Add SSH Key
          </Button>
          <Button component={Link} to={dashboardPath("add-funds")} variant="default">
            Add Funds
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}
