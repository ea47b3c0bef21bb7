import { globeSettings as globe } from "../../config/globe.ts";
import { isValidNode, type GlobeNode } from "./globe-data.ts";
import { cameraView } from "./globe-view.ts";

// What the globe's own chunk needs to draw, apart from globe-data.ts, whose checks and sizing the first load
// uses (a module travels in one chunk).

/** The nodes the globe draws, the label of each and its index in the caller's list (same order). */
export interface GlobeMarkers {
  nodes: GlobeNode[];
  labels: string[];
  sources: number[];
}

/** "(51.05, 3.72)": the label of a node whose caller gave no usable label. */
export function coordinateLabel([latitude, longitude]: GlobeNode): string {
  return `(${latitude.toFixed(2)}, ${longitude.toFixed(2)})`;
}

/**
 * Keeps the valid nodes and gives each a label (product-rules §3, §5). Invalid nodes are dropped silently and
 * anything but a non-empty array draws nothing. Labels are one per input node: when there are as many
 * labels as nodes, each valid node keeps its own; otherwise every label falls back to the coordinates.
 */
export function toMarkers(nodes: unknown, labels?: readonly string[]): GlobeMarkers {
  if (!Array.isArray(nodes) || nodes.length === 0) return { nodes: [], labels: [], sources: [] };
  const ownLabels: readonly string[] | null =
    Array.isArray(labels) && labels.length === nodes.length ? (labels as readonly string[]) : null;
  const markers: GlobeMarkers = { nodes: [], labels: [], sources: [] };
  nodes.forEach((node: unknown, index) => {
    if (!isValidNode(node)) return;
    markers.nodes.push([node[0], node[1]]);
    markers.labels.push(ownLabels ? ownLabels[index] : coordinateLabel(node));
    markers.sources.push(index);
  });
  return markers;
}

/** Land sampling step in mask pixels (product-rules §9): max(2, round(6 / sqrt(min(width, height) / 480))). */
export function samplingStep(width: number, height: number): number {
  const ratio = Math.min(width, height) / globe.landSamplingReference;
  return Math.max(globe.landSamplingMin, Math.round(globe.landSamplingBase / Math.sqrt(ratio)));
}

/** The land sampling step of a globe drawn in a `width`×`height` box: by what its camera sees of the box. */
export const landStep = (width: number, height: number) => samplingStep(...cameraView(width, height));
