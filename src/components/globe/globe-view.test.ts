import { Group, Object3D, PerspectiveCamera, Vector3 } from "three";
import { describe, expect, it } from "vitest";
import { globeSettings } from "../../config/globe.ts";
import type { GlobeNode } from "./globe-data.ts";
import { createGlobeView, INITIAL_POSE, MARKER_RADIUS, SPIN_PER_SECOND, type Pose } from "./globe-view.ts";

/** Where three.js puts a marker on the screen of a `width` × `height` box, as the painter draws it. */
function threeScreenPosition([latitude, longitude]: GlobeNode, pose: Pose, width: number, height: number) {
  const { cameraFov, cameraNear, cameraFar, cameraDistance } = globeSettings;
  const camera = new PerspectiveCamera(cameraFov, width / height, cameraNear, cameraFar);
  camera.position.set(0, 0, cameraDistance);
  camera.lookAt(0, 0, 0);
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
  const visible = world.z > (MARKER_RADIUS * MARKER_RADIUS) / cameraDistance;
  world.project(camera);
  return visible ? { x: ((world.x + 1) / 2) * width, y: ((1 - world.y) / 2) * height } : null;
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
    const front = view.screenPosition(0)!;
    expect(front.x).toBeCloseTo(400);
    expect(front.y).toBeCloseTo(200);
    expect(view.screenPosition(1)).toBeNull();
    expect(view.pick(403, 198)).toBe(0);
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
    const view = createGlobeView(800, 400);
    view.setMarkers([[30, 60]]);
    view.faceNode(0);
    const pose = view.pose();
    expect(pose.x).toBeCloseTo(Math.PI / 6);
    expect(pose.y).toBeCloseTo(-Math.PI / 2 - Math.PI / 3);
    view.faceNode(5);
    expect(view.pose()).toEqual(pose);
    expect(view.screenPosition(5)).toBeNull();
  });
});
