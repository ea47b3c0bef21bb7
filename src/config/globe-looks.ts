import { globeSettings } from "./globe.ts";

// Apart from globe.ts, whose sizes the first load reads: the colours travel with the globe's own chunks.
/** The globe's colours (RGB 0–1, the sphere as a number) in one colour scheme. */
export interface GlobeLook {
  sphereColor: number;
  /** Land dots: this colour shaded by height, plus `landLift`. */
  landPointColor: readonly [number, number, number];
  landLift: readonly [number, number, number];
  borderColor: readonly [number, number, number];
  /** Land dots add light (glow on the dark sphere) or are painted over it (the light sphere). */
  landGlow: boolean;
  markerColor: readonly [number, number, number];
  highlightColor: readonly [number, number, number];
}

/**
 * The globe per colour scheme. Dark is the spec's look (product-rules §9). Light is ours: the spec's dark
 * sphere was a dark blob on a white page, so the light theme gets a pale sphere with blue land, dark-blue
 * coastlines and orange (the secondary colour, shade 7) markers, 4:1 against the sphere.
 */
export const globeLooks: Record<"dark" | "light", GlobeLook> = {
  dark: {
    sphereColor: globeSettings.sphereColor,
    landPointColor: globeSettings.landPointColor,
    landLift: [0.15, 0.25, 0.4],
    borderColor: [1, 1, 1],
    landGlow: true,
    markerColor: globeSettings.markerColor,
    highlightColor: [1, 1, 1],
  },
  light: {
    sphereColor: 0xd6e4f5,
    landPointColor: [0.16, 0.4, 0.74],
    landLift: [0, 0, 0],
    borderColor: [0.06, 0.22, 0.48],
    landGlow: false,
    markerColor: [0.761, 0.255, 0.047],
    highlightColor: [0.06, 0.12, 0.23],
  },
};
