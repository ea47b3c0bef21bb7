import { Badge, Table, Text } from "@mantine/core";
import type { PendingRecord } from "@kubecloud/sdk";
import { formatDateTime, formatUsd } from "../../lib/format.ts";
import classes from "../../components/table/StackedTable.module.css";
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
    <Table.ScrollContainer
      className={classes.stackable}
      minWidth={640}
      type="native"
      tabIndex={0}
      role="region"
      aria-label="Payment records"
    >
      <Table verticalSpacing="sm" highlightOnHover className={classes.stacked}>
        <Table.Caption>Amounts in USD use the current TFT price.</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Date</Table.Th>
            <Table.Th scope="col">Type</Table.Th>
            <Table.Th scope="col">Requested</Table.Th>
            <Table.Th scope="col">Transferred</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record) => (
            <Table.Tr key={record.id}>
              <Table.Td data-label="Date">{formatDateTime(record.created_at)}</Table.Td>
              <Table.Td data-label="Type">{transferModeLabel[record.transfer_mode] ?? record.transfer_mode}</Table.Td>
              <Table.Td data-label="Requested">
                <Amount usd={record.usd_amount} tftAmount={record.tft_amount} />
              </Table.Td>
              <Table.Td data-label="Transferred">
                <Amount usd={record.transferred_usd_amount} tftAmount={record.transferred_tft_amount} />
              </Table.Td>
              <Table.Td data-label="Status">
                {isCompleted(record) ? (
                  <Badge color="green" variant="light">
                    Completed
                  </Badge>
                ) : (
                  <Badge color="yellow" variant="light">
                    Pending · {transferredPercent(record)}%
                  </Badge>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
