import { useEffect } from "react";
import type { GlobeMarkers } from "./globe-markers.ts";
import type { GlobeLookName } from "./globe-look.ts";
import type { GlobeView } from "./globe-view.ts";
import type { ActiveNode } from "./use-globe-interaction.ts";
import type { PainterLink } from "./use-globe-painter.ts";

/**
 * Keeps the page's view and the painter in step with the props: the size, the markers, the highlighted node
 * (the active one, else the chosen one), the colour scheme; and turns a node chosen outside the globe (a
 * focused row, `chosen` ≥ 0) to face the viewer. Each change asks for a frame.
 */
export function useGlobeSync({
  view,
  painter,
  width,
  height,
  markers,
  active,
  chosen,
  look,
  invalidate,
}: {
  view: GlobeView;
  painter: PainterLink | null;
  width: number;
  height: number;
  markers: GlobeMarkers;
  active: ActiveNode | null;
  chosen: number;
  look: GlobeLookName;
  invalidate: () => void;
}) {
  useEffect(() => {
    view.resize(width, height);
    painter?.resize(width, height);
    invalidate();
  }, [view, painter, width, height, invalidate]);

  useEffect(() => {
    view.setMarkers(markers.nodes);
    painter?.send({ type: "markers", nodes: markers.nodes });
    invalidate();
  }, [view, painter, markers, invalidate]);

  useEffect(() => {
    painter?.send({ type: "highlight", index: active?.index ?? (chosen >= 0 ? chosen : null) });
  }, [painter, active, chosen, markers]);

  useEffect(() => {
    painter?.send({ type: "look", look });
  }, [painter, look]);

  // A node chosen outside the globe (a focused row) turns to face the viewer.
  useEffect(() => {
    if (chosen < 0) return;
    view.faceNode(chosen);
    invalidate();
  }, [view, chosen, markers, invalidate]);
}
