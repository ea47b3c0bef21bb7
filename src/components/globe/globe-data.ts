import { globeSizing as globe } from "../../config/globe-size.ts";

/** A node on the globe: [latitude, longitude] in degrees. */
export type GlobeNode = readonly [latitude: number, longitude: number];

const isCoordinate = (value: unknown, limit: number): value is number =>
  typeof value === "number" && !Number.isNaN(value) && Math.abs(value) <= limit;

/** product-rules §5: both values numbers, not NaN, |latitude| ≤ 90 and |longitude| ≤ 180. */
export function isValidNode(node: unknown): node is GlobeNode {
  return Array.isArray(node) && isCoordinate(node[0], 90) && isCoordinate(node[1], 180);
}

/**
 * The globe's size (product-rules §2): 60 % of the window width kept between 600 and 800 px, aspect 2:1, and
 * never wider than the space it is given, so it shrinks on small screens instead of overflowing.
 */
export function globeSize(
  windowWidth: number,
  availableWidth = Number.POSITIVE_INFINITY,
): { width: number; height: number } {
  const preferred = Math.min(globe.maxSizePx, Math.max(globe.minSizePx, windowWidth * globe.widthFraction));
  const width = Math.max(0, Math.floor(Math.min(preferred, availableWidth)));
  return { width, height: Math.round(width / globe.aspectRatio) };
}
