import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { startTransition, useEffect, useLayoutEffect, useRef, useState } from "react";
import { NodeRow, type RowState } from "./NodeRow.tsx";
import type { MarketNode } from "./market.ts";
import { marketSettings } from "../../config/market.ts";
import classes from "./NodesPage.module.css";

interface NodeListProps {
  nodes: readonly MarketNode[];
  /** The rows are being replaced (new filters) or added to (the next page). */
  busy: boolean;
  /** How many nodes match on the server (the rows loaded may be fewer): each row's `aria-setsize`. */
  setSize: number;
  /** The user scrolled near the last row: time for the next page. */
  onNearEnd: () => void;
  stateOf: (nodeId: number) => RowState;
  selectedId: number | null;
  /** Bumped when the selection came from outside the list (the globe, a return from sign-in): scroll to it. */
  revealKey: number;
  onSelect: (nodeId: number) => void;
  onFocusNode: (nodeId: number | null) => void;
  onReserve: (node: MarketNode) => void;
}

/** The phones' layout of a row, a card (up to 36em, NodesPage.module.css): asked once, read at each estimate. */
let phoneLayout: MediaQueryList | undefined;

/**
 * A first guess of a row's height, each row measured once drawn: a card on phones, a row wider up. A right guess
 * changes nothing once measured: no second render. The virtualiser asks it of every row not yet measured, each
 * time it works out the rows' positions.
 */
function estimatedRowPx(): number {
  if (typeof window === "undefined") return 140;
  phoneLayout ??= window.matchMedia?.("(max-width: 36em)");
  return phoneLayout?.matches ? 200 : 140;
}

/** Rows drawn beyond the viewport each way, once the first rows are on screen: a screen's scroll without a gap. */
const OVERSCAN = 6;

/**
 * The list's first rows come with only one row beyond the viewport: that commit (the rows, their styles and the
 * page's layout) is the longest task of the page as it starts, and a margin of six nearly doubles it (6 rows
 * instead of 11 at 412 px, 8 instead of 13 at 1440). The margin grows after that first paint of rows (a frame,
 * then a task).
 */
function useOverscan(): number {
  const [overscan, setOverscan] = useState(1);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // In a transition: the rows it adds render in slices that yield to the browser.
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => startTransition(() => setOverscan(OVERSCAN)))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return overscan;
}

/**
 * The nodes as a virtualised list scrolled by the page: only the rows near the viewport are in the DOM (about
 * 20 at 1440 × 900, whatever the count), so 10,000 nodes scroll as smoothly as 10.
 */
export function NodeList({ nodes, setSize, busy, onNearEnd, stateOf, selectedId, revealKey, ...row }: NodeListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  // Where the list starts on the page: content above it (an alert, the globe) can move it.
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    // A transition: the rows stay where they are whatever the offset (only which rows are near the viewport
    // changes), so this need not render at once, in the commit that drew the first rows.
    const measure = () => {
      const top = Math.round((listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
      startTransition(() => setOffset((current) => (current === top ? current : top)));
    };
    measure();
    // Measured in the next frame: a new offset resizes the body, which would otherwise report itself again
    // in the same frame (the browser's "ResizeObserver loop" error).
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    });
    observer.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, []);
  const overscan = useOverscan();
  const virtualizer = useWindowVirtualizer({
    count: nodes.length,
    estimateSize: estimatedRowPx,
    // The window's size from the first render: otherwise the first rows are worked out for an empty viewport,
    // and drawn again at once (in the same task) once the window has been measured.
    initialRect: typeof window === "undefined" ? undefined : { width: window.innerWidth, height: window.innerHeight },
    overscan,
    scrollMargin: offset,
    getItemKey: (index) => nodes[index].nodeId,
  });

  useEffect(() => {
    if (revealKey === 0 || selectedId === null) return;
    const index = nodes.findIndex((node) => node.nodeId === selectedId);
    if (index >= 0) virtualizer.scrollToIndex(index, { align: "center" });
    // Only a new reveal scrolls; the list changing under a selection does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [revealKey]);

  const items = virtualizer.getVirtualItems();
  const last = items.at(-1)?.index ?? -1;
  const nearEnd = nodes.length > 0 && last >= nodes.length - marketSettings.loadAheadRows;
  useEffect(() => {
    if (nearEnd) onNearEnd();
  }, [nearEnd, nodes.length, onNearEnd]);
  return (
    <div
      ref={listRef}
      role="list"
      aria-label="Nodes"
      aria-busy={busy}
      className={classes.list}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {items.map((item) => {
        const node = nodes[item.index];
        return (
          <div
            key={item.key}
            role="listitem"
            aria-setsize={Math.max(setSize, nodes.length)}
            aria-posinset={item.index + 1}
            data-index={item.index}
            ref={virtualizer.measureElement}
            className={classes.item}
            style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
          >
            <NodeRow node={node} state={stateOf(node.nodeId)} selected={node.nodeId === selectedId} {...row} />
          </div>
        );
      })}
    </div>
  );
}
