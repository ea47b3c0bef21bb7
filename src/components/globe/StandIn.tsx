import { useEffect, useRef, useState } from "react";
import { nextTask } from "../../lib/next-task.ts";
import type { GlobeNode } from "./globe-data.ts";
import { globeLooks, type GlobeLookName } from "./globe-look.ts";
import { drawStandIn } from "./globe-stand-in.ts";
import { landStep } from "./globe-markers.ts";
import { globeLayout, type GlobeView } from "./globe-view.ts";
import { loadLandMask } from "./land-loader.ts";
import { borderPoints, hasPoints, landPoints, type LandMask } from "./land-mask.ts";
import classes from "./Globe.module.css";

/** At most 1.5 device pixels per CSS pixel, and at most this many in all (as the painter's canvas). */
const MAX_PIXEL_RATIO = 1.5;
const MAX_PIXELS = 480_000;

interface StandInProps {
  width: number;
  height: number;
  nodes: readonly GlobeNode[];
  look: GlobeLookName;
  view: GlobeView;
}

/**
 * The globe drawn once in 2D (globe-stand-in.ts) over the sphere, in the page's colours: what shows while
 * WebGL starts (seconds on a slow device, where a plain disc stood before) and where it cannot start.
 */
export function StandIn({ width, height, nodes, look, view }: StandInProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [mask, setMask] = useState<LandMask | null>(null);
  const { x, y, width: w, height: h } = globeLayout(width, height).viewport;

  const step = landStep(width, height);

  // The land's dots, then its coastline, each worked out in a task of its own before the land is drawn: one
  // task doing all three held a slow phone's main thread for long (tens of ms at 4× slowdown).
  useEffect(() => {
    let live = true;
    void (async () => {
      const loaded = await loadLandMask();
      if (loaded && !hasPoints(loaded, step)) {
        await nextTask();
        if (live) landPoints(loaded, step);
        await nextTask();
        if (live) borderPoints(loaded, step);
        await nextTask();
      }
      if (live) setMask(loaded);
    })();
    return () => {
      live = false;
    };
  }, [step]);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext("2d");
    if (!canvas || !context) return;
    const ratio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO, Math.sqrt(MAX_PIXELS / Math.max(1, w * h)));
    canvas.width = Math.round(w * ratio);
    canvas.height = Math.round(h * ratio);
    drawStandIn(context, { width, height, pose: view.pose(), nodes, mask, look: globeLooks[look] }, ratio);
  }, [width, height, w, h, nodes, mask, look, view]);

  return (
    <canvas
      ref={canvasRef}
      className={classes.standIn}
      data-stand-in=""
      aria-hidden="true"
      style={{ left: x, top: y, width: w, height: h }}
    />
  );
}
