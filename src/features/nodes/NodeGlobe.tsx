import { useMemo, useRef } from "react";
import { LazyGlobe } from "../../components/globe/LazyGlobe.tsx";
import { useElementWidth } from "./use-element-width.ts";
import type { MarketNode } from "./market.ts";

interface NodeGlobeProps {
  /** The rows loaded so far, page by page. */
  pages: readonly (readonly MarketNode[])[];
  /** The node to highlight: the focused row, else the selected one. */
  highlightedId: number | null;
  onPick: (nodeId: number) => void;
}

interface PageMarkers {
  points: (readonly [number, number])[];
  labels: string[];
}

/** Each page's markers, built once: a new page adds its own and leaves the others' as they were. */
const pageMarkers = new WeakMap<readonly MarketNode[], PageMarkers>();

function markersOf(page: readonly MarketNode[]): PageMarkers {
  let found = pageMarkers.get(page);
  if (!found) {
    found = {
      points: page.map((node) => [node.latitude ?? Number.NaN, node.longitude ?? Number.NaN] as const),
      labels: page.map((node) => `Node ${node.nodeId}`),
    };
    pageMarkers.set(page, found);
  }
  return found;
}

/**
 * The rows loaded so far on the globe (never more than was fetched), as a picker: a marker chosen selects its
 * node in the list, and the highlighted node's marker turns to face the viewer. The globe (three.js) loads on
 * its own, after paint.
 */
export function NodeGlobe({ pages, highlightedId, onPick }: NodeGlobeProps) {
  const frame = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frame);
  const { nodes, points, labels, countries } = useMemo(() => {
    const markers = pages.map(markersOf);
    const all = pages.flat();
    return {
      nodes: all,
      points: markers.flatMap((page) => page.points),
      labels: markers.flatMap((page) => page.labels),
      countries: new Set(all.map((node) => node.country)).size,
    };
  }, [pages]);
  const index = highlightedId === null ? -1 : nodes.findIndex((node) => node.nodeId === highlightedId);
  return (
    <div ref={frame}>
      {width > 0 && (
        <LazyGlobe
          width={width}
          height={width}
          nodes={points}
          labels={labels}
          selected={index >= 0 ? index : null}
          onSelect={(chosen) => onPick(nodes[chosen].nodeId)}
          description={`Globe of the ${nodes.length} ${nodes.length === 1 ? "node" : "nodes"} listed, in ${countries} ${countries === 1 ? "country" : "countries"}`}
        />
      )}
    </div>
  );
}
