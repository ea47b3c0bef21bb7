import { useMemo, useRef } from "react";
import { LazyGlobe } from "../../components/globe/LazyGlobe.tsx";
import { useElementWidth } from "./use-element-width.ts";
import type { MarketNode } from "./market.ts";

interface NodeGlobeProps {
  nodes: readonly MarketNode[];
  /** The node to highlight: the focused row, else the selected one. */
  highlightedId: number | null;
  onPick: (nodeId: number) => void;
}

/**
 * The filtered nodes on the globe, as a picker: a marker chosen selects its node in the list, and the
 * highlighted node's marker turns to face the viewer. The globe (three.js) loads on its own, after paint.
 */
export function NodeGlobe({ nodes, highlightedId, onPick }: NodeGlobeProps) {
  const frame = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frame);
  const input = useMemo(
    () => ({
      points: nodes.map((node) => [node.latitude ?? Number.NaN, node.longitude ?? Number.NaN] as const),
      labels: nodes.map((node) => `Node ${node.nodeId}`),
    }),
    [nodes],
  );
  const index = highlightedId === null ? -1 : nodes.findIndex((node) => node.nodeId === highlightedId);
  const countries = useMemo(() => new Set(nodes.map((node) => node.country)).size, [nodes]);
  return (
    <div ref={frame}>
      {width > 0 && (
        <LazyGlobe
          width={width}
          height={width}
          nodes={input.points}
          labels={input.labels}
          selected={index >= 0 ? index : null}
          onSelect={(chosen) => onPick(nodes[chosen].nodeId)}
          description={`Globe of the ${nodes.length} ${nodes.length === 1 ? "node" : "nodes"} listed, in ${countries} ${countries === 1 ? "country" : "countries"}`}
        />
      )}
    </div>
  );
}
