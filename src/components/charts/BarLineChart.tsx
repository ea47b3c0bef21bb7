import { Button, Group, Text } from "@mantine/core";
import { useElementSize } from "@mantine/hooks";
import { scaleBand, scaleLinear } from "d3-scale";
import { curveMonotoneX, line as lineShape } from "d3-shape";
import { useId, useRef, useState } from "react";
import { formatUsd } from "../../lib/format.ts";
import classes from "./BarLineChart.module.css";
import { ChartTable } from "./ChartTable.tsx";

export interface ChartSeries {
  label: string;
  /** A CSS colour, e.g. a Mantine variable: `var(--mantine-color-blue-6)`. */
  color: string;
}

export interface ChartDatum {
  /** Full name of the bucket (tooltip, table, the bucket's accessible name): "Week of Nov 23, 2026". */
  label: string;
  /** Short name under the axis: "Nov 23". */
  short: string;
  /** One value per bar series. */
  bars: readonly number[];
  /** The line's value at this bucket. */
  line: number;
  /** Figures shown in the tooltip and the table only, one per `extras` label. */
  extras?: readonly number[];
}

export interface BarLineChartProps {
  /** What the chart shows: the figure's and the table's name. */
  title: string;
  bars: readonly ChartSeries[];
  line: ChartSeries;
  /** Labels of `ChartDatum.extras`. */
  extras?: readonly string[];
  data: readonly ChartDatum[];
  /** Name of the bucket column in the table ("Week", "Month"). */
  bucketName: string;
  formatValue?: (value: number) => string;
  formatTick?: (value: number) => string;
  height?: number;
}

const compactUsd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  notation: "compact",
  maximumFractionDigits: 1,
});

const MARGIN = { top: 12, right: 12, bottom: 28, left: 52 };
/** Width used until the container is measured (and in tests, where nothing has a size). */
const FALLBACK_WIDTH = 640;
/** Room one axis label needs, so that narrow screens label every second or third bucket. */
const LABEL_WIDTH = 48;

/**
 * Bars per bucket (one per series) with a line over them, drawn in SVG with d3-scale and d3-shape; no API
 * knowledge. Every bucket is focusable (one tab stop, arrow keys, Home and End move between buckets) and
 * names its figures; hover or focus shows them in a tooltip (Escape hides it). The same data is a table,
 * visually hidden until "Show as Table".
 */
export function BarLineChart({
  title,
  bars,
  line,
  extras = [],
  data,
  bucketName,
  formatValue = formatUsd,
  formatTick = (value) => compactUsd.format(value),
  height = 240,
}: BarLineChartProps) {
  const id = useId();
  const { ref: sizeRef, width: measured } = useElementSize();
  const width = measured > 0 ? measured : FALLBACK_WIDTH;
  const [hovered, setHovered] = useState<number | null>(null);
  const [focused, setFocused] = useState<number | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(Math.max(0, data.length - 1));
  const [tableShown, setTableShown] = useState(false);
  const bucketRefs = useRef<(SVGGElement | null)[]>([]);

  const current = Math.min(active, Math.max(0, data.length - 1));
  const plotWidth = Math.max(1, width - MARGIN.left - MARGIN.right);
  const plotHeight = height - MARGIN.top - MARGIN.bottom;
  const values = data.flatMap((d) => [...d.bars, d.line]);
  const y = scaleLinear()
    .domain([Math.min(0, ...values), Math.max(1, ...values)])
    .range([MARGIN.top + plotHeight, MARGIN.top])
    .nice(4);
  const x = scaleBand<number>()
    .domain(data.map((_, i) => i))
    .range([MARGIN.left, MARGIN.left + plotWidth])
    .paddingInner(0.25)
    .paddingOuter(0.1);
  const bar = scaleBand<number>()
    .domain(bars.map((_, i) => i))
    .range([0, x.bandwidth()])
    .padding(0.08);
  const centre = (i: number) => (x(i) ?? 0) + x.bandwidth() / 2;
  const path = lineShape<ChartDatum>()
    .x((_, i) => centre(i))
    .y((d) => y(d.line))
    .curve(curveMonotoneX)(data);
  const labelEvery = Math.max(1, Math.ceil((data.length * LABEL_WIDTH) / plotWidth));
  const zero = y(0);

  const shown = dismissed ? null : (hovered ?? focused);
  const figures = (d: ChartDatum) => [
    ...bars.map((s, i) => [s.label, d.bars[i] ?? 0] as const),
    ...extras.map((label, i) => [label, d.extras?.[i] ?? 0] as const),
    [line.label, d.line] as const,
  ];
  const spoken = (d: ChartDatum) =>
    `${d.label}: ${figures(d)
      .map(([label, value]) => `${label} ${formatValue(value)}`)
      .join(", ")}`;

  const move = (to: number) => {
    const next = Math.max(0, Math.min(data.length - 1, to));
    setActive(next);
    setDismissed(false);
    bucketRefs.current[next]?.focus();
  };
  const onKeyDown = (event: React.KeyboardEvent, i: number) => {
    const to = { ArrowRight: i + 1, ArrowDown: i + 1, ArrowLeft: i - 1, ArrowUp: i - 1, Home: 0, End: data.length - 1 }[
      event.key
    ];
    if (to !== undefined) {
      event.preventDefault();
      move(to);
    } else if (event.key === "Escape") setDismissed(true);
  };

  const titleId = `${id}-title`;

  return (
    <div className={classes.root}>
      <Group justify="space-between" gap="xs" className={classes.legend}>
        <Group gap="sm" aria-hidden>
          {[...bars, line].map((s, i) => (
            <Group key={s.label} gap={4} wrap="nowrap">
              <span
                className={i === bars.length ? classes.lineSwatch : classes.swatch}
                style={{ background: s.color }}
              />
              <Text size="xs">{s.label}</Text>
            </Group>
          ))}
        </Group>
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => setTableShown((on) => !on)}
          aria-expanded={tableShown}
        >
          {tableShown ? "Hide Table" : "Show as Table"}
        </Button>
      </Group>
      <div ref={sizeRef} className={classes.plot} style={{ height }}>
        <svg width={width} height={height} role="group" aria-labelledby={titleId} className={classes.svg}>
          <title id={titleId}>{title}</title>
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
          <g role="list" aria-label={`${title}, by ${bucketName.toLowerCase()}`}>
            {data.map((d, i) => (
              <g
                key={d.label}
                ref={(node) => {
                  bucketRefs.current[i] = node;
                }}
                role="listitem"
                aria-label={spoken(d)}
                tabIndex={i === current ? 0 : -1}
                className={classes.bucket}
                data-active={shown === i || undefined}
                onMouseEnter={() => {
                  setHovered(i);
                  setDismissed(false);
                }}
                onMouseLeave={() => setHovered(null)}
                onFocus={() => {
                  setFocused(i);
                  setActive(i);
                  setDismissed(false);
                }}
                onBlur={() => setFocused(null)}
                onKeyDown={(event) => onKeyDown(event, i)}
              >
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
          <g aria-hidden className={classes.overlay}>
            {path && <path d={path} fill="none" stroke={line.color} strokeWidth={2} />}
            {data.map((d, i) => (
              <circle key={d.label} cx={centre(i)} cy={y(d.line)} r={shown === i ? 5 : 3} fill={line.color} />
            ))}
          </g>
        </svg>
        {shown !== null && data[shown] && (
          <div role="tooltip" className={classes.tooltip} style={tooltipPlace(centre(shown), width)}>
            <Text size="sm" fw={600}>
              {data[shown].label}
            </Text>
            {figures(data[shown]).map(([label, value]) => (
              <Group key={label} justify="space-between" gap="md" wrap="nowrap">
                <Text size="xs">{label}</Text>
                <Text size="xs" fw={600}>
                  {formatValue(value)}
                </Text>
              </Group>
            ))}
          </div>
        )}
      </div>
      <ChartTable
        title={title}
        bucketName={bucketName}
        columns={figures(data[0] ?? { label: "", short: "", bars: [], line: 0 }).map(([label]) => label)}
        rows={data.map((d) => ({ label: d.label, values: figures(d).map(([, value]) => formatValue(value)) }))}
        shown={tableShown}
      />
    </div>
  );
}

/** Beside the bucket, kept inside the chart: left-aligned in its first third, right-aligned in its last. */
function tooltipPlace(at: number, width: number): React.CSSProperties {
  if (at < width / 3) return { left: Math.max(0, at - 24) };
  if (at > (width * 2) / 3) return { right: Math.max(0, width - at - 24) };
  return { left: at, transform: "translateX(-50%)" };
}
