import { startTransition, useCallback, useRef, useState } from "react";
import { WebGLRenderer } from "three";
import { createGlobeScene, type GlobeScene } from "./globe-scene.ts";

/** Sharp enough for dots on a high-density screen, at most 2.25 times the pixels of a standard one. */
const MAX_PIXEL_RATIO = 1.5;

export type GlobeStatus = "starting" | "ready" | "unsupported";

interface CanvasOptions {
  width: number;
  height: number;
  className: string;
}

/**
 * Creates a canvas and the scene when the host element mounts (the globe is "ready" once its shaders are
 * compiled), and disposes of both (and the WebGL context) when it unmounts. Each mount gets its own canvas: a disposed one has lost its context for
 * good, and React (StrictMode in development) may mount the same host twice.
 */
export function useGlobeScene(options: CanvasOptions) {
  const [globe, setGlobe] = useState<GlobeScene | null>(null);
  const [status, setStatus] = useState<GlobeStatus>("starting");
  const first = useRef(options); // the first CSS size; later sizes come through resize()

  const hostRef = useCallback((host: HTMLDivElement | null) => {
    if (!host) return;
    const { width, height, className } = first.current;
    const canvas = Object.assign(document.createElement("canvas"), { width, height, className });
    canvas.setAttribute("aria-hidden", "true");
    let renderer: WebGLRenderer | undefined;
    let scene: GlobeScene | undefined;
    let cancelled = false;
    // WebGL's set-up is long on a slow phone (the context and its capabilities, the scene, the shaders): each
    // step runs in a task of its own, so that none blocks input for long, and the shaders compile without
    // blocking before the first frame.
    const steps = [
      () => {
        try {
          // No antialiasing: points and a matte sphere barely show it, and it doubled each frame's cost.
          renderer = new WebGLRenderer({ canvas, alpha: true, antialias: false, powerPreference: "low-power" });
          // Reading back each shader's log waits for the GPU: in development only.
          renderer.debug.checkShaderErrors = import.meta.env.DEV;
        } catch {
          setStatus("unsupported");
          return false;
        }
        return true;
      },
      () => {
        scene = createGlobeScene({
          renderer: renderer!,
          width,
          height,
          pixelRatio: Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO),
        });
        // Either way: a shader that failed to compile draws nothing, the rest of the globe still shows.
        const compiled = () => !cancelled && next(2);
        void scene.compile().then(compiled, compiled);
        return false;
      },
      () => {
        // A first frame outside the animation frames: it binds the shaders' uniforms and uploads the buffers,
        // so the first frame the page shows only draws. The canvas is placed and sized on the sphere by now
        // (the scene's fit): in the page earlier, it would shift.
        scene!.render();
        host.append(canvas);
        startTransition(() => {
          setGlobe(scene!);
          setStatus("ready");
        });
        return false;
      },
    ];
    let timer = 0;
    const next = (step: number) => {
      timer = window.setTimeout(() => {
        if (!cancelled && steps[step]()) next(step + 1);
      });
    };
    next(0);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      if (scene) scene.dispose();
      else if (renderer) {
        renderer.dispose();
        renderer.forceContextLoss();
      }
      canvas.remove();
      setGlobe(null);
    };
  }, []);

  return { hostRef, globe, status };
}
