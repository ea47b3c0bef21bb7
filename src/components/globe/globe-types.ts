/** Props of the globe (product-rules §2, §3). */
export interface GlobeProps {
  /** CSS pixels; see `globeSize` for the spec's 600–800 px at 2:1. */
  width: number;
  height: number;
  /** [latitude, longitude] pairs; invalid pairs are dropped (product-rules §5). */
  nodes: readonly (readonly [number, number])[];
  /** One per node; when missing or of another length, each label is the node's coordinates. */
  labels?: readonly string[];
  /** The text alternative, e.g. "812 healthy nodes in 54 countries". */
  description?: string;
  /** A node (index in `nodes`) to highlight and turn towards, e.g. the row a list has focused. */
  selected?: number | null;
  /** Makes the globe a picker: called with the index in `nodes` of a marker clicked or chosen with Enter. */
  onSelect?: (index: number) => void;
}
