import { lazy, startTransition, Suspense, useEffect, useState } from "react";
import { ErrorBoundary } from "../ErrorBoundary.tsx";
import type { GlobeProps } from "./globe-types.ts";
import classes from "./LazyGlobe.module.css";

const Globe = lazy(() => import("./Globe.tsx"));

/** Waits for the first paint (and an idle moment) so the globe never delays the page's content. */
function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle = 0;
    // A transition: rendering the globe yields to input.
    const start = () => startTransition(() => setReady(true));
    const frame = requestAnimationFrame(() => {
      idle = window.requestIdleCallback
        ? window.requestIdleCallback(start, { timeout: 1000 })
        : window.setTimeout(start, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return ready;
}

/**
 * The globe, loaded after first paint in its own chunk (three.js is not part of the first load).
 * Until then a placeholder holds the space and carries the text alternative: of the given size, or, before
 * the size is known (in prerendered HTML), as large as the frame around it.
 */
export function LazyGlobe(props: GlobeProps) {
  const ready = useAfterFirstPaint();
  const placeholder = (
    <div
      className={classes.placeholder}
      style={props.width > 0 ? { width: props.width, height: props.height } : undefined}
      role="img"
      aria-label={props.description ?? "Globe"}
    >
      <div className={classes.sphere} />
    </div>
  );
  if (!ready || props.width <= 0) return placeholder;
  return (
    // The globe is decoration, not content: if its chunk cannot load, the placeholder stays.
    <ErrorBoundary fallback={() => placeholder}>
      <Suspense fallback={placeholder}>
        <Globe {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
