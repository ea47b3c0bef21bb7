import { Button, Center, Loader, Paper, SimpleGrid, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { operations, type Invoice } from "@kubecloud/sdk";
import { useQuery } from "@tanstack/react-query";
import { DownloadIcon } from "../../components/account-icons.tsx";
import { RetryPanel } from "../../components/RetryPanel.tsx";
import { SectionHeader } from "../../components/SectionHeader.tsx";
import { useApi } from "../../lib/api-context.ts";
import { formatDate, formatUsd } from "../../lib/format.ts";
import { invoiceQueries, totalSpent } from "../../lib/queries/invoices.ts";
import { useDownloadInvoice } from "./use-download-invoice.ts";
import { DataCell, DataTable } from "../../components/table/DataTable.tsx";

function Totals({ invoices }: { invoices: Invoice[] }) {
  const spent = totalSpent(invoices);
  return (
    <SimpleGrid cols={2} spacing="sm">
      <Paper withBorder p="md" radius="md">
        <Text size="sm" c="dimmed">
          Total spent
        </Text>
        <Text fz={24} fw={700} data-testid="total-spent">
          {formatUsd(spent)}
        </Text>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Text size="sm" c="dimmed">
          Invoices
        </Text>
        <Text fz={24} fw={700}>
          {invoices.length}
        </Text>
      </Paper>
    </SimpleGrid>
  );
}

function InvoiceTable({ invoices }: { invoices: Invoice[] }) {
  const download = useDownloadInvoice();
  return (
    <DataTable
      label="Invoices"
      minWidth={480}
      columns={[
        "Date",
        "Invoice",
        "Nodes",
        { label: "Amount", numeric: true },
        <Table.Th scope="col">
          <VisuallyHidden>PDF</VisuallyHidden>
        </Table.Th>,
      ]}
    >
      {invoices.map((invoice) => (
        <Table.Tr key={invoice.id}>
          <DataCell label="Date" numeric>
            {formatDate(invoice.created_at)}
          </DataCell>
          <DataCell label="Invoice">#{invoice.id}</DataCell>
          <DataCell label="Nodes">{invoice.nodes.length}</DataCell>
          <DataCell label="Amount" numeric="right">
            {formatUsd(invoice.total)}
          </DataCell>
          <DataCell label="PDF" ta="right">
            <Button
              size="xs"
              variant="default"
              leftSection={<DownloadIcon size={16} />}
              loading={download.isPending && download.variables === invoice.id}
              onClick={() => download.mutate(invoice.id)}
              aria-label={`Download invoice #${invoice.id} (PDF)`}
            >
              Download
            </Button>
          </DataCell>
        </Table.Tr>
      ))}
    </DataTable>
  );
}

/** Billing history: the monthly invoices, newest first, with what they add up to and their PDFs. */
export function InvoicesSection() {
  const api = useApi();
  const { data, error, isPending, isError, isFetching, refetch } = useQuery(invoiceQueries.list(api));
  let body;
  if (isPending) {
    body = (
      <Center py="xl">
        <Loader aria-label="Loading invoices" />
      </Center>
    );
  } else if (isError) {
    body = (
      <RetryPanel
        message={operations.listInvoices.errorMessage}
        error={error}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  } else if (data.length === 0) {
    body = (
      <Paper withBorder p="xl" radius="md" ta="center">
        <Text c="dimmed">No invoices yet. Each month you rent nodes ends with an invoice here.</Text>
      </Paper>
    );
  } else {
    const newestFirst = [...data].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
    body = (
      <>
        <Totals invoices={data} />
        <InvoiceTable invoices={newestFirst} />
      </>
    );
  }
  return (
    <Stack>
      <SectionHeader title="Billing History" description="Your monthly invoices for rented nodes." />
      {body}
    </Stack>
  );
}
