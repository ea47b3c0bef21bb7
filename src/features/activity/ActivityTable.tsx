import { Anchor, Badge, Table, Text } from "@mantine/core";
import type { ActivityEntry } from "@kubecloud/sdk";
import { Link } from "react-router-dom";
import { formatDateTime, formatUsd } from "../../lib/format.ts";
import { kindLabel } from "./activity-filter.ts";
import { concerns, entryLink } from "./entry-link.ts";
import type { Activity } from "./queries.ts";
import classes from "../../components/table/StackedTable.module.css";

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

/** The log's entries as a table; below 768 px each row is a card (StackedTable). */
export function ActivityTable({
  entries,
  known,
}: {
  entries: readonly ActivityEntry[];
  known: Pick<Activity, "clusters" | "rentedNodes">;
}) {
  return (
    <Table.ScrollContainer
      className={classes.stackable}
      minWidth={640}
      type="native"
      tabIndex={0}
      role="region"
      aria-label="Activity"
    >
      <Table verticalSpacing="sm" highlightOnHover className={classes.stacked}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">When</Table.Th>
            <Table.Th scope="col">Kind</Table.Th>
            <Table.Th scope="col">What</Table.Th>
            <Table.Th scope="col">Related to</Table.Th>
            <Table.Th scope="col" ta="right">
              Amount
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td data-label="When" className={classes.number}>
                <time dateTime={entry.time}>{formatDateTime(entry.time)}</time>
              </Table.Td>
              <Table.Td data-label="Kind">
                <Badge variant="light" color={kindColors[entry.kind]}>
                  {kindLabel[entry.kind]}
                </Badge>
              </Table.Td>
              <Table.Td data-label="What">{entry.title}</Table.Td>
              <Table.Td data-label="Related to">
                <Related entry={entry} known={known} />
              </Table.Td>
              <Table.Td
                data-label={entry.amountUsd !== undefined ? "Amount" : undefined}
                ta="right"
                className={classes.number}
              >
                {entry.amountUsd !== undefined ? formatUsd(entry.amountUsd) : ""}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
