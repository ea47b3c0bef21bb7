import { useReducedMotion } from "@mantine/hooks";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { toMarkers } from "./globe-markers.ts";
import type { GlobeProps } from "./globe-types.ts";
import { createGlobeView, globeLayout } from "./globe-view.ts";
import { GlobeOverlay } from "./GlobeParts.tsx";
import { StandIn } from "./StandIn.tsx";
import { usePageScheme } from "./use-page-scheme.ts";
import { useGlobeInteraction } from "./use-globe-interaction.ts";
import { useGlobePainter } from "./use-globe-painter.ts";
import { useGlobeSync } from "./use-globe-sync.ts";
import { useRenderLoop } from "./use-render-loop.ts";
import classes from "./Globe.module.css";
import placeholder from "./LazyGlobe.module.css";

/** Moves the label to a node's place in the globe's box, or hides it while the node is behind the globe. */
function placeLabel(label: HTMLElement | null, point: { x: number; y: number } | null) {
  if (!label) return;
  label.style.visibility = point ? "visible" : "hidden";
  if (point) label.style.transform = `translate(${Math.round(point.x)}px, ${Math.round(point.y)}px)`;
}

/**
 * The WebGL globe of grid nodes (product-rules §2, §9). Loaded lazily: import it through LazyGlobe. The page
 * keeps a view of the globe (where it is turned, where each node is) for pointing, picking and labels; a
 * painter draws it with three.js, in a worker where the browser can (see globe-painter.ts).
 */
export default function Globe({ width, height, nodes, labels, description, selected, onSelect }: GlobeProps) {
  const markers = useMemo(() => toMarkers(nodes, labels), [nodes, labels]);
  const text = description ?? `Globe with ${markers.nodes.length} nodes`;
  const hintId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const labelRef = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion(false, { getInitialValueInEffect: false }); // read at once: no first spin
  const look = usePageScheme();
  const [view] = useState(() => createGlobeView(width, height));
  const { hostRef, painter, status } = useGlobePainter({ width, height, className: classes.canvas });
  const globe = status === "ready" ? view : null;
  const layout = globeLayout(width, height);
  // The sphere is taller than the box (its top half in the spec's 2:1 box): its cut edge fades out.
  const cut = layout.centreY + layout.radius > height + 1;

  // The render loop and the interaction need each other: the loop's frame places the label of the
  // active node, and the interaction asks the loop for a frame after it turns the globe.
  const invalidateRef = useRef(() => {});
  const chosen = selected == null ? -1 : markers.sources.indexOf(selected);
  const { active, dragging, handlers } = useGlobeInteraction(
    globe,
    () => invalidateRef.current(),
    onSelect && ((index) => onSelect(markers.sources[index])),
  );
  const still = reducedMotion || dragging || active !== null || chosen >= 0;
  const invalidate = useRenderLoop(view, painter, containerRef, !still, () =>
    placeLabel(labelRef.current, active && globe ? globe.screenPosition(active.index) : null),
  );
  useEffect(() => {
    invalidateRef.current = invalidate;
  }, [invalidate]);
  useGlobeSync({ view, painter, width, height, markers, active, chosen, look, invalidate });

  // Until WebGL draws (and where it cannot), the globe drawn once on a 2D canvas.
  const standIn = status !== "ready" && (
    <StandIn width={width} height={height} nodes={markers.nodes} look={look} view={view} />
  );
  if (status === "unsupported") {
    return (
      <div
        className={classes.unsupported}
        style={{ width, height }}
        data-cut={cut || undefined}
        role="img"
        aria-label={text}
      >
        {standIn}
      </div>
    );
  }

  const node = active ? markers.nodes[active.index] : undefined;
  return (
    <div
      ref={containerRef}
      className={classes.globe}
      style={{ width, height }}
      data-dragging={dragging || undefined}
      data-cut={cut || undefined}
      tabIndex={0}
      role="group"
      aria-roledescription="interactive globe"
      aria-label={text}
      aria-describedby={hintId}
      {...handlers}
    >
      {status === "starting" && (
        // LazyGlobe's sphere, then the 2D stand-in, stay until the painter's first frame: the globe never blinks out.
        <div className={`${placeholder.placeholder} ${classes.backdrop}`} aria-hidden="true">
          <div className={placeholder.sphere} />
        </div>
      )}
      {standIn}
      <div ref={hostRef} className={classes.canvasHost} />
      <GlobeOverlay
        labelRef={labelRef}
        active={active}
        node={node}
        label={active ? markers.labels[active.index] : ""}
        hintId={hintId}
        canSelect={Boolean(onSelect)}
      />
    </div>
  );
}
