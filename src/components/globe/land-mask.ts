import { texts } from "../../config/texts.ts";
import { globeSettings } from "../../config/globe.ts";
import { nextTask } from "../../lib/next-task.ts";

/** An equirectangular land mask: 1 where there is land, row-major, `width`×`height`. */
export interface LandMask {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Points on the globe as flat [latitude, longitude, latitude, longitude, …] pairs. */
export type LatLonList = Float32Array;

/** Decodes the build-time mask: alternating water/land run lengths (LEB128 varints, base64). */
export function decodeLandMask(encoded: { width: number; height: number; runs: string }): LandMask {
  const bytes = Uint8Array.from(atob(encoded.runs), (char) => char.charCodeAt(0));
  const data = new Uint8Array(encoded.width * encoded.height);
  let offset = 0;
  let land = 0;
  for (let i = 0; i < bytes.length;) {
    let run = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = bytes[i++];
      run += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte & 0x80);
    if (land) data.fill(1, offset, offset + run);
    offset += run;
    land ^= 1;
  }
  if (offset !== data.length) throw new Error(`Land mask has ${offset} pixels, expected ${data.length}`);
  return { width: encoded.width, height: encoded.height, data };
}

/** Turns image pixels (RGBA) into a mask: land where the red channel is above the threshold (product-rules §9). */
export function maskFromPixels(width: number, height: number, rgba: Uint8ClampedArray): LandMask {
  const data = new Uint8Array(width * height);
  for (let i = 0; i < data.length; i++) data[i] = rgba[i * 4] > globeSettings.landMaskThreshold ? 1 : 0;
  return { width, height, data };
}

const toLat = (mask: LandMask, y: number) => 90 - (y / mask.height) * 180;
const toLon = (mask: LandMask, x: number) => (x / mask.width) * 360 - 180;

// product-rules §4: the mask is loaded once; the point sets are cached per sampling step.
const landCache = new WeakMap<LandMask, Map<number, LatLonList>>();
const borderCache = new WeakMap<LandMask, Map<number, LatLonList>>();

function cached(
  cache: WeakMap<LandMask, Map<number, LatLonList>>,
  mask: LandMask,
  step: number,
  compute: () => LatLonList,
) {
  let byStep = cache.get(mask);
  if (!byStep) cache.set(mask, (byStep = new Map<number, LatLonList>()));
  let points = byStep.get(step);
  if (!points) byStep.set(step, (points = compute()));
  return points;
}

/** Whether `landPoints` and `borderPoints` have the points of this mask at this step already (no work left). */
export const hasPoints = (mask: LandMask, step: number) =>
  Boolean(landCache.get(mask)?.has(step) && borderCache.get(mask)?.has(step));

/**
 * A list that grows by whole pairs, in a typed array: the tens of thousands of points of a mask would
 * otherwise pass through a plain array of boxed numbers first (and the garbage collector after).
 */
function pairList(initial: number) {
  let list = new Float32Array(Math.max(2, Math.ceil(initial)) * 2);
  let length = 0;
  return {
    push(latitude: number, longitude: number) {
      if (length === list.length) {
        const larger = new Float32Array(list.length * 2);
        larger.set(list);
        list = larger;
      }
      list[length++] = latitude;
      list[length++] = longitude;
    },
    done: () => list.slice(0, length),
  };
}

/** Land dots: every `step`-th mask pixel in both directions that is land. */
export function landPoints(mask: LandMask, step: number): LatLonList {
  return cached(landCache, mask, step, () => {
    const points = pairList((mask.width * mask.height) / (step * step) / 2);
    for (let y = 0; y < mask.height; y += step) {
      for (let x = 0; x < mask.width; x += step) {
        if (mask.data[y * mask.width + x]) points.push(toLat(mask, y), toLon(mask, x));
      }
    }
    return points.done();
  });
}

// Marching squares: a cell's corners as bits (top-left 8, top-right 4, bottom-right 2, bottom-left 1) index
// the edges (Top, Right, Bottom, Left) its coastline runs between: one pair, or two for the ambiguous saddle
// cells (5 and 10); none for a cell all land or all water.
const EDGE_INDEX: Record<string, number> = { T: 0, R: 1, B: 2, L: 3 };
// Cells 0 to 15, "-" for none, a comma between two pairs.
const CROSSINGS = "- LB RB LR TR TL,RB TB TL TL TB TR,LB TR LR RB LB -"
  .split(" ")
  .map((cell) =>
    cell === "-" ? [] : cell.split(",").map((pair) => [EDGE_INDEX[pair[0]], EDGE_INDEX[pair[1]]] as const),
  );

/**
 * Coastline dots by marching squares over cells of `step` pixels: one dot on each edge segment that
 * separates land from water (two for the ambiguous saddle cells). Longitude wraps around.
 */
export function borderPoints(mask: LandMask, step: number): LatLonList {
  return cached(borderCache, mask, step, () => {
    const { width, height, data } = mask;
    const points = pairList((width + height) / step);
    const h = step / 2;
    // Edge midpoints (top, right, bottom, left) as offsets from a cell's top-left corner.
    const edgeX = [h, step, h, 0];
    const edgeY = [0, h, step, h];
    for (let y = 0; y < height; y += step) {
      const top = y * width;
      const bottom = Math.min(height - 1, y + step) * width;
      // A cell's left corners are the previous cell's right ones: each mask pixel is read once per row.
      let topLeft = data[top];
      let bottomLeft = data[bottom];
      for (let x = 0; x < width; x += step) {
        const right = (x + step) % width; // the last column's cells wrap around to the first
        const topRight = data[top + right];
        const bottomRight = data[bottom + right];
        const cell = (topLeft << 3) | (topRight << 2) | (bottomRight << 1) | bottomLeft;
        topLeft = topRight;
        bottomLeft = bottomRight;
        if (cell === 0 || cell === 15) continue;
        for (const [a, b] of CROSSINGS[cell]) {
          points.push(toLat(mask, y + (edgeY[a] + edgeY[b]) / 2), toLon(mask, x + (edgeX[a] + edgeX[b]) / 2));
        }
      }
    }
    return points.done();
  });
}

export interface LandSources {
  /** The build-time mask (first choice). */
  outline: () => Promise<LandMask>;
  /** The pre-rendered land image (fallback). */
  image: () => Promise<LandMask>;
}

/**
 * The land mask with the fallback chain of product-rules §7, §8: the outline, else the pre-rendered image,
 * else null (a globe without land dots). Failures are silent. Loaded once per loader.
 */
export function createLandMaskLoader(sources: LandSources): () => Promise<LandMask | null> {
  let pending: Promise<LandMask | null> | undefined;
  return () =>
    (pending ??= sources
      .outline()
      .catch(() => sources.image())
      .catch(() => null));
}

/** Loads the generated mask module, evaluated only when asked for, so the sphere and markers draw first. */
export async function loadOutlineMask(): Promise<LandMask> {
  try {
    const { landMask } = await import("./generated/land-mask.ts");
    // Evaluating the module (a long string) and decoding it take a task each, not one twice as long.
    await nextTask();
    return decodeLandMask(landMask);
  } catch {
    throw new Error(texts.ui.landDatasetFailed);
  }
}
