import { Button, Group, Text } from "@mantine/core";
import classes from "./BarLineChart.module.css";
import { MARGIN, tooltipPlace, type ChartGeometry } from "./chart-geometry.ts";
import type { ChartDatum, ChartSeries, Figure } from "./chart-data.ts";
import type { useBucketFocus } from "./use-bucket-focus.ts";

// The pieces of BarLineChart: its legend, axes, buckets (the bars), line and tooltip.

/** The series' swatches (for sighted readers: the buckets name their figures) and the table's toggle. */
export function ChartLegend({
  bars,
  line,
  tableShown,
  onToggleTable,
}: {
  bars: readonly ChartSeries[];
  line: ChartSeries;
  tableShown: boolean;
  onToggleTable: () => void;
}) {
  return (
    <Group justify="space-between" gap="xs" className={classes.legend}>
      <Group gap="sm" aria-hidden>
        {[...bars, line].map((s, i) => (
          <Group key={s.label} gap={4} wrap="nowrap">
            <span className={i === bars.length ? classes.lineSwatch : classes.swatch} style={{ background: s.color }} />
            <Text size="xs">{s.label}</Text>
          </Group>
        ))}
      </Group>
      <Button size="compact-xs" variant="subtle" onClick={onToggleTable} aria-expanded={tableShown}>
        {tableShown ? "Hide Table" : "Show as Table"}
      </Button>
    </Group>
  );
}

/** The value grid with its ticks, and the buckets' short names under the plot (as many as fit). */
export function ChartAxes({
  data,
  geometry: { y, width, height, centre, labelEvery },
  formatTick,
}: {
  data: readonly ChartDatum[];
  geometry: ChartGeometry;
  formatTick: (value: number) => string;
}) {
  return (
    <g aria-hidden className={classes.axis}>
      {y.ticks(4).map((tick) => (
        <g key={tick} transform={`translate(0,${y(tick)})`}>
          <line x1={MARGIN.left} x2={width - MARGIN.right} className={classes.grid} />
          <text x={MARGIN.left - 6} dy="0.32em" textAnchor="end">
            {formatTick(tick)}
          </text>
        </g>
      ))}
      {data.map((d, i) =>
        i % labelEvery === (data.length - 1) % labelEvery ? (
          <text key={d.label} x={centre(i)} y={height - 8} textAnchor="middle">
            {d.short}
          </text>
        ) : null,
      )}
    </g>
  );
}

/** One list item per bucket, named by its figures: a hit area the height of the plot, and its bars. */
export function ChartBuckets({
  label,
  data,
  bars,
  geometry: { x, y, bar, zero, plotHeight },
  spoken,
  bucketProps,
}: {
  label: string;
  data: readonly ChartDatum[];
  bars: readonly ChartSeries[];
  geometry: ChartGeometry;
  spoken: (d: ChartDatum) => string;
  bucketProps: ReturnType<typeof useBucketFocus>["bucketProps"];
}) {
  return (
    <g role="list" aria-label={label}>
      {data.map((d, i) => (
        <g key={d.label} role="listitem" aria-label={spoken(d)} className={classes.bucket} {...bucketProps(i)}>
          <rect
            className={classes.hit}
            x={x(i)! - (x.step() - x.bandwidth()) / 2}
            width={x.step()}
            y={MARGIN.top}
            height={plotHeight}
          />
          {bars.map((s, j) => {
            const value = d.bars[j] ?? 0;
            return (
              <rect
                key={s.label}
                x={x(i)! + bar(j)!}
                width={bar.bandwidth()}
                y={Math.min(y(value), zero)}
                height={Math.abs(zero - y(value))}
                fill={s.color}
                rx={2}
              />
            );
          })}
        </g>
      ))}
    </g>
  );
}

/** The line over the bars, with a dot per bucket (larger on the one shown). */
export function ChartLine({
  data,
  line,
  geometry: { linePath, centre, y },
  shown,
}: {
  data: readonly ChartDatum[];
  line: ChartSeries;
  geometry: ChartGeometry;
  shown: number | null;
}) {
  return (
    <g aria-hidden className={classes.overlay}>
      {linePath && <path d={linePath} fill="none" stroke={line.color} strokeWidth={2} />}
      {data.map((d, i) => (
        <circle key={d.label} cx={centre(i)} cy={y(d.line)} r={shown === i ? 5 : 3} fill={line.color} />
      ))}
    </g>
  );
}

/** The shown bucket's name and figures, beside it. */
export function ChartTooltip({
  label,
  figures,
  at,
  width,
  formatValue,
}: {
  label: string;
  figures: readonly Figure[];
  at: number;
  width: number;
  formatValue: (value: number) => string;
}) {
  return (
    <div role="tooltip" className={classes.tooltip} style={tooltipPlace(at, width)}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {figures.map(([name, value]) => (
        <Group key={name} justify="space-between" gap="md" wrap="nowrap">
          <Text size="xs">{name}</Text>
          <Text size="xs" fw={600}>
            {formatValue(value)}
          </Text>
        </Group>
      ))}
    </div>
  );
}
