import { globeSettings as globe } from "../../config/globe.ts";
import type { GlobeNode } from "./globe-data.ts";

// Where the globe is turned and where its nodes are on screen, in plain arithmetic: the page keeps this
// view (for pointing, picking and labels) while three.js draws the same pose in a worker (globe-painter.ts).
// The numbers are three.js's own: a root group turned by Euler angles (order XYZ) in front of a perspective
// camera at (0, 0, cameraDistance) looking at the origin; globe-view.test.ts holds the two side by side.

const DEG = Math.PI / 180;
/** Markers sit slightly above the land dots (product-rules §9). */
export const MARKER_RADIUS = globe.radius + globe.markerLift;
/** Auto-rotation speed: 0.12 rad/s, the existing front end's 0.002 rad per frame at 60 fps. */
export const SPIN_PER_SECOND = 0.12;

/** The globe's turn: `x` tilts (radians, within the poles), `y` spins. */
export interface Pose {
  x: number;
  y: number;
}

/** Europe and Africa face the viewer first. */
export const INITIAL_POSE: Pose = { x: 0, y: -Math.PI / 2 - 10 * DEG };

/** Milliseconds on a clock that the page and its workers share (each has its own `performance.now()`). */
export const sharedClock = () => performance.timeOrigin + performance.now();

/** The pose `since` ms of the shared clock after a spin started from `from`. */
export function spunPose(from: Pose, since: number, now: number): Pose {
  return { x: from.x, y: from.y + (SPIN_PER_SECOND * Math.max(0, now - since)) / 1000 };
}

/** Writes the point at (latitude, longitude) on a sphere of `radius` into `out` at `offset`. */
export function writeSpherePoint(
  out: Float32Array,
  offset: number,
  latitude: number,
  longitude: number,
  radius: number,
) {
  const phi = (90 - latitude) * DEG;
  const theta = -longitude * DEG;
  out[offset] = radius * Math.sin(phi) * Math.cos(theta);
  out[offset + 1] = radius * Math.cos(phi);
  out[offset + 2] = radius * Math.sin(phi) * Math.sin(theta);
}

/** A rectangle of the globe's box (CSS pixels). */
export interface Viewport {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the sphere is in a globe's box and how large (CSS pixels). */
export interface GlobeLayout {
  /** The sphere's centre, where the camera looks. */
  centreX: number;
  centreY: number;
  /** The sphere's radius on screen (markers go a little beyond). */
  radius: number;
  /** Pixels on screen per unit of a point's (offset ÷ depth) from the camera: the perspective's scale. */
  scale: number;
  /** The part of the box the canvas covers: the sphere's square, markers included, cut to the box. */
  viewport: Viewport;
}

/** Room around the sphere for a marker on its rim (product-rules §9: markers up to 7 px). */
const RIM = globe.markerMaxSize / 2 + 1;
/** tan of the angle at which the camera sees the markers' sphere's rim. */
const RIM_TAN = Math.tan(Math.asin(MARKER_RADIUS / globe.cameraDistance));

/**
 * The sphere at the globe's own size (product-rules §2: the globe is 600–800 px, 60 % of the window): as wide
 * as the box, at most twice as high as the box. In a square box it is whole and centred; in the 2:1 box of the
 * spec its top half fills the box and the rest is cut, so the sphere itself is 600–800 px across rather than
 * the 0.57 × the box's height that the spec's camera gives a 2:1 box (228 px in an 800 × 400 box).
 * The camera keeps the spec's field of view and distance (the globe looks the same, only larger) and only
 * the viewport is drawn: a canvas no larger than what shows of the sphere.
 */
export function globeLayout(width: number, height: number): GlobeLayout {
  const outer = Math.max(0, Math.min(width, 2 * height)) / 2; // the markers' rim, on screen
  const scale = Math.max(0, outer - RIM) / RIM_TAN;
  const centreX = width / 2;
  const centreY = Math.max(height / 2, outer);
  const left = Math.max(0, Math.floor(centreX - outer));
  const top = Math.max(0, Math.floor(centreY - outer));
  const right = Math.min(width, Math.ceil(centreX + outer));
  const bottom = Math.min(height, Math.ceil(centreY + outer));
  return {
    centreX,
    centreY,
    radius: scale * Math.tan(Math.asin(globe.radius / globe.cameraDistance)),
    scale,
    viewport: { x: left, y: top, width: Math.max(0, right - left), height: Math.max(0, bottom - top) },
  };
}

const FOCAL = 1 / Math.tan((globe.cameraFov / 2) * DEG);

/**
 * The camera's full view for a box, in CSS pixels: the spec's 2:1 view whose field of view shows the sphere at
 * the size globeLayout gives it (the painter draws only the layout's viewport of it). Land sampling follows its
 * size, as product-rules §9 has it follow the globe's.
 */
export function cameraView(width: number, height: number): [width: number, height: number] {
  const fullHeight = Math.max(1, (2 * globeLayout(width, height).scale) / FOCAL);
  return [globe.aspectRatio * fullHeight, fullHeight];
}

/**
 * Projects points of a sphere of `radius` turned to `pose` into the box (CSS pixels): returns the screen point
 * and the depth from the camera, or null for a point behind the sphere.
 */
export function createProjector(layout: GlobeLayout, pose: Pose, radius: number) {
  const [sinX, cosX, sinY, cosY] = [Math.sin(pose.x), Math.cos(pose.x), Math.sin(pose.y), Math.cos(pose.y)];
  // A point is visible when it is on the camera's side of the horizon plane.
  const horizon = (radius * radius) / globe.cameraDistance;
  return (px: number, py: number, pz: number): { x: number; y: number; depth: number } | null => {
    // world = Rx(x) · Ry(y) · p
    const qx = cosY * px + sinY * pz;
    const qz = -sinY * px + cosY * pz;
    const wy = cosX * py - sinX * qz;
    const wz = sinX * py + cosX * qz;
    if (wz <= horizon) return null;
    const depth = globe.cameraDistance - wz;
    return { x: layout.centreX + (layout.scale * qx) / depth, y: layout.centreY - (layout.scale * wy) / depth, depth };
  };
}

/**
 * The tilt that shows a node turned to the viewer in the middle of what is visible of the box: 0 for a whole
 * sphere, about 30° when only the top half shows (the sphere's centre is at the box's bottom edge).
 */
export function facingTilt(layout: GlobeLayout, height: number): number {
  const rise =
    layout.centreY -
    (Math.max(0, layout.centreY - layout.radius) + Math.min(height, layout.centreY + layout.radius)) / 2;
  if (rise <= 0 || layout.scale <= 0) return 0;
  // A front point tilted up by a is at (R sin a) / (d - R cos a) × scale above the centre: solve for a.
  let low = 0;
  let high = Math.PI / 2;
  for (let i = 0; i < 40; i++) {
    const a = (low + high) / 2;
    const up = (layout.scale * globe.radius * Math.sin(a)) / (globe.cameraDistance - globe.radius * Math.cos(a));
    if (up < rise) low = a;
    else high = a;
  }
  return low;
}

export interface ScreenPoint {
  x: number;
  y: number;
}

export interface GlobeView {
  readonly markerCount: number;
  setMarkers(nodes: readonly GlobeNode[]): void;
  resize(width: number, height: number): void;
  /** The pose now (a spinning globe's moves on with the clock). */
  pose(now?: number): Pose;
  /** Starts spinning from the current pose: what a painter needs to spin along. */
  startSpin(now?: number): { from: Pose; since: number };
  /** Stops spinning where the spin has got to. */
  stopSpin(now?: number): void;
  /** Spins by `yaw` and tilts by `pitch` (radians); the tilt stops at the poles. */
  rotateBy(yaw: number, pitch: number): void;
  /** Turns the globe so that the node faces the camera. */
  faceNode(index: number): void;
  /** Where a node is in the globe's box (CSS pixels), or null when it is behind the globe. */
  screenPosition(index: number): ScreenPoint | null;
  /** The visible node nearest to a point of the box (CSS pixels), within `radius`. */
  pick(x: number, y: number, radius?: number): number | null;
  /** The visible node nearest to the middle of the box, within `radius`. */
  nearestToCentre(radius?: number): number | null;
  /** Where the sphere is in the box (see globeLayout). */
  layout(): GlobeLayout;
}

export function createGlobeView(width: number, height: number): GlobeView {
  let size = { width, height };
  let layout = globeLayout(width, height);
  let nodes: readonly GlobeNode[] = [];
  let positions = new Float32Array(0);
  let base: Pose = { ...INITIAL_POSE };
  let spinSince: number | null = null;

  const pose = (now = sharedClock()) => (spinSince === null ? base : spunPose(base, spinSince, now));
  /** Folds a running spin into the pose, so that a turn by hand starts from what is on screen. */
  const settle = (now = sharedClock()) => {
    if (spinSince === null) return;
    base = pose(now);
    spinSince = now;
  };

  const projector = () => createProjector(layout, pose(), MARKER_RADIUS);
  function screenPosition(index: number, project = projector()): ScreenPoint | null {
    if (index < 0 || index >= nodes.length) return null;
    const point = project(positions[index * 3], positions[index * 3 + 1], positions[index * 3 + 2]);
    return point && { x: point.x, y: point.y };
  }

  function nearest(x: number, y: number, radius: number): number | null {
    const project = projector();
    let best: number | null = null;
    let bestDistance = radius * radius;
    for (let i = 0; i < nodes.length; i++) {
      const point = screenPosition(i, project);
      if (!point) continue;
      const distance = (point.x - x) ** 2 + (point.y - y) ** 2;
      if (distance <= bestDistance) {
        best = i;
        bestDistance = distance;
      }
    }
    return best;
  }

  return {
    get markerCount() {
      return nodes.length;
    },
    setMarkers(next) {
      nodes = next;
      positions = new Float32Array(nodes.length * 3);
      nodes.forEach(([latitude, longitude], i) =>
        writeSpherePoint(positions, i * 3, latitude, longitude, MARKER_RADIUS),
      );
    },
    resize(nextWidth, nextHeight) {
      size = { width: nextWidth, height: nextHeight };
      layout = globeLayout(nextWidth, nextHeight);
    },
    pose,
    startSpin(now = sharedClock()) {
      settle(now);
      spinSince = now;
      return { from: base, since: now };
    },
    stopSpin(now = sharedClock()) {
      settle(now);
      spinSince = null;
    },
    rotateBy(yaw, pitch) {
      settle();
      base = { x: Math.max(-Math.PI / 2, Math.min(Math.PI / 2, base.x + pitch)), y: base.y + yaw };
    },
    faceNode(index) {
      const node = nodes[index];
      if (!node) return;
      settle();
      // Spin by the longitude, then tilt by the latitude (see writeSpherePoint for the axes), less the tilt
      // that lifts it into the middle of what shows.
      base = { x: node[0] * DEG - facingTilt(layout, size.height), y: -Math.PI / 2 - node[1] * DEG };
    },
    screenPosition: (index) => screenPosition(index),
    pick: (x, y, radius = 10) => nearest(x, y, radius),
    nearestToCentre: (radius = size.height / 4) => nearest(size.width / 2, size.height / 2, radius),
    layout: () => layout,
  };
}
