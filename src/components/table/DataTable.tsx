import { Table, type TableProps, type TableTdProps } from "@mantine/core";
import { Fragment, isValidElement, type ReactNode, type Ref } from "react";
import classes from "./DataTable.module.css";

/** A column header: its name, or a name shown right-aligned (figures), or a whole `<Table.Th>` of its own. */
export type DataColumn = string | { label: string; numeric?: boolean; w?: number } | ReactNode;

function ColumnHeader({ column }: { column: DataColumn }) {
  if (typeof column === "string") return <Table.Th scope="col">{column}</Table.Th>;
  if (isValidElement(column) || column === null || typeof column !== "object" || !("label" in column))
    return <>{column}</>;
  return (
    <Table.Th scope="col" ta={column.numeric ? "right" : undefined} w={column.w}>
      {column.label}
    </Table.Th>
  );
}

interface DataTableProps extends Omit<TableProps, "children" | "className"> {
  /** The name of the scroll region (and what assistive technology announces when it gets focus). */
  label: string;
  /** Below this width the table scrolls sideways inside its region (on wide screens; phones stack it). */
  minWidth: number;
  /** The column headers, in order (the cells' `label`s repeat them for the phone's cards). */
  columns: DataColumn[];
  caption?: ReactNode;
  /** Each row a card below 768 px (the default); `false` keeps a table that scrolls sideways. */
  stacked?: boolean;
  regionRef?: Ref<HTMLDivElement>;
  /** Rows under the body (totals): `<Table.Tr>`s in the table's `<tfoot>`. */
  footer?: ReactNode;
  /** The rows: `<Table.Tr>`s of `<DataCell>`s. */
  children: ReactNode;
}

/**
 * The console's data table: a keyboard-scrollable region named `label` around a table with one header row, and
 * on phones (unless `stacked={false}`) each row shown as a card, the column's name before each value, so no
 * column, caption or button is cut at 375 px.
 */
export function DataTable({
  label,
  minWidth,
  columns,
  caption,
  stacked = true,
  regionRef,
  footer,
  children,
  ...table
}: DataTableProps) {
  return (
    <Table.ScrollContainer
      ref={regionRef}
      className={stacked ? classes.stackable : undefined}
      minWidth={minWidth}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <Table verticalSpacing="sm" highlightOnHover className={stacked ? classes.stacked : undefined} {...table}>
        {caption !== undefined && <Table.Caption>{caption}</Table.Caption>}
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, index) => (
              <Fragment key={index}>
                <ColumnHeader column={column} />
              </Fragment>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
        {footer !== undefined && <Table.Tfoot>{footer}</Table.Tfoot>}
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * A small table of figures named by its caption (shown above it): it stays a table on phones, scrolling
 * sideways if it must, and its rows do not light up on hover (they are read, not picked).
 */
export function FigureTable({
  caption,
  ...table
}: Omit<DataTableProps, "label" | "caption" | "minWidth" | "stacked"> & { caption: string }) {
  return (
    <DataTable
      label={caption}
      caption={caption}
      minWidth={0}
      stacked={false}
      highlightOnHover={false}
      captionSide="top"
      {...table}
    />
  );
}

interface DataCellProps extends TableTdProps {
  /** The column's name, shown before the value when the row is a card (phones); undefined for an empty cell. */
  label: string | undefined;
  /** Figures: tabular digits that do not wrap, right-aligned when `numeric` is "right". */
  numeric?: boolean | "right";
}

/** One cell of a DataTable row. */
export function DataCell({ label, numeric = false, className, ...cell }: DataCellProps) {
  const names = [numeric ? classes.number : undefined, className].filter(Boolean).join(" ");
  return (
    <Table.Td
      data-label={label}
      ta={numeric === "right" ? "right" : undefined}
      className={names || undefined}
      {...cell}
    />
  );
}
