import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import type { GlobeScene } from "./globe-scene.ts";

/** Auto-rotation speed: 0.12 rad/s, the existing front end's 0.002 rad per frame at 60 fps. */
const SPIN_PER_SECOND = 0.12;
/** A slow spin looks the same at 30 frames a second and costs half as much as 60. */
const FRAME_MS = 1000 / 30;

/** Resolves once the browser has nothing better to do (or after `timeout` ms at the latest). */
function whenIdle(run: () => void, timeout = 3000): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(run, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1000);
  return () => clearTimeout(id);
}

/**
 * Draws the globe. While `spinning` (and the globe is on screen in a visible tab) it draws 30 frames a
 * second, starting only once the page is idle, so the spin never competes with the page's own start;
 * otherwise it draws one frame on request, so an idle, hidden or off-screen globe costs nothing.
 * `onFrame` runs before each draw (e.g. to move a label).
 */
export function useRenderLoop(
  globe: GlobeScene | null,
  container: RefObject<HTMLElement | null>,
  spinning: boolean,
  onFrame: () => void,
) {
  const [shown, setShown] = useState(true);
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  const frameCallback = useRef(onFrame);
  const pending = useRef(0);

  useEffect(() => {
    frameCallback.current = onFrame;
  });

  useEffect(() => {
    let pageVisible = document.visibilityState !== "hidden";
    let onScreen = true;
    const update = () => setShown(pageVisible && onScreen);
    const onVisibility = () => {
      pageVisible = document.visibilityState !== "hidden";
      update();
    };
    document.addEventListener("visibilitychange", onVisibility);
    const observer =
      typeof IntersectionObserver === "function"
        ? new IntersectionObserver(([entry]) => {
            onScreen = entry.isIntersecting;
            update();
          })
        : null;
    if (container.current) observer?.observe(container.current);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      observer?.disconnect();
    };
  }, [container]);

  const running = globe !== null && shown && spinning && idle;
  // The latest scene and loop state for the stable `invalidate` below, so that callers' effects that
  // depend on it do not re-run each time the loop starts or stops.
  const latest = useRef({ globe, running });
  useEffect(() => {
    latest.current = { globe, running };
  });

  useEffect(() => {
    if (!running) return;
    let last = performance.now();
    let id = requestAnimationFrame(function tick(now) {
      id = requestAnimationFrame(tick);
      // Every other display frame at 60 Hz: skip until a 30 fps frame is due (1 ms early is close enough).
      if (now - last < FRAME_MS - 1) return;
      globe.rotateBy((SPIN_PER_SECOND * Math.min(now - last, 100)) / 1000, 0);
      last = now;
      frameCallback.current();
      globe.render();
    });
    return () => cancelAnimationFrame(id);
  }, [globe, running]);

  useEffect(() => () => cancelAnimationFrame(pending.current), []);

  /** Draws one frame soon (a running loop draws anyway). */
  return useCallback(() => {
    if (!latest.current.globe || latest.current.running || pending.current) return;
    pending.current = requestAnimationFrame(() => {
      pending.current = 0;
      frameCallback.current();
      latest.current.globe?.render();
    });
  }, []);
}
