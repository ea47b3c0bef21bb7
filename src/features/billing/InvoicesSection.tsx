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
import classes from "../../components/table/StackedTable.module.css";

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
    <Table.ScrollContainer
      className={classes.stackable}
      minWidth={480}
      type="native"
      tabIndex={0}
      role="region"
      aria-label="Invoices"
    >
      <Table verticalSpacing="sm" highlightOnHover className={classes.stacked}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Date</Table.Th>
            <Table.Th scope="col">Invoice</Table.Th>
            <Table.Th scope="col">Nodes</Table.Th>
            <Table.Th scope="col" ta="right">
              Amount
            </Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>PDF</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => (
            <Table.Tr key={invoice.id}>
              <Table.Td data-label="Date" className={classes.number}>
                {formatDate(invoice.created_at)}
              </Table.Td>
              <Table.Td data-label="Invoice">#{invoice.id}</Table.Td>
              <Table.Td data-label="Nodes">{invoice.nodes.length}</Table.Td>
              <Table.Td data-label="Amount" ta="right" className={classes.number}>
                {formatUsd(invoice.total)}
              </Table.Td>
              <Table.Td data-label="PDF" ta="right">
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
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
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
