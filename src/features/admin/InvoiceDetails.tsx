import { Button, Group, Modal, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import type { Invoice } from "@kubecloud/sdk";
import { formatDecimal, formatDateTime, formatUsd } from "../../lib/format.ts";
import { DataCell, DataTable } from "../../components/table/DataTable.tsx";

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/** "Invoice Details": the invoice's figures and one line per rented node. */
export function InvoiceDetails({
  invoice,
  userName,
  onClose,
}: {
  invoice: Invoice | null;
  userName: (id: number) => string;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={invoice !== null}
      onClose={onClose}
      title={invoice ? `Invoice #${invoice.id}` : "Invoice"}
      size="lg"
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {invoice && (
        <Stack>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Fact label="User">{userName(invoice.user_id)}</Fact>
            <Fact label="Total">{formatUsd(invoice.total)}</Fact>
            <Fact label="Tax">{formatUsd(invoice.tax)}</Fact>
            <Fact label="Created">{formatDateTime(invoice.created_at)}</Fact>
          </SimpleGrid>
          <DataTable
            label="Invoice lines"
            minWidth={520}
            verticalSpacing="xs"
            highlightOnHover={false}
            columns={[
              "Node",
              "Contract",
              "Rented since",
              { label: "Hours", numeric: true },
              { label: "Cost", numeric: true },
            ]}
          >
            {invoice.nodes.map((line) => (
              <Table.Tr key={line.id}>
                <DataCell label="Node">{line.node_id}</DataCell>
                <DataCell label="Contract">{line.contract_id}</DataCell>
                <DataCell label="Rented since" numeric>
                  {formatDateTime(line.rent_created_at)}
                </DataCell>
                <DataCell label="Hours" numeric="right">
                  {formatDecimal(line.period, 2)}
                </DataCell>
                <DataCell label="Cost" numeric="right">
                  {formatUsd(line.cost)}
                </DataCell>
              </Table.Tr>
            ))}
          </DataTable>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
