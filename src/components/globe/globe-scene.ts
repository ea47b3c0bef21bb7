import {
  AmbientLight,
  BufferAttribute,
  BufferGeometry,
  DirectionalLight,
  Group,
  Mesh,
  MeshBasicMaterial,
  PerspectiveCamera,
  Points,
  Scene,
  SphereGeometry,
  Vector3,
  type Camera,
  type Material,
  type Object3D,
} from "three";
import { globeSettings as globe } from "../../config/globe.ts";
import type { GlobeNode } from "./globe-data.ts";
import { samplingStep } from "./globe-markers.ts";
import { createLandMaterial, createMarkerMaterial } from "./globe-materials.ts";
import { landGeometry, MARKER_RADIUS, markerGeometry } from "./globe-geometry.ts";
import { borderPoints, landPoints, type LandMask } from "./land-mask.ts";

const DEG = Math.PI / 180;
const HIGHLIGHT = [1, 1, 1] as const;
const NO_POINTS = new Float32Array(0);

/** What the scene needs from a renderer; the app passes a WebGLRenderer, tests a fake. */
export interface GlobeRenderer {
  /** The canvas (a WebGLRenderer's), placed over the sphere's square within the globe's box. */
  readonly domElement?: HTMLCanvasElement;
  setPixelRatio(ratio: number): void;
  setSize(width: number, height: number, updateStyle?: boolean): void;
  render(scene: Object3D, camera: Camera): void;
  /** Compiles the scene's shaders without blocking (a WebGLRenderer's; fakes leave it out). */
  compileAsync?(scene: Object3D, camera: Camera): Promise<unknown>;
  dispose(): void;
  forceContextLoss?(): void;
}

export interface GlobeSceneOptions {
  renderer: GlobeRenderer;
  width: number;
  height: number;
  pixelRatio?: number;
}

export interface ScreenPoint {
  x: number;
  y: number;
}

export interface GlobeScene {
  readonly scene: Scene;
  readonly markerCount: number;
  setMarkers(nodes: readonly GlobeNode[]): void;
  setLand(mask: LandMask | null): void;
  setHighlighted(index: number | null): void;
  resize(width: number, height: number): void;
  /** Spins by `yaw` and tilts by `pitch` (radians); the tilt stops at the poles. */
  rotateBy(yaw: number, pitch: number): void;
  /** Turns the globe so that the node faces the camera. */
  faceNode(index: number): void;
  render(): void;
  /**
   * Compiles every shader the globe draws with, off the main thread where the browser can: a first frame
   * that compiled them would block input for the length of a long task.
   */
  compile(): Promise<void>;
  /** The visible node nearest to a point of the canvas (CSS pixels), within `radius`. */
  pick(x: number, y: number, radius?: number): number | null;
  /** The visible node nearest to the middle of the canvas, within `radius`. */
  nearestToCentre(radius?: number): number | null;
  /** Where a node is on the canvas, or null when it is behind the globe. */
  screenPosition(index: number): ScreenPoint | null;
  /** Releases every geometry, material and the renderer. */
  dispose(): void;
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

/** Builds the globe of product-rules §9 behind a small API; the caller owns the animation loop. */
export function createGlobeScene({ renderer, width, height, pixelRatio = 1 }: GlobeSceneOptions): GlobeScene {
  const scene = new Scene();
  const camera = new PerspectiveCamera(globe.cameraFov, width / height, globe.cameraNear, globe.cameraFar);
  camera.position.set(0, 0, globe.cameraDistance);
  camera.lookAt(0, 0, 0);

  const ambient = new AmbientLight(0xffffff, globe.ambientLightIntensity);
  const directional = new DirectionalLight(0xffffff, globe.directionalLightIntensity);
  directional.position.set(...globe.directionalLightPosition);
  scene.add(ambient, directional);

  // Everything that turns with the globe; the camera and lights stay put.
  const root = new Group();
  root.rotation.set(0, -Math.PI / 2 - 10 * DEG, 0); // Europe and Africa face the viewer first
  scene.add(root);
  const sphere = new Mesh(
    new SphereGeometry(globe.radius, globe.sphereSegments, globe.sphereSegments),
    new MeshBasicMaterial({ color: globe.sphereColor }),
  );
  root.add(sphere);

  let mask: LandMask | null = null;
  let step = samplingStep(width, height);

  // All markers are one Points object: one draw call whatever the node count.
  const markers = new Points(markerGeometry([]), createMarkerMaterial(pixelRatio));
  markers.renderOrder = 1;
  root.add(markers);
  // The land dots are there from the start, without points until the mask arrives: `compile` then covers
  // their shader too.
  const land = new Points(landGeometry(NO_POINTS, NO_POINTS), createLandMaterial(pixelRatio));
  root.add(land);
  let nodes: readonly GlobeNode[] = [];
  let highlighted: number | null = null;
  let size = { width, height };
  let viewport = sphereViewport(width, height);

  /** Points the camera's view and the canvas at the sphere's square of a `width` × `height` box. */
  function fit() {
    viewport = sphereViewport(size.width, size.height);
    camera.aspect = size.width / size.height;
    camera.setViewOffset(size.width, size.height, viewport.x, viewport.y, viewport.size, viewport.size);
    camera.updateProjectionMatrix();
    renderer.setSize(viewport.size, viewport.size, false);
    const style = renderer.domElement?.style;
    if (style) {
      style.left = `${viewport.x}px`;
      style.top = `${viewport.y}px`;
      style.width = style.height = `${viewport.size}px`;
    }
  }

  renderer.setPixelRatio(pixelRatio);
  fit();

  function rebuildLand() {
    land.geometry.dispose();
    land.geometry = mask
      ? landGeometry(landPoints(mask, step), borderPoints(mask, step))
      : landGeometry(NO_POINTS, NO_POINTS);
  }

  function setColor(index: number, rgb: readonly number[]) {
    const colors = markers.geometry.getAttribute("color") as BufferAttribute;
    colors.setXYZ(index, rgb[0], rgb[1], rgb[2]);
    colors.needsUpdate = true;
  }

  const world = new Vector3();
  // A point on the sphere is visible when it is on the camera's side of the horizon plane.
  const horizon = (MARKER_RADIUS * MARKER_RADIUS) / globe.cameraDistance;

  function screenPosition(index: number): ScreenPoint | null {
    const positions = markers.geometry.getAttribute("position") as BufferAttribute | undefined;
    if (!positions || index < 0 || index >= nodes.length) return null;
    root.updateMatrixWorld();
    world.fromBufferAttribute(positions, index).applyMatrix4(root.matrixWorld);
    if (world.z <= horizon) return null;
    world.project(camera); // into the rendered square's clip space
    return {
      x: viewport.x + ((world.x + 1) / 2) * viewport.size,
      y: viewport.y + ((1 - world.y) / 2) * viewport.size,
    };
  }

  function nearest(x: number, y: number, radius: number): number | null {
    let best: number | null = null;
    let bestDistance = radius * radius;
    for (let i = 0; i < nodes.length; i++) {
      const point = screenPosition(i);
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
    scene,
    get markerCount() {
      return nodes.length;
    },
    setMarkers(next) {
      nodes = next;
      highlighted = null;
      markers.geometry.dispose();
      markers.geometry = markerGeometry(next);
    },
    setLand(next) {
      mask = next;
      rebuildLand();
    },
    setHighlighted(index) {
      if (highlighted !== null && highlighted < nodes.length) setColor(highlighted, globe.markerColor);
      highlighted = index !== null && index >= 0 && index < nodes.length ? index : null;
      if (highlighted !== null) setColor(highlighted, HIGHLIGHT);
    },
    resize(nextWidth, nextHeight) {
      size = { width: nextWidth, height: nextHeight };
      fit();
      const nextStep = samplingStep(nextWidth, nextHeight);
      if (nextStep !== step) {
        step = nextStep;
        rebuildLand();
      }
    },
    rotateBy(yaw, pitch) {
      root.rotation.y += yaw;
      root.rotation.x = Math.max(-Math.PI / 2, Math.min(Math.PI / 2, root.rotation.x + pitch));
    },
    faceNode(index) {
      const node = nodes[index];
      if (!node) return;
      // Spin first (longitude), then tilt (latitude): see writeSpherePoint for the axes.
      root.rotation.set(node[0] * DEG, -Math.PI / 2 - node[1] * DEG, 0);
    },
    render() {
      renderer.render(scene, camera);
    },
    async compile() {
      await renderer.compileAsync?.(scene, camera);
    },
    pick: (x, y, radius = 10) => nearest(x, y, radius),
    nearestToCentre: (radius = size.height / 4) => nearest(size.width / 2, size.height / 2, radius),
    screenPosition,
    dispose() {
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
    },
  };
}
