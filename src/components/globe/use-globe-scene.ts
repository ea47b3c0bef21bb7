import { useCallback, useRef, useState } from "react";
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
 * Creates a canvas and the scene when the host element mounts, and disposes of both (and the WebGL
 * context) when it unmounts. Each mount gets its own canvas: a disposed one has lost its context for
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
    host.append(canvas);
    let renderer: WebGLRenderer;
    try {
      // No antialiasing: points and a matte sphere barely show it, and it doubled each frame's cost.
      renderer = new WebGLRenderer({ canvas, alpha: true, antialias: false, powerPreference: "low-power" });
    } catch {
      canvas.remove();
      setStatus("unsupported");
      return;
    }
    const scene = createGlobeScene({
      renderer,
      width,
      height,
      pixelRatio: Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO),
    });
    setGlobe(scene);
    setStatus("ready");
    return () => {
      scene.dispose();
      canvas.remove();
      setGlobe(null);
    };
  }, []);

  return { hostRef, globe, status };
}
