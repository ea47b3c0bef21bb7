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

/** The square of the globe's box that holds the sphere and its markers (CSS pixels). */
export interface Viewport {
  x: number;
  y: number;
  size: number;
}

/**
 * Only the sphere needs drawing: the 2:1 box around it is empty. The camera keeps the whole view of
 * product-rules §9 (so the globe looks the same) but renders just this square of it, a fifth of the pixels
 * of an 800×400 box, into a canvas of that size placed where the square is.
 */
export function sphereViewport(width: number, height: number): Viewport {
  const angle = Math.asin(MARKER_RADIUS / globe.cameraDistance); // the sphere's angular radius, markers included
  const radius = ((height / 2) * Math.tan(angle)) / Math.tan((globe.cameraFov / 2) * DEG);
  // Even, so that the square sits exactly in the middle of an even-sized box.
  const size = Math.min(2 * Math.ceil(radius + globe.markerMaxSize + 1), width, height);
  return { x: Math.round((width - size) / 2), y: Math.round((height - size) / 2), size };
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
}

export function createGlobeView(width: number, height: number): GlobeView {
  let size = { width, height };
  let nodes: readonly GlobeNode[] = [];
  let positions = new Float32Array(0);
  let base: Pose = { ...INITIAL_POSE };
  let spinSince: number | null = null;
  const focal = 1 / Math.tan((globe.cameraFov / 2) * DEG);
  // A point on the sphere is visible when it is on the camera's side of the horizon plane.
  const horizon = (MARKER_RADIUS * MARKER_RADIUS) / globe.cameraDistance;

  const pose = (now = sharedClock()) => (spinSince === null ? base : spunPose(base, spinSince, now));
  /** Folds a running spin into the pose, so that a turn by hand starts from what is on screen. */
  const settle = (now = sharedClock()) => {
    if (spinSince === null) return;
    base = pose(now);
    spinSince = now;
  };

  function screenPosition(index: number, at = pose()): ScreenPoint | null {
    if (index < 0 || index >= nodes.length) return null;
    const [px, py, pz] = positions.subarray(index * 3, index * 3 + 3);
    // world = Rx(x) · Ry(y) · p
    const [sinX, cosX, sinY, cosY] = [Math.sin(at.x), Math.cos(at.x), Math.sin(at.y), Math.cos(at.y)];
    const qx = cosY * px + sinY * pz;
    const qz = -sinY * px + cosY * pz;
    const wy = cosX * py - sinX * qz;
    const wz = sinX * py + cosX * qz;
    if (wz <= horizon) return null;
    const depth = globe.cameraDistance - wz;
    const aspect = size.width / size.height;
    return {
      x: ((1 + (focal / aspect) * (qx / depth)) / 2) * size.width,
      y: ((1 - focal * (wy / depth)) / 2) * size.height,
    };
  }

  function nearest(x: number, y: number, radius: number): number | null {
    const at = pose();
    let best: number | null = null;
    let bestDistance = radius * radius;
    for (let i = 0; i < nodes.length; i++) {
      const point = screenPosition(i, at);
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
      // Spin by the longitude, then tilt by the latitude (see writeSpherePoint for the axes).
      base = { x: node[0] * DEG, y: -Math.PI / 2 - node[1] * DEG };
    },
    screenPosition: (index) => screenPosition(index),
    pick: (x, y, radius = 10) => nearest(x, y, radius),
    nearestToCentre: (radius = size.height / 4) => nearest(size.width / 2, size.height / 2, radius),
  };
}
