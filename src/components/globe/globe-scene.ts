import {
  AdditiveBlending,
  AmbientLight,
  BufferAttribute,
  BufferGeometry,
  DirectionalLight,
  Group,
  Mesh,
  MeshBasicMaterial,
  NormalBlending,
  PerspectiveCamera,
  Points,
  Scene,
  SphereGeometry,
  type Camera,
  type Material,
  type Object3D,
} from "three";
import { globeSettings as globe } from "../../config/globe.ts";
import { globeLooks } from "../../config/globe-looks.ts";
import type { GlobeNode } from "./globe-data.ts";
import type { GlobeLookName } from "./globe-look.ts";
import { landStep } from "./globe-markers.ts";
import { createLandMaterial, createMarkerMaterial } from "./globe-materials.ts";
import { landGeometry, markerGeometry } from "./globe-geometry.ts";
import { cameraView, globeLayout, INITIAL_POSE, type Pose } from "./globe-view.ts";
import { borderPoints, landPoints, type LandMask } from "./land-mask.ts";

const NO_POINTS = new Float32Array(0);
/** The drawing buffer's budget in device pixels: an 800 × 400 globe at 1.22 of them per CSS pixel. */
const MAX_BUFFER_PIXELS = 480_000;

/** What the scene needs from a renderer; the painter passes a WebGLRenderer, tests a fake. */
export interface GlobeRenderer {
  setPixelRatio(ratio: number): void;
  setSize(width: number, height: number, updateStyle?: boolean): void;
  render(scene: Object3D, camera: Camera): void;
  /** Compiles the scene's shaders without blocking (a WebGLRenderer's; fakes leave it out). */
  compileAsync?(scene: Object3D, camera: Camera): Promise<unknown>;
  compile?(scene: Object3D, camera: Camera): unknown;
  readonly extensions?: { has(name: string): boolean };
  dispose(): void;
  forceContextLoss?(): void;
}

export interface GlobeSceneOptions {
  renderer: GlobeRenderer;
  width: number;
  height: number;
  pixelRatio?: number;
}

export interface GlobeScene {
  readonly scene: Scene;
  readonly markerCount: number;
  setMarkers(nodes: readonly GlobeNode[]): void;
  setLand(mask: LandMask | null): void;
  setHighlighted(index: number | null): void;
  /** Colours the globe for the page's colour scheme (dark: the spec's look). */
  setLook(name: GlobeLookName): void;
  resize(width: number, height: number): void;
  /** Turns the globe (see globe-view.ts for the angles). */
  setPose(pose: Pose): void;
  render(): void;
  /**
   * Compiles every shader the globe draws with, off the main thread where the browser can: a first frame
   * that compiled them would block for the length of a long task.
   */
  compile(): Promise<void>;
  /** Releases every geometry, material and the renderer. */
  dispose(): void;
}

type Size = { width: number; height: number };

/** The camera and lights, which stay put, and what turns with the globe: the sphere, the markers and the land dots. */
function buildScene(size: Size, pixelRatio: number) {
  const scene = new Scene();
  const camera = new PerspectiveCamera(globe.cameraFov, size.width / size.height, globe.cameraNear, globe.cameraFar);
  camera.position.set(0, 0, globe.cameraDistance);
  camera.lookAt(0, 0, 0);

  const ambient = new AmbientLight(0xffffff, globe.ambientLightIntensity);
  const directional = new DirectionalLight(0xffffff, globe.directionalLightIntensity);
  directional.position.set(...globe.directionalLightPosition);
  scene.add(ambient, directional);

  // Everything that turns with the globe; the camera and lights stay put.
  const root = new Group();
  root.rotation.set(INITIAL_POSE.x, INITIAL_POSE.y, 0);
  scene.add(root);
  const sphere = new Mesh(
    new SphereGeometry(globe.radius, globe.sphereSegments, globe.sphereSegments),
    new MeshBasicMaterial({ color: globeLooks.dark.sphereColor }),
  );
  root.add(sphere);

  // All markers are one Points object: one draw call whatever the node count.
  const markers = new Points(markerGeometry([]), createMarkerMaterial(pixelRatio));
  markers.renderOrder = 1;
  root.add(markers);
  // The land dots are there from the start, without points until the mask arrives: `compile` then covers
  // their shader too.
  const land = new Points(landGeometry(NO_POINTS, NO_POINTS), createLandMaterial(pixelRatio));
  root.add(land);
  return { scene, camera, root, sphere, markers, land };
}

/**
 * Points the camera's view at the part of a `width` × `height` box where the sphere is (globeLayout) and
 * sizes the drawing buffer to it (the page places the canvas there). The camera's full view is the spec's
 * 2:1 view around the sphere, as large as the sphere's size needs; only the viewport of it is drawn.
 */
function createFit(
  renderer: GlobeRenderer,
  { camera, land, markers }: Pick<ReturnType<typeof buildScene>, "camera" | "land" | "markers">,
  pixelRatio: number,
) {
  let drawn = { width: 0, height: 0 };
  let drawnRatio = 0;
  return (size: Size) => {
    const layout = globeLayout(size.width, size.height);
    const [fullWidth, fullHeight] = cameraView(size.width, size.height);
    const { x, y, width: w, height: h } = layout.viewport;
    camera.aspect = fullWidth / fullHeight;
    camera.setViewOffset(
      fullWidth,
      fullHeight,
      x - (layout.centreX - fullWidth / 2),
      y - (layout.centreY - fullHeight / 2),
      Math.max(1, w),
      Math.max(1, h),
    );
    camera.updateProjectionMatrix();
    // A large canvas gets fewer device pixels per CSS pixel: the buffer stays within a budget, and the
    // browser scales it to the size on screen.
    const ratio = Math.min(pixelRatio, Math.sqrt(MAX_BUFFER_PIXELS / Math.max(1, w * h)));
    if (ratio !== drawnRatio) {
      renderer.setPixelRatio(ratio);
      land.material.uniforms.uSize.value = globe.landPointSize * ratio;
      markers.material.uniforms.uPixelRatio.value = ratio;
    }
    // Sizing a canvas clears it, even to the size it has: only a new size may blank the globe until redrawn.
    if (w !== drawn.width || h !== drawn.height || ratio !== drawnRatio) renderer.setSize(w, h, false);
    drawn = { width: w, height: h };
    drawnRatio = ratio;
  };
}

/** Releases every geometry and material of `scene`, then the renderer and its context. */
function disposeScene(scene: Scene, renderer: GlobeRenderer) {
  const materials = new Set<Material>();
  scene.traverse((object) => {
    if (object instanceof Mesh || object instanceof Points) {
      (object.geometry as BufferGeometry).dispose();
      materials.add(object.material as Material);
    }
  });
  materials.forEach((material) => material.dispose());
  scene.clear();
  renderer.dispose();
  renderer.forceContextLoss?.();
}

/**
 * Draws the globe of product-rules §9 behind a small API; the caller owns the animation loop, and the page's
 * GlobeView knows where things are on screen.
 */
export function createGlobeScene({ renderer, width, height, pixelRatio = 1 }: GlobeSceneOptions): GlobeScene {
  const { scene, camera, root, sphere, markers, land } = buildScene({ width, height }, pixelRatio);
  const fit = createFit(renderer, { camera, land, markers }, pixelRatio);
  fit({ width, height });

  let look = globeLooks.dark;
  let mask: LandMask | null = null;
  let step = landStep(width, height);
  let nodes: readonly GlobeNode[] = [];
  let highlighted: number | null = null;

  function rebuildLand() {
    land.geometry.dispose();
    land.geometry = mask
      ? landGeometry(landPoints(mask, step), borderPoints(mask, step), look)
      : landGeometry(NO_POINTS, NO_POINTS, look);
  }

  function setColor(index: number, rgb: readonly number[]) {
    const colors = markers.geometry.getAttribute("color") as BufferAttribute;
    colors.setXYZ(index, rgb[0], rgb[1], rgb[2]);
    colors.needsUpdate = true;
  }

  const api: GlobeScene = {
    scene,
    get markerCount() {
      return nodes.length;
    },
    setMarkers(next) {
      nodes = next;
      highlighted = null;
      markers.geometry.dispose();
      markers.geometry = markerGeometry(next, look.markerColor);
    },
    setLook(name) {
      if (globeLooks[name] === look) return;
      look = globeLooks[name];
      sphere.material.color.setHex(look.sphereColor);
      land.material.blending = look.landGlow ? AdditiveBlending : NormalBlending;
      rebuildLand();
      const kept = highlighted;
      api.setMarkers(nodes);
      api.setHighlighted(kept);
    },
    setLand(next) {
      mask = next;
      rebuildLand();
    },
    setHighlighted(index) {
      if (highlighted !== null && highlighted < nodes.length) setColor(highlighted, look.markerColor);
      highlighted = index !== null && index >= 0 && index < nodes.length ? index : null;
      if (highlighted !== null) setColor(highlighted, look.highlightColor);
    },
    resize(nextWidth, nextHeight) {
      fit({ width: nextWidth, height: nextHeight });
      const nextStep = landStep(nextWidth, nextHeight);
      if (nextStep !== step) {
        step = nextStep;
        rebuildLand();
      }
    },
    setPose(pose) {
      root.rotation.set(pose.x, pose.y, 0);
    },
    render() {
      renderer.render(scene, camera);
    },
    async compile() {
      // Without this extension (software WebGL) compileAsync compiles one shader after another all the same,
      // after a console warning: compile at once.
      if (renderer.extensions?.has("KHR_parallel_shader_compile") === false) renderer.compile?.(scene, camera);
      else await renderer.compileAsync?.(scene, camera);
    },
    dispose: () => disposeScene(scene, renderer),
  };
  return api;
}
