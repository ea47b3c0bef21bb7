import { Table } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * The table every part of the API reference uses: a keyboard-scrollable region (it can be wider than a
 * phone) with one header row. Rows are the caller's `<Table.Tr>`s.
 */
export function ReferenceTable({
  label,
  columns,
  children,
}: {
  label: string;
  columns: string[];
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={520} type="native" tabIndex={0} role="region" aria-label={label}>
      <Table fz="sm" verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
