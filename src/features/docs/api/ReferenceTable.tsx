import type { ReactNode } from "react";
import { DataTable } from "../../../components/table/DataTable.tsx";

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
