import { BufferAttribute, BufferGeometry } from "three";
import { globeSettings as globe } from "../../config/globe.ts";
import { globeLooks, type GlobeLook } from "../../config/globe-looks.ts";
import type { GlobeNode } from "./globe-data.ts";
import { MARKER_RADIUS, writeSpherePoint } from "./globe-view.ts";
import { landColor } from "./globe-look.ts";
import type { LatLonList } from "./land-mask.ts";

/** Land dots (shaded by height) followed by coastline dots: drawn as one Points object, coloured by `look`. */
export function landGeometry(land: LatLonList, border: LatLonList, look: GlobeLook = globeLooks.dark): BufferGeometry {
  const count = (land.length + border.length) / 2;
  const positions = new Float32Array(count * 3);
  const colors = new Float32Array(count * 3);
  for (let i = 0; i < land.length / 2; i++) {
    writeSpherePoint(positions, i * 3, land[i * 2], land[i * 2 + 1], globe.radius);
    colors.set(landColor(look, positions[i * 3 + 1], globe.radius), i * 3);
  }
  for (let j = 0, i = land.length / 2; j < border.length / 2; j++, i++) {
    writeSpherePoint(positions, i * 3, border[j * 2], border[j * 2 + 1], globe.radius);
    colors.set(look.borderColor, i * 3);
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute("position", new BufferAttribute(positions, 3));
  geometry.setAttribute("color", new BufferAttribute(colors, 3));
  return geometry;
}

/** One vertex per node, all in one geometry, so every marker is drawn in a single call. */
export function markerGeometry(
  nodes: readonly GlobeNode[],
  color: readonly number[] = globe.markerColor,
): BufferGeometry {
  const positions = new Float32Array(nodes.length * 3);
  const colors = new Float32Array(nodes.length * 3);
  nodes.forEach(([latitude, longitude], i) => {
    writeSpherePoint(positions, i * 3, latitude, longitude, MARKER_RADIUS);
    colors.set(color, i * 3);
  });
  const geometry = new BufferGeometry();
  geometry.setAttribute("position", new BufferAttribute(positions, 3));
  geometry.setAttribute("color", new BufferAttribute(colors, 3));
  return geometry;
}
