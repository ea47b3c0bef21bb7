import { Button, Group, Stack, Table, Text, Tooltip } from "@mantine/core";
import { scaleLinear } from "d3-scale";
import type { ReactNode } from "react";
import { FigureTable } from "../table/DataTable.tsx";
import classes from "./AllocationChart.module.css";
import { formatDecimal } from "../../lib/format.ts";
import { useShowHide } from "../../lib/use-show-hide.ts";

/** One resource of one group: how much is allocated out of a capacity, and optionally how much is in use now. */
export interface AllocationMeasure {
  /** "CPU", "RAM", "Disk". */
  label: string;
  /** "vCPU", "GB". */
  unit: string;
  allocated: number;
  /** The whole; undefined when unknown. */
  capacity: number | undefined;
  /** allocated ÷ capacity; undefined when the capacity is unknown. */
  share: number | undefined;
  /** In use now, when measured. */
  used?: number;
  /** used ÷ capacity, when both are known. */
  usedShare?: number;
}

export interface AllocationGroup {
  key: string;
  /** "Node 150". */
  title: string;
  /** A line under the title (who runs there, what it costs). */
  note?: ReactNode;
  measures: AllocationMeasure[];
}

interface AllocationChartProps {
  groups: AllocationGroup[];
  /** What the bars show, for the table's caption: "Allocation of prodcluster against each node's capacity". */
  caption: string;
  /** What "allocated" means to the reader: "this cluster". */
  allocatedLabel?: string;
}

const figure = (value: number, unit: string) => `${formatDecimal(value, 1)} ${unit}`;
/** "25%", "<1%" for a sliver, "—" when unknown. */
function formatShare(share: number | undefined): string {
  if (share === undefined) return "—";
  if (share > 0 && share < 0.005) return "<1%";
  return `${Math.round(share * 100)}%`;
}

/** Bar lengths in percent of the track: a share of 0–1, clamped (a node reporting less than it gives is full). */
const width = scaleLinear().domain([0, 1]).range([0, 100]).clamp(true);

/** "2 of 8 vCPU (25%)", or "2 vCPU, capacity unknown". */
function allocationText(measure: AllocationMeasure): string {
  return measure.capacity === undefined
    ? `${figure(measure.allocated, measure.unit)}, capacity unknown`
    : `${formatDecimal(measure.allocated, 1)} of ${figure(measure.capacity, measure.unit)} (${formatShare(measure.share)})`;
}

function usedText(measure: AllocationMeasure): string | undefined {
  if (measure.used === undefined) return undefined;
  const share = measure.usedShare === undefined ? "" : ` (${formatShare(measure.usedShare)})`;
  return `${figure(measure.used, measure.unit)}${share}`;
}

function Bar({
  group,
  measure,
  allocatedLabel,
}: {
  group: string;
  measure: AllocationMeasure;
  allocatedLabel: string;
}) {
  const used = usedText(measure);
  const sentence =
    `${measure.label} on ${group}: ${allocatedLabel} takes ${allocationText(measure)}` +
    (used ? `; in use now ${used}` : "");
  return (
    <Stack gap={2}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="xs" fw={500}>
          {measure.label}
        </Text>
        <Text size="xs" c="dimmed" className={classes.figures}>
          {allocationText(measure)}
          {used && ` · in use ${used}`}
        </Text>
      </Group>
      <Tooltip label={sentence} multiline maw={320} withArrow events={{ hover: true, focus: true, touch: true }}>
        <div className={classes.track} role="img" aria-label={sentence} tabIndex={0}>
          <svg className={classes.svg} aria-hidden="true" focusable="false">
            <rect className={classes.background} x="0" y="0" width="100%" height="100%" rx="3" />
            {measure.share !== undefined && (
              <rect className={classes.allocated} x="0" y="0" width={`${width(measure.share)}%`} height="100%" rx="3" />
            )}
            {measure.usedShare !== undefined && (
              <rect className={classes.used} x="0" y="35%" width={`${width(measure.usedShare)}%`} height="30%" />
            )}
          </svg>
        </div>
      </Tooltip>
    </Stack>
  );
}

/** What the colours mean; hidden from assistive technology, for which every bar says it in words. */
function Legend({ allocatedLabel, measured }: { allocatedLabel: string; measured: boolean }) {
  return (
    <Group gap="md" className={classes.legend} aria-hidden="true">
      <Group gap={6} wrap="nowrap">
        <span className={`${classes.swatch} ${classes.allocated}`} />
        <Text size="xs">Allocated to {allocatedLabel}</Text>
      </Group>
      {measured && (
        <Group gap={6} wrap="nowrap">
          <span className={`${classes.swatch} ${classes.usedSwatch}`} />
          <Text size="xs">In use now</Text>
        </Group>
      )}
    </Group>
  );
}

/** One group's title, its note, and a bar per measure. */
function GroupBars({ group, allocatedLabel }: { group: AllocationGroup; allocatedLabel: string }) {
  return (
    <div className={classes.group} role="group" aria-label={group.title}>
      <Stack gap="xs">
        <div>
          <Text size="sm" fw={600}>
            {group.title}
          </Text>
          {group.note && (
            <Text size="xs" c="dimmed" component="div">
              {group.note}
            </Text>
          )}
        </div>
        {group.measures.map((measure) => (
          <Bar key={measure.label} group={group.title} measure={measure} allocatedLabel={allocatedLabel} />
        ))}
      </Stack>
    </div>
  );
}

/** The chart's figures as a table: a row per group and measure. */
function AllocationTable({
  groups,
  caption,
  measured,
}: {
  groups: AllocationGroup[];
  caption: string;
  measured: boolean;
}) {
  return (
    <FigureTable
      caption={caption}
      verticalSpacing={4}
      fz="xs"
      columns={["Node", "Resource", "Allocated", "Capacity", "Share", measured && "In use now"]}
    >
      {groups.flatMap((group) =>
        group.measures.map((measure) => (
          <Table.Tr key={`${group.key}-${measure.label}`}>
            <Table.Th scope="row" className={classes.nowrap}>
              {group.title}
            </Table.Th>
            <Table.Td>{measure.label}</Table.Td>
            <Table.Td>{figure(measure.allocated, measure.unit)}</Table.Td>
            <Table.Td>{measure.capacity === undefined ? "unknown" : figure(measure.capacity, measure.unit)}</Table.Td>
            <Table.Td>{formatShare(measure.share)}</Table.Td>
            {measured && <Table.Td>{usedText(measure) ?? "—"}</Table.Td>}
          </Table.Tr>
        )),
      )}
    </FigureTable>
  );
}

/**
 * Horizontal bars, three or so per group (a grid node): how much of each resource is allocated against the
 * whole, with live usage as a thinner second bar where it is measured. Every figure is in text beside its bar
 * and in the bar's label (shown on hover and focus), and the same data is a table one click away.
 */
export function AllocationChart({ groups, caption, allocatedLabel = "this cluster" }: AllocationChartProps) {
  const { open: table, panelId: tableId, toggle } = useShowHide();
  const measured = groups.some((group) => group.measures.some((measure) => measure.used !== undefined));
  return (
    <Stack gap="sm">
      <Legend allocatedLabel={allocatedLabel} measured={measured} />
      <div className={classes.groups}>
        {groups.map((group) => (
          <GroupBars key={group.key} group={group} allocatedLabel={allocatedLabel} />
        ))}
      </div>
      <Button size="compact-sm" variant="subtle" w="fit-content" {...toggle}>
        {table ? "Hide the Table" : "Show the Table"}
      </Button>
      <div id={tableId} hidden={!table}>
        {table && <AllocationTable groups={groups} caption={caption} measured={measured} />}
      </div>
    </Stack>
  );
}
