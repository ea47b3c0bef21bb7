import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import type { GlobeScene } from "./globe-scene.ts";

/** Auto-rotation speed: 0.12 rad/s, the existing front end's 0.002 rad per frame at 60 fps. */
const SPIN_PER_SECOND = 0.12;

/**
 * Draws the globe. While `spinning` (and the globe is on screen in a visible tab) it runs a
 * requestAnimationFrame loop; otherwise it draws one frame on request, so an idle, hidden or
 * off-screen globe costs nothing. `onFrame` runs before each draw (e.g. to move a label).
 */
export function useRenderLoop(
  globe: GlobeScene | null,
  container: RefObject<HTMLElement | null>,
  spinning: boolean,
  onFrame: () => void,
) {
  const [shown, setShown] = useState(true);
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

  const running = globe !== null && shown && spinning;
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
      globe.rotateBy((SPIN_PER_SECOND * Math.min(now - last, 100)) / 1000, 0);
      last = now;
      frameCallback.current();
      globe.render();
      id = requestAnimationFrame(tick);
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
