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

/** What to draw, kept whether or not the scene exists yet: messages may come before it is ready. */
interface Wanted {
  nodes: GlobeNode[];
  highlight: number | null;
  look: GlobeLookName;
  pose: Pose;
  spin: { from: Pose; since: number } | null;
  size: { width: number; height: number };
}

function applyMarkers(target: GlobeScene, wanted: Wanted) {
  target.setLook(wanted.look);
  target.setMarkers(wanted.nodes);
  target.setHighlighted(wanted.highlight); // new markers start unhighlighted
}

/** Takes a message (other than "start") into what is wanted, and into the scene once there is one. */
function take(wanted: Wanted, scene: GlobeScene | null, message: Exclude<PainterMessage, { type: "start" }>) {
  switch (message.type) {
    case "markers":
      wanted.nodes = message.nodes;
      if (scene) applyMarkers(scene, wanted);
      break;
    case "highlight":
      wanted.highlight = message.index;
      scene?.setHighlighted(wanted.highlight);
      break;
    case "look":
      wanted.look = message.look;
      scene?.setLook(wanted.look);
      break;
    case "size":
      wanted.size = { width: message.width, height: message.height };
      scene?.resize(wanted.size.width, wanted.size.height);
      break;
    case "pose":
      wanted.pose = message.pose;
      wanted.spin = null;
      break;
    case "spin":
      wanted.spin = { from: message.from, since: message.since };
      break;
  }
}

/**
 * Frames on request: `request` draws one soon (while `spinning`, a frame every 1/30 s) when `canDraw`;
 * `schedule` runs something else at the next frame instead.
 */
function createFrames(draw: () => void, spinning: () => boolean, canDraw: () => boolean) {
  let cancel: (() => void) | null = null;
  let lastFrame = 0;
  const schedule = (run: () => void) => {
    cancel = nextFrame(() => {
      cancel = null;
      run();
    });
  };
  function request() {
    if (!canDraw() || cancel) return;
    schedule(() => {
      const now = performance.now();
      // Every other display frame at 60 Hz, every fourth at 120 Hz; a frame a little early still counts.
      if (spinning() && now - lastFrame < FRAME_MS * 0.8) return request();
      lastFrame = now;
      draw();
      if (spinning()) request();
    });
  }
  return { request, schedule, cancel: () => cancel?.() };
}

export function createGlobePainter(
  reply: (message: PainterReply) => void,
  { createRenderer = webGLRenderer, loadLand = loadLandMask }: PainterOptions = {},
): Painter {
  const wanted: Wanted = {
    nodes: [],
    highlight: null,
    look: "dark",
    pose: INITIAL_POSE,
    spin: null,
    size: { width: 0, height: 0 },
  };
  let scene: GlobeScene | null = null;
  let renderer: GlobeRenderer | undefined;
  let disposed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function draw() {
    if (!scene) return;
    scene.setPose(wanted.spin ? spunPose(wanted.spin.from, wanted.spin.since, sharedClock()) : wanted.pose);
    scene.render();
  }
  const frames = createFrames(
    draw,
    () => wanted.spin !== null,
    () => scene !== null && !disposed,
  );

  /** The next task: WebGL's set-up runs in several, so that none blocks input for long on the page. */
  const nextTask = () => new Promise<void>((resolve) => (timer = setTimeout(resolve)));

  // WebGL's set-up is long on a slow phone: the context, the scene, and the shaders, which compile without
  // blocking where the browser can.
  async function start(message: Extract<PainterMessage, { type: "start" }>) {
    wanted.size = { width: message.width, height: message.height };
    await nextTask();
    if (disposed) return;
    try {
      renderer = createRenderer(message.canvas);
    } catch {
      return reply({ type: "unsupported" });
    }
    await nextTask();
    if (disposed) return;
    const built = createGlobeScene({ renderer, ...wanted.size, pixelRatio: message.pixelRatio });
    // A shader that failed to compile draws nothing; the rest of the globe still shows.
    await built.compile().catch(() => {});
    if (disposed) return;
    applyMarkers(built, wanted);
    await nextTask();
    if (!disposed) ready(built);
  }

  function ready(built: GlobeScene) {
    scene = built;
    scene.resize(wanted.size.width, wanted.size.height); // the size may have changed while it was built
    // The first frame binds the shaders' uniforms and uploads the buffers, so later frames only draw.
    draw();
    // Drawn is not shown: the frame is on the screen by the next animation frame (the page's stand-in
    // sphere goes when this says "ready").
    frames.schedule(() => {
      reply({ type: "ready" });
      frames.request();
    });
    void loadLand().then((mask) => {
      if (disposed || !scene || !mask) return;
      scene.setLand(mask);
      frames.request();
    });
  }

  return {
    handle(message) {
      if (disposed) return;
      if (message.type === "start") return void start(message);
      take(wanted, scene, message);
      frames.request();
    },
    dispose() {
      disposed = true;
      clearTimeout(timer);
      frames.cancel();
      if (scene) scene.dispose();
      else if (renderer) {
        renderer.dispose();
        renderer.forceContextLoss?.();
      }
    },
  };
}
