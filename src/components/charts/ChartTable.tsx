import { Table, VisuallyHidden } from "@mantine/core";
import classes from "./BarLineChart.module.css";

/** The chart's figures as a table: visually hidden for screen readers, or shown (scrolling sideways) on request. */
export function ChartTable({
  title,
  bucketName,
  columns,
  rows,
  shown,
}: {
  title: string;
  bucketName: string;
  columns: string[];
  rows: { label: string; values: string[] }[];
  shown: boolean;
}) {
  const table = (
    <Table striped fz="sm" miw={shown ? 640 : undefined}>
      <caption className={classes.caption}>{title}</caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{bucketName}</Table.Th>
          {columns.map((column) => (
            <Table.Th key={column} scope="col" ta="right">
              {column}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.label}>
            <Table.Th scope="row" fw={400}>
              {row.label}
            </Table.Th>
            {row.values.map((value, i) => (
              <Table.Td key={columns[i]} ta="right">
                {value}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  // Hidden, it is a plain table (a hidden scroll container would be a focusable region nobody sees).
  return shown ? (
    // A plain scrolling box: Mantine's ScrollContainer would pull ScrollArea into this chunk (and grow the first
    // load's chunk map).
    <div className={classes.tableScroll} tabIndex={0} role="region" aria-label={title}>
      {table}
    </div>
  ) : (
    <VisuallyHidden>{table}</VisuallyHidden>
  );
}
