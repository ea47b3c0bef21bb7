import { scaleBand, scaleLinear, type ScaleBand, type ScaleLinear } from "d3-scale";
import { curveMonotoneX, line as lineShape } from "d3-shape";
import type { CSSProperties } from "react";

export const MARGIN = { top: 12, right: 12, bottom: 28, left: 52 };
/** Room one axis label needs, so that narrow screens label every second or third bucket. */
const LABEL_WIDTH = 48;

/** Where the spend chart draws each thing, in SVG pixels (d3-scale and d3-shape). */
export interface ChartGeometry {
  width: number;
  height: number;
  plotHeight: number;
  /** The value axis. */
  y: ScaleLinear<number, number>;
  /** The buckets along the axis. */
  x: ScaleBand<number>;
  /** The bars of one bucket, within its band. */
  bar: ScaleBand<number>;
  /** The middle of bucket `i`. */
  centre: (i: number) => number;
  /** The line through every bucket's `line` value (null without data). */
  linePath: string | null;
  /** Every how many buckets an axis label fits. */
  labelEvery: number;
  /** Where the value 0 is. */
  zero: number;
}

/** The scales of a chart of `data` (bars and a line per bucket) in a `width` × `height` box. */
export function chartGeometry(
  data: readonly { bars: readonly number[]; line: number }[],
  barCount: number,
  width: number,
  height: number,
): ChartGeometry {
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
    .domain(Array.from({ length: barCount }, (_, i) => i))
    .range([0, x.bandwidth()])
    .padding(0.08);
  const centre = (i: number) => (x(i) ?? 0) + x.bandwidth() / 2;
  const linePath = lineShape<{ line: number }>()
    .x((_, i) => centre(i))
    .y((d) => y(d.line))
    .curve(curveMonotoneX)(data);
  const labelEvery = Math.max(1, Math.ceil((data.length * LABEL_WIDTH) / plotWidth));
  return { width, height, plotHeight, y, x, bar, centre, linePath, labelEvery, zero: y(0) };
}

/** Beside the bucket, kept inside the chart: left-aligned in its first third, right-aligned in its last. */
export function tooltipPlace(at: number, width: number): CSSProperties {
  if (at < width / 3) return { left: Math.max(0, at - 24) };
  if (at > (width * 2) / 3) return { right: Math.max(0, width - at - 24) };
  return { left: at, transform: "translateX(-50%)" };
}
