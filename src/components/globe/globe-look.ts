import { globeSettings as globe } from "../../config/globe.ts";
import { globeLooks, type GlobeLook } from "../../config/globe-looks.ts";

/** The colour scheme the globe is drawn for (the page's resolved scheme). */
export type GlobeLookName = keyof typeof globeLooks;

/** A land dot's colour (RGB 0–1) at height `y` on a sphere of `radius`: lighter towards the north. */
export function landColor(look: GlobeLook, y: number, radius: number): [number, number, number] {
  const shade = 0.6 + 0.3 * (y / radius);
  const [r, g, b] = look.landPointColor;
  const [lr, lg, lb] = look.landLift;
  return [r * shade + lr, g * shade + lg, b * shade + lb];
}

/** The land dots' colours as the shader writes them (×1.15, at most 1): for the stand-in drawn on the page. */
export const shownLandColor = (look: GlobeLook, y: number): [number, number, number] =>
  landColor(look, y, globe.radius).map((channel) => Math.min(1, channel * 1.15)) as [number, number, number];

export { globeLooks };
