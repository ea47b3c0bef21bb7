import { Button, Group, Loader, Paper, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { spendHistory, type SpendHistory, type SpendPeriod } from "@kubecloud/sdk";
import { useQuery } from "@tanstack/react-query";
import { useId, useMemo, useState } from "react";
import { BarLineChart } from "../../components/charts/BarLineChart.tsx";
import { RetryPanel } from "../../components/RetryPanel.tsx";
import { useApi } from "../../lib/api-context.ts";
import { formatUsd } from "../../lib/format.ts";
import { accountQueries, netBalance } from "../../lib/queries/account.ts";
import { invoiceQueries } from "../../lib/queries/invoices.ts";
import { saveFile } from "../../lib/save-file.ts";
import { csvBlob } from "../../lib/csv.ts";
import { chartData, spendCsv, spendFileName, spendSeries } from "./spend-chart-data.ts";

const CHART_HEIGHT = 240;

const DAYS = 90;

/** The three reads the history is built from, and the history once all three are in (by `period`). */
function useSpendHistory(period: SpendPeriod) {
  const api = useApi();
  const [now] = useState(() => Date.now());
  const invoices = useQuery(invoiceQueries.list(api));
  const records = useQuery(accountQueries.pendingRecords(api));
  const balance = useQuery(accountQueries.balance(api));
  const reads = [invoices, records, balance];
  const failed = reads.find((read) => read.isError);

  const history = useMemo(
    () =>
      invoices.data && records.data && balance.data
        ? spendHistory({
            invoices: invoices.data,
            topUps: records.data,
            balance: netBalance(balance.data),
            period,
            now,
            days: DAYS,
          })
        : undefined,
    [invoices.data, records.data, balance.data, period, now],
  );
  return { history, reads, failed };
}

/**
 * The overview's spend-and-top-up chart: the last 90 days of invoices and top-ups by week or month, with the
 * balance line (an estimate, see the SDK's `spendHistory`), the period's totals and the shown buckets as CSV.
 */
export function SpendPanel() {
  const [period, setPeriod] = useState<SpendPeriod>("week");
  const titleId = useId();
  const { history, reads, failed } = useSpendHistory(period);

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h4" id={titleId}>
            Spend and Top-Ups
          </Title>
          <SegmentedControl
            size="xs"
            aria-label="Group by"
            value={period}
            onChange={(value) => setPeriod(value)}
            data={[
              { value: "week", label: "Weeks" },
              { value: "month", label: "Months" },
            ]}
          />
        </Group>
        {failed ? (
          // One message for the three reads: the overview's tiles already name a failed balance or invoice list.
          <RetryPanel
            message="Failed to load spend history"
            error={failed.error}
            retrying={reads.some((read) => read.isFetching)}
            onRetry={() => {
              for (const read of reads) if (read.isError) void read.refetch();
            }}
          />
        ) : !history ? (
          // As tall as the figures, chart and note it stands for (they wrap on phones).
          <Group h={{ base: CHART_HEIGHT + 220, sm: CHART_HEIGHT + 120 }} justify="center">
            <Loader size="sm" aria-label="Loading spend history" />
          </Group>
        ) : (
          <SpendHistoryView history={history} period={period} />
        )}
      </Stack>
    </Paper>
  );
}

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" data-testid={testId}>
        {formatUsd(value)}
      </Text>
    </div>
  );
}

/** The period's totals with the CSV download, the chart and its note. */
function SpendHistoryView({ history, period }: { history: SpendHistory; period: SpendPeriod }) {
  return (
    <>
      <Group justify="space-between" align="flex-end" gap="xs">
        <Group gap="lg">
          <Figure label={`Spent, last ${DAYS} days`} value={history.spent} testId="period-spent" />
          <Figure label={`Topped up, last ${DAYS} days`} value={history.toppedUp} testId="period-topped-up" />
        </Group>
        <Button
          size="xs"
          variant="default"
          onClick={() => saveFile(csvBlob(spendCsv(history)), spendFileName(history))}
        >
          Download CSV
        </Button>
      </Group>
      <BarLineChart
        title={`Spend and top-ups by ${period}, last ${DAYS} days`}
        bucketName={period === "week" ? "Week" : "Month"}
        bars={spendSeries.bars}
        extras={spendSeries.extras}
        line={spendSeries.line}
        data={chartData(history)}
        height={CHART_HEIGHT}
      />
      <Text size="xs" c="dimmed">
        Spend is what your invoices show; the balance line is worked back from today&apos;s balance, so it is an
        estimate. Dates are in UTC.
      </Text>
    </>
  );
}
