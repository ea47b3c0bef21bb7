import { Anchor, Badge, Table, Text } from "@mantine/core";
import type { ActivityEntry } from "@kubecloud/sdk";
import { Link } from "react-router-dom";
import { formatDateTime, formatUsd } from "../../lib/format.ts";
import { kindLabel } from "./activity-filter.ts";
import { concerns, entryLink } from "./entry-link.ts";
import type { Activity } from "./queries.ts";
import { DataCell, DataTable } from "../../components/table/DataTable.tsx";

const kindColors: Record<ActivityEntry["kind"], string> = {
  cluster: "blue",
  node: "teal",
  invoice: "grape",
  payment: "green",
  voucher: "lime",
  credit: "cyan",
  notification: "gray",
};

function Related({ entry, known }: { entry: ActivityEntry; known: Pick<Activity, "clusters" | "rentedNodes"> }) {
  const link = entryLink(entry, known);
  if (link)
    return (
      <Anchor component={Link} to={link.to} size="sm">
        {link.label}
      </Anchor>
    );
  const text = concerns(entry);
  return text ? (
    <Text size="sm">{text}</Text>
  ) : (
    <Text size="sm" c="dimmed" aria-label="None">
      —
    </Text>
  );
}

/** The log's entries as a table; below 768 px each row is a card (DataTable). */
export function ActivityTable({
  entries,
  known,
}: {
  entries: readonly ActivityEntry[];
  known: Pick<Activity, "clusters" | "rentedNodes">;
}) {
  return (
    <DataTable
      label="Activity"
      minWidth={640}
      columns={["When", "Kind", "What", "Related to", { label: "Amount", numeric: true }]}
    >
      {entries.map((entry) => (
        <Table.Tr key={entry.id}>
          <DataCell label="When" numeric>
            <time dateTime={entry.time}>{formatDateTime(entry.time)}</time>
          </DataCell>
          <DataCell label="Kind">
            <Badge variant="light" color={kindColors[entry.kind]}>
              {kindLabel[entry.kind]}
            </Badge>
          </DataCell>
          <DataCell label="What">{entry.title}</DataCell>
          <DataCell label="Related to">
            <Related entry={entry} known={known} />
          </DataCell>
          <DataCell label={entry.amountUsd !== undefined ? "Amount" : undefined} numeric="right">
            {entry.amountUsd !== undefined ? formatUsd(entry.amountUsd) : ""}
          </DataCell>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
