import { Button, Group, Stack, Table, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { AdminUser, Invoice } from "@kubecloud/sdk";
import { useState } from "react";
import { useApi } from "../../lib/api-context.ts";
import { formatDateTime, formatUsd } from "../../lib/format.ts";
import { useSession } from "../../lib/session/session-context.ts";
import { InvoiceDetails } from "./InvoiceDetails.tsx";
import { useDownloadInvoice } from "./mutations.ts";
import { adminQueries } from "./queries.ts";
import { SectionHeader } from "../../components/SectionHeader.tsx";
import { useListControls } from "./use-list-controls.ts";
import { PagedList, SearchField } from "./SectionParts.tsx";
import { matches, newestFirst } from "./table-view.ts";
import { DataCell, DataTable } from "../../components/table/DataTable.tsx";

/** "Amira Haddad (12)", or "User 12" while (or if) the users list does not say. */
function nameOf(users: AdminUser[] | undefined) {
  return (id: number) => {
    const user = users?.find((u) => u.ID === id);
    return user ? `${user.username} (${id})` : `User ${id}`;
  };
}

/**
 * Every user's invoices, newest first, with their lines. The PDF comes from the owner's own download
 * route, which refuses anybody else (and, on the real server, first stamps a missing PDF with the
 * requester's details), so only the admin's own invoices offer it.
 */
export function InvoicesSection() {
  const api = useApi();
  const { user: me } = useSession();
  const invoices = useQuery(adminQueries.invoices(api));
  const users = useQuery(adminQueries.users(api));
  const download = useDownloadInvoice();
  const controls = useListControls();
  const [open, setOpen] = useState<Invoice | null>(null);
  const userName = nameOf(users.data);

  return (
    <Stack>
      <SectionHeader title="Invoices" description="All platform invoices." />
      <SearchField label="Search invoices" placeholder="Invoice number or user" controls={controls} />
      <PagedList
        query={invoices}
        what="invoices"
        noun="invoice"
        show={(list) =>
          list.filter((i) => matches(controls.search, String(i.id), userName(i.user_id))).sort(newestFirst)
        }
        controls={controls}
        none="No invoices yet."
        noMatch="No invoice matches."
      >
        {(items) => (
          <InvoicesTable invoices={items} userName={userName} myId={me?.ID} download={download} onDetails={setOpen} />
        )}
      </PagedList>
      <InvoiceDetails invoice={open} userName={userName} onClose={() => setOpen(null)} />
    </Stack>
  );
}

interface InvoicesTableProps {
  invoices: Invoice[];
  userName: (id: number) => string;
  /** The signed-in admin's own id: only their invoices offer the PDF. */
  myId: number | undefined;
  download: ReturnType<typeof useDownloadInvoice>;
  onDetails: (invoice: Invoice) => void;
}

/** One page of invoices, as a table that stacks into cards on phones. */
function InvoicesTable({ invoices, userName, myId, download, onDetails }: InvoicesTableProps) {
  return (
    <DataTable
      label="Invoices"
      minWidth={720}
      caption="PDFs are available for your own invoices only: the server serves each to its owner."
      columns={[
        "Invoice",
        "User",
        { label: "Nodes", numeric: true },
        { label: "Total", numeric: true },
        "Created",
        "Actions",
      ]}
    >
      {invoices.map((invoice) => (
        <InvoiceRow
          key={invoice.id}
          invoice={invoice}
          userName={userName}
          mine={invoice.user_id === myId}
          download={download}
          onDetails={() => onDetails(invoice)}
        />
      ))}
    </DataTable>
  );
}

/** One invoice: its number, owner, node count, total, date, and its Details (and, for the admin's own, PDF) buttons. */
function InvoiceRow({
  invoice,
  userName,
  mine,
  download,
  onDetails,
}: Omit<InvoicesTableProps, "invoices" | "myId" | "onDetails"> & {
  invoice: Invoice;
  mine: boolean;
  onDetails: () => void;
}) {
  return (
    <Table.Tr>
      <DataCell label="Invoice">#{invoice.id}</DataCell>
      <DataCell label="User">
        <Text size="sm">{userName(invoice.user_id)}</Text>
      </DataCell>
      <DataCell label="Nodes" ta="right">
        {invoice.nodes.length}
      </DataCell>
      <DataCell label="Total" numeric="right">
        {formatUsd(invoice.total)}
      </DataCell>
      <DataCell label="Created" numeric>
        {formatDateTime(invoice.created_at)}
      </DataCell>
      <DataCell label="Actions">
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="light" aria-label={`Details of invoice ${invoice.id}`} onClick={onDetails}>
            Details
          </Button>
          {mine && (
            <Button
              size="xs"
              variant="default"
              aria-label={`PDF of invoice ${invoice.id}`}
              loading={download.isPending && download.variables.id === invoice.id}
              onClick={() => download.mutate(invoice)}
            >
              PDF
            </Button>
          )}
        </Group>
      </DataCell>
    </Table.Tr>
  );
}
