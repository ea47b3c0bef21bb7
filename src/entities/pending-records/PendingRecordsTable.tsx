import { Badge, Table, Text } from "@mantine/core";
import type { PendingRecord } from "@kubecloud/sdk";
import { formatDateTime, formatUsd } from "../../lib/format.ts";
import { DataCell, DataTable } from "../../components/table/DataTable.tsx";
import classes from "../../components/table/DataTable.module.css";
import { formatTft, isCompleted, transferModeLabel, transferredPercent } from "./pending-record-format.ts";

// One element, so a phone's card line keeps the USD amount and its TFT under it together on the right.
function Amount({ usd, tftAmount }: { usd: number; tftAmount: number }) {
  return (
    <div>
      <Text size="sm" className={classes.number}>
        {formatUsd(usd)}
      </Text>
      <Text size="xs" c="dimmed" className={classes.number}>
        {formatTft(tftAmount)}
      </Text>
    </div>
  );
}

/** Requested and transferred amounts, transfer mode and status of each pending record (cards on phones). */
export function PendingRecordsTable({ records }: { records: PendingRecord[] }) {
  return (
    <DataTable
      label="Payment records"
      minWidth={640}
      caption="Amounts in USD use the current TFT price."
      columns={["Date", "Type", "Requested", "Transferred", "Status"]}
    >
      {records.map((record) => (
        <Table.Tr key={record.id}>
          <DataCell label="Date">{formatDateTime(record.created_at)}</DataCell>
          <DataCell label="Type">{transferModeLabel[record.transfer_mode] ?? record.transfer_mode}</DataCell>
          <DataCell label="Requested">
            <Amount usd={record.usd_amount} tftAmount={record.tft_amount} />
          </DataCell>
          <DataCell label="Transferred">
            <Amount usd={record.transferred_usd_amount} tftAmount={record.transferred_tft_amount} />
          </DataCell>
          <DataCell label="Status">
            {isCompleted(record) ? (
              <Badge color="green" variant="light">
                Completed
              </Badge>
            ) : (
              <Badge color="yellow" variant="light">
                Pending · {transferredPercent(record)}%
              </Badge>
            )}
          </DataCell>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
