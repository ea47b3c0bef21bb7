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
  SphereGeometry,
  type Object3D,
} from "three";
import { globeLooks } from "../../config/globe-looks.ts";
import { describe, expect, it, vi } from "vitest";
import { toMarkers } from "./globe-markers.ts";
import { createGlobeScene, type GlobeRenderer } from "./globe-scene.ts";
import { cameraView, globeLayout, INITIAL_POSE } from "./globe-view.ts";
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

// A 36×18 mask (10° pixels) with land in one band of rows.
const bandMask: LandMask = { width: 36, height: 18, data: new Uint8Array(36 * 18).fill(1, 36 * 8, 36 * 10) };

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

  it("sets up the camera and the sphere of product-rules §9", () => {
    const { globe, renderer } = setup();
    const sphere = drawables(globe.scene).find((object) => object instanceof Mesh)!;
    expect(sphere.geometry).toBeInstanceOf(SphereGeometry);
    expect((sphere.geometry as SphereGeometry).parameters).toMatchObject({
      radius: 3.6,
      widthSegments: 64,
      heightSegments: 64,
    });
    expect((sphere.material as Material & { color: { getHex(): number } }).color.getHex()).toBe(990778);
    globe.render();
    const camera = renderer.render.mock.calls[0][1] as PerspectiveCamera;
    expect(camera).toMatchObject({ fov: 75, near: 0.1, far: 1000, aspect: 2 });
    expect(camera.position.toArray()).toEqual([0, 0, 9]);
  });

  it("draws land and coastline dots, in one more Points object, once the mask arrives", () => {
    const { globe } = setup([[1, 1]]);
    const points = () => drawables(globe.scene).filter((object) => object instanceof Points);
    expect(points()).toHaveLength(2);
    expect(points()[1].geometry.getAttribute("position").count).toBe(0);
    globe.setLand({ width: 36, height: 18, data: new Uint8Array(36 * 18).fill(1, 0, 36 * 9) }); // the north
    expect(points()).toHaveLength(2);
    expect(points()[1].geometry.getAttribute("position").count).toBeGreaterThan(0);
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

  it("turns the globe to the pose it is given, from Europe and Africa first", () => {
    const { globe } = setup([[0, 0]]);
    const root = globe.scene.children.find((object) => drawables(object).length === 3)!;
    expect(root.rotation.toArray().slice(0, 3)).toEqual([INITIAL_POSE.x, INITIAL_POSE.y, 0]);
    globe.setPose({ x: 0.3, y: -1 });
    expect(root.rotation.toArray().slice(0, 3)).toEqual([0.3, -1, 0]);
  });

  it("highlights one marker at a time", () => {
    const { globe } = setup([
      [0, 0],
      [10, 10],
    ]);
    const colors = () =>
      drawables(globe.scene)
        .find((object) => object instanceof Points)!
        .geometry.getAttribute("color");
    globe.setHighlighted(1);
    expect(colors().getX(1)).toBe(1);
    globe.setHighlighted(0);
    expect(colors().getX(1)).toBeCloseTo(0.376);
    expect(colors().getX(0)).toBe(1);
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

  it("resamples the land when a resize changes the sampling step", () => {
    const { globe, renderer } = setup([], 800, 400);
    globe.setLand(bandMask);
    const before = drawables(globe.scene).filter((object) => object instanceof Points)[1].geometry;
    globe.resize(790, 395); // same step (4: the camera's view is about 1384 px high for an 800 px sphere)
    expect(drawables(globe.scene).filter((object) => object instanceof Points)[1].geometry).toBe(before);
    globe.resize(320, 160); // step 6
    expect(drawables(globe.scene).filter((object) => object instanceof Points)[1].geometry).not.toBe(before);
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

  it("draws the sphere at the globe's size: the camera's 2:1 view made as large as it needs, the box's part drawn", () => {
    const renderer = fakeRenderer();
    const globe = createGlobeScene({ renderer, width: 800, height: 400 });
    // The whole 800 × 400 box is the sphere's top half: the canvas covers it.
    expect(renderer.setSize).toHaveBeenLastCalledWith(800, 400, false);
    globe.render();
    const camera = renderer.render.mock.calls[0][1] as PerspectiveCamera;
    const [fullWidth, fullHeight] = cameraView(800, 400);
    expect(camera.aspect).toBe(2);
    expect(camera.fov).toBe(75);
    expect(fullHeight).toBeGreaterThan(1300); // the spec's view of an 800 px sphere
    expect(camera.view).toMatchObject({
      fullWidth,
      fullHeight,
      offsetX: (fullWidth - 800) / 2,
      offsetY: fullHeight / 2 - 400, // the sphere's centre on the box's bottom edge
      width: 800,
      height: 400,
    });
  });

  it("keeps the drawing buffer within its budget: fewer device pixels per CSS pixel for a large globe", () => {
    const large = fakeRenderer();
    createGlobeScene({ renderer: large, width: 800, height: 400, pixelRatio: 1.5 });
    expect(large.setPixelRatio).toHaveBeenLastCalledWith(Math.sqrt(480_000 / (800 * 400)));
    const small = fakeRenderer();
    createGlobeScene({ renderer: small, width: 340, height: 340, pixelRatio: 1.5 });
    expect(small.setPixelRatio).toHaveBeenLastCalledWith(1.5);
  });

  it("takes the page's colours: the spec's dark look, and a pale sphere with dark land for the light theme", () => {
    const { globe } = setup([[51, 3.7]]);
    globe.setLand(bandMask);
    const [sphere] = drawables(globe.scene).filter((object) => object instanceof Mesh) as Mesh<
      SphereGeometry,
      MeshBasicMaterial
    >[];
    const [markers, land] = drawables(globe.scene).filter((object) => object instanceof Points) as Points<
      BufferGeometry,
      ShaderMaterial
    >[];
    const markerColour = () => [...markers.geometry.getAttribute("color").array];
    expect(sphere.material.color.getHex()).toBe(0x0f1e3a);
    expect(land.material.blending).toBe(AdditiveBlending);
    expect(markerColour()).toEqual([...new Float32Array(globeLooks.dark.markerColor)]);

    globe.setLook("light");
    expect(sphere.material.color.getHex()).toBe(globeLooks.light.sphereColor);
    expect(land.material.blending).toBe(NormalBlending);
    expect(markerColour()).toEqual([...new Float32Array(globeLooks.light.markerColor)]);
    const landColours = drawables(globe.scene)
      .filter((object) => object instanceof Points)[1]
      .geometry.getAttribute("color");
    expect(landColours.getX(0)).toBeLessThan(0.3); // dark dots on the pale sphere

    globe.setHighlighted(0);
    globe.setLook("dark");
    expect(markerColour()).toEqual([...new Float32Array(globeLooks.dark.highlightColor)]); // still highlighted
  });
});
