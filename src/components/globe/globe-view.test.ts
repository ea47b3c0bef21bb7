import { Group, Object3D, PerspectiveCamera, Vector3 } from "three";
import { describe, expect, it, vi } from "vitest";
import { globeSettings } from "../../config/globe.ts";
import type { GlobeNode } from "./globe-data.ts";
import { createGlobeScene } from "./globe-scene.ts";
import {
  createGlobeView,
  facingTilt,
  globeLayout,
  INITIAL_POSE,
  MARKER_RADIUS,
  SPIN_PER_SECOND,
  type Pose,
} from "./globe-view.ts";

/** Where three.js puts a marker on the screen of a `width` × `height` box, with the camera the painter's scene uses. */
function threeScreenPosition([latitude, longitude]: GlobeNode, pose: Pose, width: number, height: number) {
  const renderer = { setPixelRatio: vi.fn(), setSize: vi.fn(), render: vi.fn(), dispose: vi.fn() };
  const scene = createGlobeScene({ renderer, width, height });
  scene.render();
  const camera = renderer.render.mock.calls[0][1] as PerspectiveCamera;
  camera.updateMatrixWorld();
  const root = new Group();
  root.rotation.set(pose.x, pose.y, 0);
  const marker = new Object3D();
  const phi = ((90 - latitude) * Math.PI) / 180;
  const theta = (-longitude * Math.PI) / 180;
  marker.position.set(
    MARKER_RADIUS * Math.sin(phi) * Math.cos(theta),
    MARKER_RADIUS * Math.cos(phi),
    MARKER_RADIUS * Math.sin(phi) * Math.sin(theta),
  );
  root.add(marker);
  root.updateMatrixWorld();
  const world = marker.getWorldPosition(new Vector3());
  const visible = world.z > (MARKER_RADIUS * MARKER_RADIUS) / globeSettings.cameraDistance;
  world.project(camera);
  // Normalised device coordinates cover the canvas, which covers the layout's viewport of the box.
  const { viewport } = globeLayout(width, height);
  return visible
    ? { x: viewport.x + ((world.x + 1) / 2) * viewport.width, y: viewport.y + ((1 - world.y) / 2) * viewport.height }
    : null;
}

describe("createGlobeView", () => {
  it("puts every node where three.js draws it, and hides the ones behind the globe", () => {
    const nodes: GlobeNode[] = [
      [0, 0],
      [51.05, 3.72],
      [-33.9, 18.4],
      [40.7, -74],
      [35.7, 139.7],
      [-89, 10],
    ];
    const poses: Pose[] = [INITIAL_POSE, { x: 0.4, y: 1.3 }, { x: -1.2, y: -2.5 }, { x: Math.PI / 2, y: 4 }];
    for (const [width, height] of [
      [800, 400],
      [600, 300],
      [343, 172],
      [340, 340],
      [420, 300],
    ]) {
      const view = createGlobeView(width, height);
      view.setMarkers(nodes);
      for (const pose of poses) {
        view.stopSpin();
        view.rotateBy(pose.y - view.pose().y, pose.x - view.pose().x);
        nodes.forEach((node, index) => {
          const expected = threeScreenPosition(node, pose, width, height);
          const actual = view.screenPosition(index);
          if (expected === null) expect(actual).toBeNull();
          else {
            expect(actual!.x).toBeCloseTo(expected.x, 3);
            expect(actual!.y).toBeCloseTo(expected.y, 3);
          }
        });
      }
    }
  });

  it("picks the node under the pointer and only nodes on the visible side", () => {
    const view = createGlobeView(800, 400);
    view.setMarkers([
      [0, 0],
      [0, 180],
    ]);
    view.faceNode(0);
    // Turned to the viewer in the middle of what shows of the sphere (its top half in a 2:1 box).
    const front = view.screenPosition(0)!;
    expect(front.x).toBeCloseTo(400);
    expect(Math.abs(front.y - 200)).toBeLessThan(5);
    expect(view.screenPosition(1)).toBeNull();
    expect(view.pick(front.x + 3, front.y - 2)).toBe(0);
    expect(view.pick(500, 300)).toBeNull();
    expect(view.nearestToCentre()).toBe(0);
    view.faceNode(1);
    expect(view.nearestToCentre()).toBe(1);
    expect(view.markerCount).toBe(2);
  });

  it("spins with the clock, and stops where the spin has got to", () => {
    const view = createGlobeView(800, 400);
    const { from, since } = view.startSpin(10_000);
    expect(from).toEqual(INITIAL_POSE);
    expect(since).toBe(10_000);
    expect(view.pose(12_000).y).toBeCloseTo(INITIAL_POSE.y + 2 * SPIN_PER_SECOND);
    view.stopSpin(15_000);
    expect(view.pose(99_000).y).toBeCloseTo(INITIAL_POSE.y + 5 * SPIN_PER_SECOND);
  });

  it("turns by hand from the pose on screen, and stops tilting at the poles", () => {
    const view = createGlobeView(800, 400);
    view.startSpin(performance.timeOrigin + performance.now() - 1000); // spinning for a second
    view.rotateBy(0.5, 0);
    expect(view.pose().y).toBeGreaterThan(INITIAL_POSE.y + 0.5 + 0.9 * SPIN_PER_SECOND);
    view.stopSpin();
    view.rotateBy(0, 10);
    expect(view.pose().x).toBe(Math.PI / 2);
    view.rotateBy(0, -20);
    expect(view.pose().x).toBe(-Math.PI / 2);
  });

  it("turns a chosen node to face the viewer, and ignores an index it does not have", () => {
    const view = createGlobeView(340, 340);
    view.setMarkers([[30, 60]]);
    view.faceNode(0);
    const pose = view.pose();
    expect(pose.x).toBeCloseTo(Math.PI / 6);
    expect(pose.y).toBeCloseTo(-Math.PI / 2 - Math.PI / 3);
    expect(view.screenPosition(0)!.x).toBeCloseTo(170);
    expect(view.screenPosition(0)!.y).toBeCloseTo(170);
    view.faceNode(5);
    expect(view.pose()).toEqual(pose);
    expect(view.screenPosition(5)).toBeNull();
  });
});

describe("globeLayout (product-rules §2: the globe is 600–800 px, 60 % of the window)", () => {
  const diameter = (width: number, height: number) => 2 * globeLayout(width, height).radius;

  it("draws the sphere as wide as the globe: 600–800 px in the spec's 2:1 box, its top half showing", () => {
    for (const width of [600, 700, 800]) {
      const layout = globeLayout(width, width / 2);
      expect(diameter(width, width / 2)).toBeGreaterThan(width - 15);
      expect(diameter(width, width / 2)).toBeLessThanOrEqual(width);
      expect([layout.centreX, layout.centreY]).toEqual([width / 2, width / 2]); // the centre on the bottom edge
      expect(layout.viewport).toEqual({ x: 0, y: 0, width, height: width / 2 }); // the canvas covers the box
    }
    // Where the spec's camera alone would draw 228 px (0.57 × the height).
    expect(diameter(800, 400)).toBeGreaterThan(3 * 228);
  });

  it("keeps the proportion in a narrower box (a phone's 343 px), and a whole sphere in a square one", () => {
    expect(diameter(343, 172) / 343).toBeCloseTo(diameter(800, 400) / 800, 1);
    const square = globeLayout(340, 340);
    expect([square.centreX, square.centreY]).toEqual([170, 170]);
    expect(2 * square.radius).toBeGreaterThan(320);
    expect(square.viewport).toEqual({ x: 0, y: 0, width: 340, height: 340 });
    // A box taller than wide keeps the sphere whole, centred, and draws only its square.
    const tall = globeLayout(300, 500);
    expect(tall.centreY).toBe(250);
    expect(tall.viewport).toEqual({ x: 0, y: 100, width: 300, height: 300 });
  });

  it("lifts a node turned to the viewer into the middle of what shows", () => {
    expect(facingTilt(globeLayout(340, 340), 340)).toBe(0);
    const tilt = facingTilt(globeLayout(800, 400), 400);
    expect(tilt).toBeGreaterThan((15 * Math.PI) / 180);
    expect(tilt).toBeLessThan((25 * Math.PI) / 180);
  });
});
