import { BufferAttribute, BufferGeometry } from "three";
import { globeSettings as globe } from "../../config/globe.ts";
import type { GlobeNode } from "./globe-data.ts";
import { MARKER_RADIUS, writeSpherePoint } from "./globe-view.ts";
import type { LatLonList } from "./land-mask.ts";

// Added to the height-shaded land colour so the dots stay visible on the dark sphere.
const LAND_LIFT = [0.15, 0.25, 0.4] as const;

/** Land dots (bluish, shaded by height) followed by coastline dots (white): drawn as one Points object. */
export function landGeometry(land: LatLonList, border: LatLonList): BufferGeometry {
  const count = (land.length + border.length) / 2;
  const positions = new Float32Array(count * 3);
  const colors = new Float32Array(count * 3);
  const [r, g, b] = globe.landPointColor;
  for (let i = 0; i < land.length / 2; i++) {
    writeSpherePoint(positions, i * 3, land[i * 2], land[i * 2 + 1], globe.radius);
    const shade = 0.6 + 0.3 * (positions[i * 3 + 1] / globe.radius); // lighter towards the north
    colors.set([r * shade + LAND_LIFT[0], g * shade + LAND_LIFT[1], b * shade + LAND_LIFT[2]], i * 3);
  }
  for (let j = 0, i = land.length / 2; j < border.length / 2; j++, i++) {
    writeSpherePoint(positions, i * 3, border[j * 2], border[j * 2 + 1], globe.radius);
    colors.fill(1, i * 3, i * 3 + 3);
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute("position", new BufferAttribute(positions, 3));
  geometry.setAttribute("color", new BufferAttribute(colors, 3));
  return geometry;
}

/** One vertex per node, all in one geometry, so every marker is drawn in a single call. */
export function markerGeometry(nodes: readonly GlobeNode[]): BufferGeometry {
  const positions = new Float32Array(nodes.length * 3);
  const colors = new Float32Array(nodes.length * 3);
  nodes.forEach(([latitude, longitude], i) => {
    writeSpherePoint(positions, i * 3, latitude, longitude, MARKER_RADIUS);
    colors.set(globe.markerColor, i * 3);
  });
  const geometry = new BufferGeometry();
  geometry.setAttribute("position", new BufferAttribute(positions, 3));
  geometry.setAttribute("color", new BufferAttribute(colors, 3));
  return geometry;
}
