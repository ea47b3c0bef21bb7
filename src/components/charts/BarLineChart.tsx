import { useElementSize } from "@mantine/hooks";
import { useId, useState } from "react";
import { formatCompactUsd, formatUsd } from "../../lib/format.ts";
import classes from "./BarLineChart.module.css";
import { figuresOf, type ChartDatum, type ChartSeries } from "./chart-data.ts";
import { chartGeometry } from "./chart-geometry.ts";
import { ChartAxes, ChartBuckets, ChartLegend, ChartLine, ChartTooltip } from "./ChartParts.tsx";
import { ChartTable } from "./ChartTable.tsx";
import { useBucketFocus } from "./use-bucket-focus.ts";

export type { ChartDatum, ChartSeries } from "./chart-data.ts";

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

/** Width used until the container is measured (and in tests, where nothing has a size). */
const FALLBACK_WIDTH = 640;

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
  formatTick = formatCompactUsd,
  height = 240,
}: BarLineChartProps) {
  const id = useId();
  const { ref: sizeRef, width: measured } = useElementSize();
  const width = measured > 0 ? measured : FALLBACK_WIDTH;
  const [tableShown, setTableShown] = useState(false);
  const { shown, bucketProps } = useBucketFocus(data.length);
  const geometry = chartGeometry(data, bars.length, width, height);

  const figures = figuresOf(bars, extras, line);
  const spoken = (d: ChartDatum) =>
    `${d.label}: ${figures(d)
      .map(([label, value]) => `${label} ${formatValue(value)}`)
      .join(", ")}`;
  const titleId = `${id}-title`;

  return (
    <div className={classes.root}>
      <ChartLegend bars={bars} line={line} tableShown={tableShown} onToggleTable={() => setTableShown((on) => !on)} />
      <div ref={sizeRef} className={classes.plot} style={{ height }}>
        <svg width={width} height={height} role="group" aria-labelledby={titleId} className={classes.svg}>
          <title id={titleId}>{title}</title>
          <ChartAxes data={data} geometry={geometry} formatTick={formatTick} />
          <ChartBuckets
            label={`${title}, by ${bucketName.toLowerCase()}`}
            data={data}
            bars={bars}
            geometry={geometry}
            spoken={spoken}
            bucketProps={bucketProps}
          />
          <ChartLine data={data} line={line} geometry={geometry} shown={shown} />
        </svg>
        {shown !== null && data[shown] && (
          <ChartTooltip
            label={data[shown].label}
            figures={figures(data[shown])}
            at={geometry.centre(shown)}
            width={width}
            formatValue={formatValue}
          />
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
