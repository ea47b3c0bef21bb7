import { WebGLRenderer } from "three";
import type { GlobeNode } from "./globe-data.ts";
import type { GlobeLookName } from "./globe-look.ts";
import { createGlobeScene, type GlobeRenderer, type GlobeScene } from "./globe-scene.ts";
import { INITIAL_POSE, sharedClock, spunPose, type Pose } from "./globe-view.ts";
import { loadLandMask } from "./land-loader.ts";
import type { LandMask } from "./land-mask.ts";

// The painter draws the globe. It runs in a worker (globe.worker.ts) on a canvas the page handed over,
// so WebGL's set-up, each frame and handing the frame to the compositor cost the page's main thread
// nothing; where a browser cannot do that, it runs on the page (use-globe-painter.ts). Either way the page
// speaks to it only in these messages.

/** A spin costs half as much at 30 frames a second as at 60, and looks the same at 0.12 rad/s. */
const FRAME_MS = 1000 / 30;

export type PainterMessage =
  | {
      type: "start";
      canvas: HTMLCanvasElement | OffscreenCanvas;
      width: number;
      height: number;
      pixelRatio: number;
    }
  | { type: "markers"; nodes: GlobeNode[] }
  | { type: "highlight"; index: number | null }
  /** The page's colour scheme: the globe's colours follow it. */
  | { type: "look"; look: GlobeLookName }
  | { type: "size"; width: number; height: number }
  /** Draws the globe turned to `pose`, and stops a spin. */
  | { type: "pose"; pose: Pose }
  /** Spins at 30 frames a second from `from`, which was the pose at `since` (shared clock, ms). */
  | { type: "spin"; from: Pose; since: number };

export type PainterReply = { type: "ready" } | { type: "unsupported" };

export interface PainterOptions {
  /** Makes the renderer; tests pass a fake. */
  createRenderer?: (canvas: HTMLCanvasElement | OffscreenCanvas) => GlobeRenderer;
  loadLand?: () => Promise<LandMask | null>;
}

export interface Painter {
  handle(message: PainterMessage): void;
  dispose(): void;
}

function webGLRenderer(canvas: HTMLCanvasElement | OffscreenCanvas): GlobeRenderer {
  // No antialiasing: points and a matte sphere barely show it, and it doubled each frame's cost.
  const renderer = new WebGLRenderer({ canvas, alpha: true, antialias: false, powerPreference: "low-power" });
  // Reading back each shader's log waits for the GPU: in development only.
  renderer.debug.checkShaderErrors = import.meta.env.DEV;
  return renderer;
}

// Workers have animation frames too (Chrome 69, Firefox 105, Safari 16.4); a timer otherwise.
const nextFrame = (run: () => void): (() => void) => {
  if (typeof requestAnimationFrame === "function") {
    const id = requestAnimationFrame(run);
    return () => cancelAnimationFrame(id);
  }
  const id = setTimeout(run, 16);
  return () => clearTimeout(id);
};

export function createGlobePainter(
  reply: (message: PainterReply) => void,
  { createRenderer = webGLRenderer, loadLand = loadLandMask }: PainterOptions = {},
): Painter {
  // What to draw, kept whether or not the scene exists yet: messages may come before it is ready.
  let nodes: GlobeNode[] = [];
  let highlight: number | null = null;
  let look: GlobeLookName = "dark";
  let pose: Pose = INITIAL_POSE;
  let spin: { from: Pose; since: number } | null = null;
  let size = { width: 0, height: 0 };

  let scene: GlobeScene | null = null;
  let renderer: GlobeRenderer | undefined;
  let disposed = false;
  let cancelFrame: (() => void) | null = null;
  let lastFrame = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function draw() {
    if (!scene) return;
    scene.setPose(spin ? spunPose(spin.from, spin.since, sharedClock()) : pose);
    scene.render();
  }

  /** One frame soon; while spinning, a frame every 1/30 s. */
  function requestFrame() {
    if (!scene || disposed || cancelFrame) return;
    cancelFrame = nextFrame(() => {
      cancelFrame = null;
      const now = performance.now();
      // Every other display frame at 60 Hz, every fourth at 120 Hz; a frame a little early still counts.
      if (spin && now - lastFrame < FRAME_MS * 0.8) return requestFrame();
      lastFrame = now;
      draw();
      if (spin) requestFrame();
    });
  }

  /** The next task: WebGL's set-up runs in several, so that none blocks input for long on the page. */
  const nextTask = () => new Promise<void>((resolve) => (timer = setTimeout(resolve)));

  // WebGL's set-up is long on a slow phone: the context, the scene, and the shaders, which compile without
  // blocking where the browser can.
  async function start(message: Extract<PainterMessage, { type: "start" }>) {
    size = { width: message.width, height: message.height };
    await nextTask();
    if (disposed) return;
    try {
      renderer = createRenderer(message.canvas);
    } catch {
      return reply({ type: "unsupported" });
    }
    await nextTask();
    if (disposed) return;
    const built = createGlobeScene({ renderer, ...size, pixelRatio: message.pixelRatio });
    // A shader that failed to compile draws nothing; the rest of the globe still shows.
    await built.compile().catch(() => {});
    if (disposed) return;
    applyMarkers(built);
    await nextTask();
    if (!disposed) ready(built);
  }

  function applyMarkers(target: GlobeScene) {
    target.setLook(look);
    target.setMarkers(nodes);
    target.setHighlighted(highlight); // new markers start unhighlighted
  }

  function ready(built: GlobeScene) {
    scene = built;
    scene.resize(size.width, size.height); // the size may have changed while it was built
    // The first frame binds the shaders' uniforms and uploads the buffers, so later frames only draw.
    draw();
    // Drawn is not shown: the frame is on the screen by the next animation frame (the page's stand-in
    // sphere goes when this says "ready").
    cancelFrame = nextFrame(() => {
      cancelFrame = null;
      reply({ type: "ready" });
      requestFrame();
    });
    void loadLand().then((mask) => {
      if (disposed || !scene || !mask) return;
      scene.setLand(mask);
      requestFrame();
    });
  }

  return {
    handle(message) {
      if (disposed) return;
      switch (message.type) {
        case "start":
          return void start(message);
        case "markers":
          nodes = message.nodes;
          if (scene) applyMarkers(scene);
          break;
        case "highlight":
          highlight = message.index;
          scene?.setHighlighted(highlight);
          break;
        case "look":
          look = message.look;
          scene?.setLook(look);
          break;
        case "size":
          size = { width: message.width, height: message.height };
          scene?.resize(size.width, size.height);
          break;
        case "pose":
          pose = message.pose;
          spin = null;
          break;
        case "spin":
          spin = { from: message.from, since: message.since };
          break;
      }
      requestFrame();
    },
    dispose() {
      disposed = true;
      clearTimeout(timer);
      cancelFrame?.();
      if (scene) scene.dispose();
      else if (renderer) {
        renderer.dispose();
        renderer.forceContextLoss?.();
      }
    },
  };
}
