import { globeSettings as globe } from "../../config/globe.ts";
import type { GlobeLook } from "../../config/globe-looks.ts";
import type { GlobeNode } from "./globe-data.ts";
import { shownLandColor } from "./globe-look.ts";
import { landStep } from "./globe-markers.ts";
import { createProjector, globeLayout, MARKER_RADIUS, writeSpherePoint, type Pose } from "./globe-view.ts";
import { borderPoints, landPoints, type LandMask } from "./land-mask.ts";

/** Land dots in this many shades (by height), one path each: a handful of fills instead of one per dot. */
const SHADES = 8;

export interface StandInScene {
  width: number;
  height: number;
  pose: Pose;
  nodes: readonly GlobeNode[];
  mask: LandMask | null;
  look: GlobeLook;
}

const css = ([r, g, b]: readonly number[]) =>
  `rgb(${Math.round(r * 255)} ${Math.round(g * 255)} ${Math.round(b * 255)})`;

/**
 * The globe drawn once on a 2D canvas, as the painter would draw its first frame (sphere, land and coastline
 * dots, markers), for the seconds before WebGL is ready where it is slow to start, and in its place where
 * there is none. `context` covers the layout's viewport at `pixelRatio` device pixels per CSS pixel.
 */
export function drawStandIn(context: CanvasRenderingContext2D, scene: StandInScene, pixelRatio: number): void {
  const layout = globeLayout(scene.width, scene.height);
  const { viewport } = layout;
  context.setTransform(pixelRatio, 0, 0, pixelRatio, 0 - viewport.x * pixelRatio, 0 - viewport.y * pixelRatio);
  context.clearRect(viewport.x, viewport.y, viewport.width, viewport.height);

  context.fillStyle = `#${scene.look.sphereColor.toString(16).padStart(6, "0")}`;
  context.beginPath();
  context.arc(layout.centreX, layout.centreY, layout.radius, 0, 2 * Math.PI);
  context.fill();

  if (scene.mask) {
    const step = landStep(scene.width, scene.height);
    const project = createProjector(layout, scene.pose, globe.radius);
    const point = new Float32Array(3);
    const size = globe.landPointSize;
    const dots = (list: Float32Array, pathOf: (y: number) => Path2D) => {
      for (let i = 0; i < list.length; i += 2) {
        writeSpherePoint(point, 0, list[i], list[i + 1], globe.radius);
        const shown = project(point[0], point[1], point[2]);
        if (shown) pathOf(point[1]).rect(shown.x - size / 2, shown.y - size / 2, size, size);
      }
    };
    const shades = Array.from({ length: SHADES }, () => new Path2D());
    const shadeOf = (y: number) => Math.min(SHADES - 1, Math.floor(((y / globe.radius + 1) / 2) * SHADES));
    dots(landPoints(scene.mask, step), (y) => shades[shadeOf(y)]);
    const border = new Path2D();
    dots(borderPoints(scene.mask, step), () => border);
    // The painter's dots are round with soft edges: at the same size, solid squares look brighter.
    context.globalAlpha = 0.75;
    shades.forEach((path, shade) => {
      context.fillStyle = css(shownLandColor(scene.look, ((shade + 0.5) / SHADES) * 2 * globe.radius - globe.radius));
      context.fill(path);
    });
    context.fillStyle = css(scene.look.borderColor);
    context.fill(border);
    context.globalAlpha = 1;
  }

  // Markers as the painter sizes them: 3–7 px, larger towards the viewer (product-rules §9).
  const project = createProjector(layout, scene.pose, MARKER_RADIUS);
  const point = new Float32Array(3);
  const markers = new Path2D();
  const frontDepth = globe.cameraDistance - globe.radius;
  for (const [latitude, longitude] of scene.nodes) {
    writeSpherePoint(point, 0, latitude, longitude, MARKER_RADIUS);
    const shown = project(point[0], point[1], point[2]);
    if (!shown) continue;
    const diameter = Math.min(
      globe.markerMaxSize,
      Math.max(globe.markerMinSize, (globe.markerMaxSize * frontDepth) / shown.depth),
    );
    markers.moveTo(shown.x + diameter / 2, shown.y);
    markers.arc(shown.x, shown.y, diameter / 2, 0, 2 * Math.PI);
  }
  context.fillStyle = css(scene.look.markerColor);
  context.fill(markers);
}
