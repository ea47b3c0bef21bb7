// What the spend chart (BarLineChart) draws: series, buckets, and the figures each bucket names.

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

/** A figure of a bucket: its series' label and value. */
export type Figure = readonly [label: string, value: number];

/** A bucket's figures in the order the tooltip, the table and its accessible name give them: bars, extras, line. */
export function figuresOf(
  bars: readonly ChartSeries[],
  extras: readonly string[],
  line: ChartSeries,
): (d: ChartDatum) => Figure[] {
  return (d) => [
    ...bars.map((s, i) => [s.label, d.bars[i] ?? 0] as const),
    ...extras.map((label, i) => [label, d.extras?.[i] ?? 0] as const),
    [line.label, d.line] as const,
  ];
}
