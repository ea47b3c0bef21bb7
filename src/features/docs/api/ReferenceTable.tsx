import { Table, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { DataTable } from "../../../components/table/DataTable.tsx";
import { Description } from "./Description.tsx";
import { TypeText } from "./TypeText.tsx";

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
    <DataTable
      label={label}
      minWidth={520}
      stacked={false}
      highlightOnHover={false}
      fz="sm"
      verticalSpacing={6}
      columns={columns}
    >
      {children}
    </DataTable>
  );
}

interface ReferenceRowProps {
  name: string;
  /** Said in small print after the name ("required", "optional"). */
  note?: string;
  type: string;
  description?: string;
  onSchema: (name: string) => void;
  /** The row's own cells between the name and the type (a parameter's "In"). */
  children?: ReactNode;
}

/** A parameter or field of the reference: its name (and note), its type (schemas linked) and description. */
export function ReferenceRow({ name, note, type, description, onSchema, children }: ReferenceRowProps) {
  return (
    <Table.Tr>
      <Table.Td>
        <code>{name}</code>
        {note && (
          <Text span c="dimmed" size="xs">
            {" "}
            {note}
          </Text>
        )}
      </Table.Td>
      {children}
      <Table.Td>
        <TypeText type={type} onSchema={onSchema} />
      </Table.Td>
      <Table.Td>
        <Description text={description} />
      </Table.Td>
    </Table.Tr>
  );
}
