import { useCallback, useState } from "react";
import { WebGLRenderer } from "three";
import { createGlobeScene, type GlobeScene } from "./globe-scene.ts";

export type GlobeStatus = "starting" | "ready" | "unsupported";

/**
 * Creates the scene when the canvas mounts and disposes of it (and the WebGL context) when it
 * unmounts. Returns a ref callback for the canvas, the scene, and whether WebGL is available.
 */
export function useGlobeScene() {
  const [globe, setGlobe] = useState<GlobeScene | null>(null);
  const [status, setStatus] = useState<GlobeStatus>("starting");

  const canvasRef = useCallback((canvas: HTMLCanvasElement | null) => {
    if (!canvas) return;
    let renderer: WebGLRenderer;
    try {
      renderer = new WebGLRenderer({ canvas, alpha: true, antialias: true, powerPreference: "low-power" });
    } catch {
      setStatus("unsupported");
      return;
    }
    // The canvas's width and height attributes are its first CSS size; later sizes come through resize().
    const scene = createGlobeScene({
      renderer,
      width: canvas.width,
      height: canvas.height,
      pixelRatio: Math.min(window.devicePixelRatio || 1, 2),
    });
    setGlobe(scene);
    setStatus("ready");
    return () => {
      scene.dispose();
      setGlobe(null);
    };
  }, []);

  return { canvasRef, globe, status };
}
