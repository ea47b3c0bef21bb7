import { Anchor, Text } from "@mantine/core";
import type { SpendItem } from "@kubecloud/sdk";
import { Link } from "react-router-dom";
import { clusterPath, dashboardPath } from "../../config/paths.ts";
import { formatPercent, formatHourly, formatUsd } from "../../lib/format.ts";
import classes from "./RunwayCard.module.css";

function ItemName({ item }: { item: SpendItem }) {
  return item.kind === "cluster" ? (
    <Anchor component={Link} to={clusterPath(item.name)} fw={500}>
      {item.name}
    </Anchor>
  ) : (
    <Anchor component={Link} to={dashboardPath("nodes")} fw={500}>
      Node {item.nodeId}
    </Anchor>
  );
}

function itemNote(item: SpendItem): string {
  if (item.kind === "node") return "Reserved node: its rent";
  const notes = [
    item.monthly === 0 && item.unknown === 0
      ? "Cluster: on your reserved nodes, in their rent"
      : item.estimated
        ? "Cluster: an estimate of its VMs on shared nodes"
        : "Cluster",
    item.unknown > 0 && `${item.unknown} VM${item.unknown === 1 ? "" : "s"} left out: node not readable`,
  ];
  return notes.filter(Boolean).join(" · ");
}

/**
 * What spends the balance, largest first: each cluster (linked to its page) and each reserved node (linked
 * to My Nodes), with its figures and a bar of its share of the whole (the share is also said in words).
 */
export function RunwayBreakdown({ items, monthly }: { items: readonly SpendItem[]; monthly: number }) {
  return (
    <ul className={classes.list}>
      {items.map((item) => {
        const share = monthly > 0 ? item.monthly / monthly : 0;
        return (
          <li key={item.kind === "cluster" ? `c-${item.name}` : `n-${item.nodeId}`} className={classes.item}>
            <div className={classes.row}>
              <div className={classes.name}>
                <ItemName item={item} />
                <Text size="xs" c="dimmed">
                  {itemNote(item)}
                </Text>
              </div>
              <div className={classes.figures}>
                <Text size="sm" fw={500}>
                  {item.estimated ? "about " : ""}
                  {formatUsd(item.monthly)} a month
                </Text>
                <Text size="xs" c="dimmed">
                  {formatHourly(item.hourly)} an hour · {formatPercent(share)}
                </Text>
              </div>
            </div>
            <div className={classes.meter} aria-hidden="true">
              <div className={classes.bar} style={{ width: `${share * 100}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
