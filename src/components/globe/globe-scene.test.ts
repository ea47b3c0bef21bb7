import {
  AdditiveBlending,
  BufferGeometry,
  Material,
  Mesh,
  MeshBasicMaterial,
  NormalBlending,
  PerspectiveCamera,
  Points,
  ShaderMaterial,
  Vector3,
  type Object3D,
} from "three";
import { globeLooks } from "../../config/globe-looks.ts";
import { describe, expect, it, vi } from "vitest";
import type { GlobeNode } from "./globe-data.ts";
import { toMarkers } from "./globe-markers.ts";
import { createGlobeScene, type GlobeRenderer, type GlobeScene } from "./globe-scene.ts";
import { createGlobeView, globeLayout, type Pose } from "./globe-view.ts";
import type { LandMask } from "./land-mask.ts";

function fakeRenderer() {
  return {
    setPixelRatio: vi.fn<GlobeRenderer["setPixelRatio"]>(),
    setSize: vi.fn<GlobeRenderer["setSize"]>(),
    render: vi.fn<GlobeRenderer["render"]>(),
    dispose: vi.fn<GlobeRenderer["dispose"]>(),
    forceContextLoss: vi.fn<() => void>(),
  } satisfies GlobeRenderer;
}

function setup(nodes: unknown = [], width = 800, height = 400) {
  const renderer = fakeRenderer();
  const globe = createGlobeScene({ renderer, width, height });
  globe.setMarkers(toMarkers(nodes).nodes);
  return { renderer, globe };
}

const drawables = (root: Object3D) => {
  const found: (Mesh | Points)[] = [];
  root.traverse((object) => {
    if (object instanceof Mesh || object instanceof Points) found.push(object);
  });
  return found;
};

/** The scene's drawn objects: the sphere, the markers and the land dots. */
function parts(globe: GlobeScene) {
  const [sphere] = drawables(globe.scene).filter((object) => object instanceof Mesh) as Mesh<
    BufferGeometry,
    MeshBasicMaterial
  >[];
  const [markers, land] = drawables(globe.scene).filter((object) => object instanceof Points) as Points<
    BufferGeometry,
    ShaderMaterial
  >[];
  return { sphere, markers, land };
}

/**
 * Where the last frame put a point of `object` (its own coordinates) in the globe's `width` × `height` box, in
 * CSS pixels, with the camera the renderer was given: the canvas covers the layout's viewport of the box.
 */
function drawnAt(
  renderer: ReturnType<typeof fakeRenderer>,
  object: Object3D,
  local: Vector3,
  width: number,
  height: number,
) {
  const camera = renderer.render.mock.lastCall![1] as PerspectiveCamera;
  const scene = renderer.render.mock.lastCall![0];
  scene.updateMatrixWorld();
  camera.updateMatrixWorld();
  const world = local.clone().applyMatrix4(object.matrixWorld);
  const device = world.clone().project(camera);
  const { viewport } = globeLayout(width, height);
  return {
    x: viewport.x + ((device.x + 1) / 2) * viewport.width,
    y: viewport.y + ((1 - device.y) / 2) * viewport.height,
    /** Towards the camera: the nearer, the larger. */
    z: world.z,
  };
}

/** Where the last frame drew marker `index`. */
function markerDrawnAt(renderer: ReturnType<typeof fakeRenderer>, globe: GlobeScene, index: number, size: number[]) {
  const { markers } = parts(globe);
  const local = new Vector3().fromBufferAttribute(markers.geometry.getAttribute("position"), index);
  return drawnAt(renderer, markers, local, size[0], size[1]);
}

/** The (x, y, z) of every point of a Points object, in its own coordinates. */
const positionsOf = (points: Points) => {
  const position = points.geometry.getAttribute("position");
  return Array.from({ length: position.count }, (_, i) => new Vector3().fromBufferAttribute(position, i));
};

const colourOf = (points: Points, index: number) => {
  const colour = points.geometry.getAttribute("color");
  return [colour.getX(index), colour.getY(index), colour.getZ(index)];
};

// A 36×18 mask (10° pixels) with land in one band of rows.
const bandMask: LandMask = { width: 36, height: 18, data: new Uint8Array(36 * 18).fill(1, 36 * 8, 36 * 10) };

const nodes: GlobeNode[] = [
  [0, 10],
  [51.05, 3.72],
  [-33.9, 18.4],
  [40.7, -74],
  [35.7, 139.7],
  [-60, 30],
];

describe("createGlobeScene", () => {
  it("draws one marker per valid node, all in a single Points object (one draw call)", () => {
    const { globe } = setup([
      [51, 3.7],
      [999, 0],
      [-33.9, 18.4],
      [Number.NaN, 1],
      [40.7, -74],
    ]);
    // Two Points objects: the markers, and the land dots after them.
    const [markerObject, ...others] = drawables(globe.scene).filter((object) => object instanceof Points);
    expect(others).toHaveLength(1);
    expect(markerObject.geometry.getAttribute("position").count).toBe(3);
    expect(globe.markerCount).toBe(3);
  });

  it("replaces the markers when the nodes change, still with one object", () => {
    const { globe } = setup([[1, 1]]);
    const old = drawables(globe.scene).find((object) => object instanceof Points)!.geometry;
    const disposed = vi.fn();
    old.addEventListener("dispose", disposed);
    globe.setMarkers(
      toMarkers([
        [1, 1],
        [2, 2],
      ]).nodes,
    );
    const points = drawables(globe.scene).filter((object) => object instanceof Points);
    expect(points).toHaveLength(2); // the markers and the land dots
    expect(points[0].geometry.getAttribute("position").count).toBe(2);
    expect(disposed).toHaveBeenCalledOnce();
  });

  it("draws each node where the page's view of the globe has it, at the first pose and at any pose it is given", () => {
    for (const size of [
      [800, 400],
      [340, 340],
      [343, 172],
    ]) {
      const { globe, renderer } = setup(nodes, size[0], size[1]);
      const view = createGlobeView(size[0], size[1]);
      view.setMarkers(nodes);
      const expectSameAsView = () => {
        globe.render();
        const shown = nodes.filter((_, index) => view.screenPosition(index) !== null); // the rest: behind the sphere
        expect(shown.length).toBeGreaterThan(0);
        nodes.forEach((_, index) => {
          const expected = view.screenPosition(index);
          if (expected === null) return;
          const drawn = markerDrawnAt(renderer, globe, index, size);
          expect(drawn.x).toBeCloseTo(expected.x, 3);
          expect(drawn.y).toBeCloseTo(expected.y, 3);
        });
      };
      expectSameAsView(); // the first pose, before any is given
      const poses: Pose[] = [
        { x: 0.4, y: 1.3 },
        { x: -1.2, y: -2.5 },
        { x: Math.PI / 2, y: 4 },
      ];
      for (const pose of poses) {
        globe.setPose(pose);
        view.rotateBy(pose.y - view.pose().y, pose.x - view.pose().x);
        expectSameAsView();
      }
    }
  });

  it("shows Europe and Africa first: 0°N 10°E faces the viewer, in the middle, nearer than any other node", () => {
    const { globe, renderer } = setup(nodes, 340, 340);
    globe.render();
    const drawn = nodes.map((_, index) => markerDrawnAt(renderer, globe, index, [340, 340]));
    expect(drawn[0].x).toBeCloseTo(170);
    expect(drawn[0].y).toBeCloseTo(170);
    expect(Math.max(...drawn.map((point) => point.z))).toBe(drawn[0].z);
    // North is up and east is right: Brussels above and left of the equator at 10°E, Cape Town below and right.
    expect(drawn[1].y).toBeLessThan(170);
    expect(drawn[1].x).toBeLessThan(170);
    expect(drawn[2].y).toBeGreaterThan(170);
    expect(drawn[2].x).toBeGreaterThan(170);
  });

  it("turns the sphere, the markers and the land together with the pose", () => {
    const { globe, renderer } = setup([[0, 10]], 340, 340);
    globe.setLand(bandMask);
    const { markers, land, sphere } = parts(globe);
    globe.render();
    const before = markerDrawnAt(renderer, globe, 0, [340, 340]);
    globe.setPose({ x: 0, y: 0.5 });
    globe.render();
    const after = markerDrawnAt(renderer, globe, 0, [340, 340]);
    expect(after.x).not.toBeCloseTo(before.x);
    globe.scene.updateMatrixWorld();
    expect(land.matrixWorld.equals(markers.matrixWorld)).toBe(true);
    expect(sphere.matrixWorld.equals(markers.matrixWorld)).toBe(true);
  });

  it("draws the sphere as large and where the page's layout has it: whole in a square box, its top half in a 2:1 one", () => {
    for (const [width, height] of [
      [340, 340],
      [800, 400],
      [343, 172],
    ]) {
      const { globe, renderer } = setup([], width, height);
      globe.render();
      const layout = globeLayout(width, height);
      const { sphere } = parts(globe);
      sphere.geometry.computeBoundingSphere();
      const radius = sphere.geometry.boundingSphere!.radius;
      const distance = (renderer.render.mock.lastCall![1] as PerspectiveCamera).position.z;
      // The camera sees the sphere's outline where its sight lines touch it: at depth r²/d, r·√(1 − r²/d²) out.
      const [depth, out] = [(radius * radius) / distance, radius * Math.sqrt(1 - (radius / distance) ** 2)];
      const at = (local: Vector3) => drawnAt(renderer, globe.scene, local, width, height);
      const centre = at(new Vector3(0, 0, 0));
      expect(centre.x).toBeCloseTo(layout.centreX);
      expect(centre.y).toBeCloseTo(layout.centreY);
      // Round, not stretched: as far out sideways as up.
      expect(at(new Vector3(out, 0, depth)).x - layout.centreX).toBeCloseTo(layout.radius);
      expect(layout.centreY - at(new Vector3(0, out, depth)).y).toBeCloseTo(layout.radius);
      // The canvas covers the part of the box where the sphere is.
      expect(renderer.setSize).toHaveBeenLastCalledWith(layout.viewport.width, layout.viewport.height, false);
    }
  });

  it("draws land and coastline dots on the sphere, where the mask has land, once the mask arrives", () => {
    const { globe } = setup([[1, 1]]);
    const points = () => drawables(globe.scene).filter((object) => object instanceof Points);
    expect(points()).toHaveLength(2);
    expect(points()[1].geometry.getAttribute("position").count).toBe(0);
    globe.setLand({ width: 36, height: 18, data: new Uint8Array(36 * 18).fill(1, 0, 36 * 9) }); // the north
    expect(points()).toHaveLength(2);
    const dots = positionsOf(points()[1]);
    const { sphere } = parts(globe);
    sphere.geometry.computeBoundingSphere();
    for (const dot of dots) expect(dot.length()).toBeCloseTo(sphere.geometry.boundingSphere!.radius, 4);
    // Coastline dots in the look's border colour, land dots shaded: the land in the north, the coast one
    // ring round the globe along its southern edge.
    const isCoast = (index: number) =>
      colourOf(points()[1], index).every((channel, i) => {
        return Math.abs(channel - globeLooks.dark.borderColor[i]) < 1e-6;
      });
    const land = dots.filter((_, index) => !isCoast(index));
    const coast = dots.filter((_, index) => isCoast(index));
    expect(land.length).toBeGreaterThan(0);
    expect(coast.length).toBeGreaterThan(0);
    for (const dot of land) expect(dot.y).toBeGreaterThanOrEqual(0);
    for (const dot of coast) {
      expect(dot.y).toBeCloseTo(coast[0].y, 4);
      expect(dot.y).toBeLessThan(Math.min(...land.map((landDot) => landDot.y)));
    }
  });

  it("compiles the shaders of the sphere, the markers and the land before the first frame", async () => {
    const renderer = { ...fakeRenderer(), compileAsync: vi.fn(() => Promise.resolve()) };
    const globe = createGlobeScene({ renderer, width: 800, height: 400 });
    await globe.compile();
    expect(renderer.compileAsync).toHaveBeenCalledWith(globe.scene, expect.any(PerspectiveCamera));
    expect(drawables(globe.scene)).toHaveLength(3);
  });

  it("compiles at once where shaders cannot compile in parallel", async () => {
    const renderer = {
      ...fakeRenderer(),
      compileAsync: vi.fn(() => Promise.resolve()),
      compile: vi.fn(),
      extensions: { has: () => false },
    };
    const globe = createGlobeScene({ renderer, width: 800, height: 400 });
    await globe.compile();
    expect(renderer.compile).toHaveBeenCalledWith(globe.scene, expect.any(PerspectiveCamera));
    expect(renderer.compileAsync).not.toHaveBeenCalled();
  });

  it("highlights one marker at a time, the others in the look's marker colour", () => {
    const { globe } = setup([
      [0, 0],
      [10, 10],
    ]);
    const { dark } = globeLooks;
    const colour = (index: number) => colourOf(parts(globe).markers, index);
    globe.setHighlighted(1);
    expect(colour(1)).toEqual([...new Float32Array(dark.highlightColor)]);
    expect(colour(0)).toEqual([...new Float32Array(dark.markerColor)]);
    globe.setHighlighted(0);
    expect(colour(1)).toEqual([...new Float32Array(dark.markerColor)]);
    expect(colour(0)).toEqual([...new Float32Array(dark.highlightColor)]);
    globe.setHighlighted(5); // no such marker: none highlighted
    expect([colour(0), colour(1)]).toEqual([
      [...new Float32Array(dark.markerColor)],
      [...new Float32Array(dark.markerColor)],
    ]);
  });

  it("dispose releases every geometry, every material and the renderer", () => {
    const { globe, renderer } = setup([
      [1, 1],
      [2, 2],
    ]);
    globe.setLand(bandMask);
    const geometries = new Set<BufferGeometry>();
    const materials = new Set<Material>();
    for (const object of drawables(globe.scene)) {
      geometries.add(object.geometry);
      materials.add(object.material as Material);
    }
    expect(geometries.size).toBe(3); // sphere, land, markers
    expect(materials.size).toBe(3);
    const released = vi.fn();
    [...geometries, ...materials].forEach((resource) => resource.addEventListener("dispose", released));

    globe.dispose();

    expect(released).toHaveBeenCalledTimes(6);
    expect(renderer.dispose).toHaveBeenCalledOnce();
    expect(renderer.forceContextLoss).toHaveBeenCalledOnce();
    expect(globe.scene.children).toHaveLength(0);
  });

  it("samples the land more coarsely on a smaller globe, and only resamples when the sampling changes", () => {
    const { globe, renderer } = setup([], 800, 400);
    globe.setLand(bandMask);
    const land = () => parts(globe).land.geometry;
    const before = land();
    globe.resize(790, 395); // same step (4: the camera's view is about 1384 px high for an 800 px sphere)
    expect(land()).toBe(before);
    globe.resize(320, 160); // step 6
    expect(land()).not.toBe(before);
    expect(land().getAttribute("position").count).toBeLessThan(before.getAttribute("position").count);
    const { viewport } = globeLayout(320, 160);
    expect(renderer.setSize).toHaveBeenLastCalledWith(viewport.width, viewport.height, false);
  });

  it("sizes the canvas again only for a new size (sizing clears it)", () => {
    const { globe, renderer } = setup([], 800, 400);
    globe.resize(800, 400);
    expect(renderer.setSize).toHaveBeenCalledTimes(1);
    globe.resize(600, 300);
    expect(renderer.setSize).toHaveBeenCalledTimes(2);
  });

  it("keeps the drawing buffer within its budget, and the dots at their size on screen", () => {
    // The budget, in device pixels: an 800 × 400 globe at about 1.22 × 1.22 of them per CSS pixel.
    const budget = 480_000;
    const buffer = (renderer: ReturnType<typeof fakeRenderer>) => {
      const [width, height] = renderer.setSize.mock.lastCall!;
      return width * height * renderer.setPixelRatio.mock.lastCall![0] ** 2;
    };
    const large = fakeRenderer();
    const globe = createGlobeScene({ renderer: large, width: 800, height: 400, pixelRatio: 1.5 });
    expect(buffer(large)).toBeLessThanOrEqual(budget + 1);
    expect(buffer(large)).toBeGreaterThan(0.99 * budget); // as sharp as the budget allows
    const small = fakeRenderer();
    createGlobeScene({ renderer: small, width: 340, height: 340, pixelRatio: 1.5 });
    expect(small.setPixelRatio).toHaveBeenLastCalledWith(1.5); // the screen's own pixels
    // Fewer device pixels per CSS pixel, so larger dots in device pixels: the same size on screen.
    const reference = parts(createGlobeScene({ renderer: fakeRenderer(), width: 340, height: 340 }));
    const ratio = large.setPixelRatio.mock.lastCall![0];
    const { land, markers } = parts(globe);
    expect(land.material.uniforms.uSize.value).toBeCloseTo(reference.land.material.uniforms.uSize.value * ratio);
    expect(markers.material.uniforms.uPixelRatio.value).toBe(ratio);
  });

  it("takes the page's colours: the spec's dark look, and a pale sphere with dark land for the light theme", () => {
    const { globe } = setup([[51, 3.7]]);
    globe.setLand(bandMask);
    const { sphere, markers, land } = parts(globe);
    const markerColour = () => [...markers.geometry.getAttribute("color").array];
    expect(sphere.material.color.getHex()).toBe(globeLooks.dark.sphereColor);
    expect(land.material.blending).toBe(AdditiveBlending);
    expect(markerColour()).toEqual([...new Float32Array(globeLooks.dark.markerColor)]);

    globe.setLook("light");
    expect(sphere.material.color.getHex()).toBe(globeLooks.light.sphereColor);
    expect(land.material.blending).toBe(NormalBlending);
    expect(markerColour()).toEqual([...new Float32Array(globeLooks.light.markerColor)]);
    expect(colourOf(parts(globe).land, 0)[0]).toBeLessThan(0.3); // dark dots on the pale sphere

    globe.setHighlighted(0);
    globe.setLook("dark");
    expect(markerColour()).toEqual([...new Float32Array(globeLooks.dark.highlightColor)]); // still highlighted
  });
});
