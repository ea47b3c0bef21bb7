import { Badge, Stack, Table } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { PendingRecord } from "@kubecloud/sdk";
import { useApi } from "../../lib/api-context.ts";
import { formatDateTime, formatUsd } from "../../lib/format.ts";
import { adminQueries } from "./queries.ts";
import { transferModeLabel } from "../../entities/pending-records/pending-record-format.ts";
import { useListControls } from "./use-list-controls.ts";
import { PagedList, ListSectionHeader, SearchField } from "./SectionParts.tsx";
import { matches, newestFirst } from "./table-view.ts";
import { DataCell, DataTable } from "../../components/table/DataTable.tsx";

function Status({ record }: { record: PendingRecord }) {
  if (record.transferred_tft_amount >= record.tft_amount)
    return (
      <Badge variant="light" color="green">
        Completed
      </Badge>
    );
  const percent = record.tft_amount > 0 ? Math.floor((record.transferred_tft_amount / record.tft_amount) * 100) : 0;
  return (
    <Badge variant="light" color="yellow">
      Pending · {percent}%
    </Badge>
  );
}

/** One page of payment records, as a table that stacks into cards on phones. */
function PaymentsTable({ records }: { records: PendingRecord[] }) {
  return (
    <DataTable
      label="Payments"
      minWidth={760}
      caption="Amounts in USD use the current TFT price."
      columns={[
        "Date",
        "User ID",
        "Username",
        "Type",
        { label: "Requested", numeric: true },
        { label: "Transferred", numeric: true },
        "Status",
      ]}
    >
      {records.map((record) => (
        <Table.Tr key={record.id}>
          <DataCell label="Date" numeric>
            {formatDateTime(record.created_at)}
          </DataCell>
          <DataCell label="User ID">{record.user_id}</DataCell>
          <DataCell label="Username">{record.username}</DataCell>
          <DataCell label="Type">{transferModeLabel[record.transfer_mode] ?? record.transfer_mode}</DataCell>
          <DataCell label="Requested" numeric="right">
            {formatUsd(record.usd_amount)}
          </DataCell>
          <DataCell label="Transferred" numeric="right">
            {formatUsd(record.transferred_usd_amount)}
          </DataCell>
          <DataCell label="Status">
            <Status record={record} />
          </DataCell>
        </Table.Tr>
      ))}
    </DataTable>
  );
}

/** Every user's payment records (card charges, vouchers, admin credits) and how much has been transferred. */
export function PaymentsSection() {
  const api = useApi();
  const payments = useQuery(adminQueries.payments(api));
  const controls = useListControls();

  return (
    <Stack>
      <ListSectionHeader
        title="Payments"
        description="Every user's payment records and how much of each has been transferred."
        list={payments}
      />
      <SearchField label="Search payments" placeholder="User name or id" controls={controls} />
      <PagedList
        query={payments}
        what="payments"
        noun="payment"
        show={(list) => list.filter((r) => matches(controls.search, r.username, String(r.user_id))).sort(newestFirst)}
        controls={controls}
        none="No payment records yet."
        noMatch="No payment matches."
      >
        {(records) => <PaymentsTable records={records} />}
      </PagedList>
    </Stack>
  );
}
