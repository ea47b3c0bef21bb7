import { describe, expect, it, vi } from "vitest";

import { landMask as generated } from "./generated/land-mask.ts";
import {
  borderPoints,
  createLandMaskLoader,
  decodeLandMask,
  landPoints,
  loadOutlineMask,
  maskFromPixels,
  type LandMask,
} from "./land-mask.ts";
import { texts } from "../../config/texts.ts";

const mask = decodeLandMask(generated);
const isLand = (latitude: number, longitude: number) => {
  const x = Math.floor(((longitude + 180) / 360) * mask.width);
  const y = Math.floor(((90 - latitude) / 180) * mask.height);
  return mask.data[y * mask.width + x] === 1;
};

describe("the build-time land mask", () => {
  it("covers the whole 1024×512 grid", () => {
    expect(mask.data).toHaveLength(1024 * 512);
  });

  it.each([
    ["central Africa", 0, 20, true],
    ["Australia", -25, 134, true],
    ["Greenland", 72, -40, true],
    ["Antarctica", -85, 0, true],
    ["Chukotka, east of the antimeridian cut", 66, -175, true],
    ["the Atlantic", 0, -30, false],
    ["the Pacific", 0, -150, false],
    ["the Indian Ocean", -20, 80, false],
  ])("%s is %s", (_place, latitude, longitude, land) => {
    expect(isLand(latitude, longitude)).toBe(land);
  });
});

describe("point sets", () => {
  // 4×2 mask: land in the two middle columns of both rows.
  const tiny: LandMask = { width: 4, height: 2, data: Uint8Array.from([0, 1, 1, 0, 0, 1, 1, 0]) };

  it("samples land pixels at the step as [latitude, longitude] pairs", () => {
    expect(Array.from(landPoints(tiny, 2))).toEqual([90, 0]);
    expect(Array.from(landPoints(tiny, 1))).toEqual([90, -90, 90, 0, 0, -90, 0, 0]);
  });

  it("caches land and border points per step", () => {
    expect(landPoints(mask, 7)).toBe(landPoints(mask, 7));
    expect(borderPoints(mask, 7)).toBe(borderPoints(mask, 7));
    expect(borderPoints(mask, 8)).not.toBe(borderPoints(mask, 7));
  });

  it("finds coastline points where land meets water", () => {
    const border = borderPoints(mask, 8);
    expect(border.length).toBeGreaterThan(500);
    expect(border.length).toBeLessThan(landPoints(mask, 8).length);
  });

  it("reads an image's red channel with the spec's threshold (red > 127)", () => {
    const rgba = Uint8ClampedArray.from([128, 0, 0, 255, 127, 255, 255, 255]);
    expect(Array.from(maskFromPixels(2, 1, rgba).data)).toEqual([1, 0]);
  });
});

describe("createLandMaskLoader: outline → image → no land (product-rules §7)", () => {
  const outline: LandMask = { width: 1, height: 1, data: Uint8Array.of(1) };
  const image: LandMask = { width: 1, height: 1, data: Uint8Array.of(0) };

  it("uses the outline and loads it once", async () => {
    const sources = { outline: vi.fn(() => Promise.resolve(outline)), image: vi.fn(() => Promise.resolve(image)) };
    const load = createLandMaskLoader(sources);
    expect(await load()).toBe(outline);
    expect(await load()).toBe(outline);
    expect(sources.outline).toHaveBeenCalledTimes(1);
    expect(sources.image).not.toHaveBeenCalled();
  });

  it("falls back to the image silently when the outline fails", async () => {
    const load = createLandMaskLoader({
      outline: () => Promise.reject(new Error(texts.ui.landDatasetFailed)),
      image: () => Promise.resolve(image),
    });
    expect(await load()).toBe(image);
  });

  it("draws no land when both fail", async () => {
    const load = createLandMaskLoader({
      outline: () => Promise.reject(new Error("x")),
      image: () => Promise.reject(new Error("y")),
    });
    expect(await load()).toBeNull();
  });

  it("loads the generated outline module", async () => {
    expect((await loadOutlineMask()).data).toEqual(mask.data);
  });
});
