import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { whenIdle } from "../../lib/when-idle.ts";
import type { GlobeView } from "./globe-view.ts";
import type { PainterLink } from "./use-globe-painter.ts";

/**
 * Keeps the painter drawing what the view shows. While `spinning` (and the globe is on screen in a visible
 * tab) the painter spins on its own, 30 frames a second, starting only once the page is idle so the spin
 * never competes with the page's own start; the page's thread does nothing per frame. Otherwise the
 * returned `invalidate` draws one frame on request, so an idle, hidden or off-screen globe costs nothing.
 * `onFrame` runs before each requested frame (e.g. to move a label).
 */
export function useRenderLoop(
  view: GlobeView,
  painter: PainterLink | null,
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

  const running = painter !== null && shown && spinning && idle;
  // The latest link and loop state for the stable `invalidate` below, so that callers' effects that
  // depend on it do not re-run each time the loop starts or stops.
  const latest = useRef({ painter, running });
  useEffect(() => {
    latest.current = { painter, running };
  });

  useEffect(() => {
    if (!running) return;
    painter.send({ type: "spin", ...view.startSpin() });
    return () => {
      view.stopSpin();
      painter.send({ type: "pose", pose: view.pose() });
    };
  }, [view, painter, running]);

  // A frame cancelled here must not stay "pending": a remount (StrictMode) would then never draw again.
  useEffect(
    () => () => {
      cancelAnimationFrame(pending.current);
      pending.current = 0;
    },
    [],
  );

  /** Draws one frame soon (a spinning painter draws anyway). */
  return useCallback(() => {
    if (pending.current) return;
    pending.current = requestAnimationFrame(() => {
      pending.current = 0;
      frameCallback.current();
      const { painter: link, running: spinningNow } = latest.current;
      if (!spinningNow) link?.send({ type: "pose", pose: view.pose() });
    });
  }, [view]);
}
