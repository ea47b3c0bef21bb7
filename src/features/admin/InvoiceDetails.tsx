import { Button, Group, Modal, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import type { Invoice } from "@kubecloud/sdk";
import { formatDateTime, formatUsd } from "../../lib/format.ts";
import classes from "./AdminTables.module.css";

const hours = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

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
          <Table.ScrollContainer minWidth={520} type="native" tabIndex={0} role="region" aria-label="Invoice lines">
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Node</Table.Th>
                  <Table.Th scope="col">Contract</Table.Th>
                  <Table.Th scope="col">Rented since</Table.Th>
                  <Table.Th scope="col" ta="right">
                    Hours
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    Cost
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invoice.nodes.map((line) => (
                  <Table.Tr key={line.id}>
                    <Table.Td>{line.node_id}</Table.Td>
                    <Table.Td>{line.contract_id}</Table.Td>
                    <Table.Td className={classes.number}>{formatDateTime(line.rent_created_at)}</Table.Td>
                    <Table.Td ta="right" className={classes.number}>
                      {hours.format(line.period)}
                    </Table.Td>
                    <Table.Td ta="right" className={classes.number}>
                      {formatUsd(line.cost)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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
