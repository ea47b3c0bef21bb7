import { VisuallyHidden } from "@mantine/core";
import type { Ref } from "react";
import type { GlobeNode } from "./globe-data.ts";
import { coordinateLabel } from "./globe-markers.ts";
import type { ActiveNode } from "./use-globe-interaction.ts";
import classes from "./Globe.module.css";

// What Globe shows over the canvas: the active node's label, the hint, and what a screen reader hears.

/** The active node's label (its name and coordinates) beside it, the hint, and the node named on keyboard moves. */
export function GlobeOverlay({
  labelRef,
  active,
  node,
  label,
  hintId,
  canSelect,
}: {
  labelRef: Ref<HTMLDivElement>;
  active: ActiveNode | null;
  node: GlobeNode | undefined;
  label: string;
  hintId: string;
  canSelect: boolean;
}) {
  const coordinates = node ? coordinateLabel(node) : "";
  return (
    <>
      <div ref={labelRef} className={classes.label} hidden={!node} aria-hidden="true">
        <strong>{label}</strong>
        {label !== coordinates && <span>{coordinates}</span>}
      </div>
      <p id={hintId} className={classes.hint}>
        Drag or use the arrow keys to turn the globe; N and Shift+N go from node to node
        {canSelect ? "; click a node or press Enter to choose it." : "."}
      </p>
      <VisuallyHidden role="status">
        {active?.source === "keyboard" && node ? `${label} ${label !== coordinates ? coordinates : ""}` : ""}
      </VisuallyHidden>
    </>
  );
}
