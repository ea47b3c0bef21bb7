import { Badge, Table, Text } from "@mantine/core";
import type { PendingRecord } from "@kubecloud/sdk";
import { formatDateTime, formatUsd } from "../../lib/format.ts";
import { formatTft, isCompleted, transferModeLabel, transferredPercent } from "./pending-record-format.ts";

function Amount({ usd, tftAmount }: { usd: number; tftAmount: number }) {
  return (
    <>
      <Text size="sm">{formatUsd(usd)}</Text>
      <Text size="xs" c="dimmed">
        {formatTft(tftAmount)}
      </Text>
    </>
  );
}

/** Requested and transferred amounts, transfer mode and status of each pending record. */
export function PendingRecordsTable({ records }: { records: PendingRecord[] }) {
  return (
    <Table.ScrollContainer minWidth={640} type="native" tabIndex={0} role="region" aria-label="Payment records">
      <Table verticalSpacing="sm" highlightOnHover>
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
              <Table.Td>{formatDateTime(record.created_at)}</Table.Td>
              <Table.Td>{transferModeLabel[record.transfer_mode] ?? record.transfer_mode}</Table.Td>
              <Table.Td>
                <Amount usd={record.usd_amount} tftAmount={record.tft_amount} />
              </Table.Td>
              <Table.Td>
                <Amount usd={record.transferred_usd_amount} tftAmount={record.transferred_tft_amount} />
              </Table.Td>
              <Table.Td>
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
