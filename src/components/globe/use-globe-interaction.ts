import { useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import type { GlobeView } from "./globe-view.ts";

/** Drag: radians per pixel. Keys: 10° per press. A press that moves less than this is a click. */
const DRAG_SPEED = 0.01;
const CLICK_SLOP_PX = 4;
const KEY_STEP = Math.PI / 18;
const KEY_ROTATION: Record<string, [number, number]> = {
  ArrowLeft: [-KEY_STEP, 0],
  ArrowRight: [KEY_STEP, 0],
  ArrowUp: [0, -KEY_STEP],
  ArrowDown: [0, KEY_STEP],
};

/** The node whose label is shown, and whether the pointer or the keyboard chose it. */
export interface ActiveNode {
  index: number;
  source: "pointer" | "keyboard";
}

/**
 * What a key does: the arrows turn the globe (and show the node nearest the middle), N and Shift+N turn it to
 * the next or previous node, Enter picks the shown node, Escape hides its label. False for a key that does
 * nothing.
 */
function applyKey(
  event: KeyboardEvent<HTMLElement>,
  globe: GlobeView,
  active: ActiveNode | null,
  {
    setActive,
    showCentre,
    onPick,
  }: { setActive: (next: ActiveNode | null) => void; showCentre: () => void; onPick?: (index: number) => void },
): boolean {
  const rotation = KEY_ROTATION[event.key];
  if (rotation) {
    globe.rotateBy(rotation[0], rotation[1]);
    showCentre();
  } else if (event.key === "n" || event.key === "N") {
    if (globe.markerCount === 0) return false;
    const step = event.shiftKey ? -1 : 1;
    const from = active?.index ?? (step > 0 ? -1 : 0);
    const index = (from + step + globe.markerCount) % globe.markerCount;
    globe.faceNode(index);
    setActive({ index, source: "keyboard" });
  } else if (event.key === "Enter" && onPick && active) {
    onPick(active.index);
  } else if (event.key === "Escape") {
    setActive(null);
  } else {
    return false;
  }
  return true;
}

/**
 * Drag and arrow keys rotate the globe; hovering a node shows its label; with keyboard focus the
 * label of the node nearest the middle is shown, and N / Shift+N turn the globe to the next or
 * previous node. With `onPick`, clicking a node or pressing Enter on the shown one picks it (marker index).
 */
export function useGlobeInteraction(globe: GlobeView | null, invalidate: () => void, onPick?: (index: number) => void) {
  const [active, setActive] = useState<ActiveNode | null>(null);
  const [dragging, setDragging] = useState(false);
  const last = useRef({ x: 0, y: 0 });
  const press = useRef({ x: 0, y: 0, moved: false });

  const local = (event: PointerEvent<HTMLElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const showCentre = () => {
    const index = globe?.nearestToCentre() ?? null;
    setActive(index === null ? null : { index, source: "keyboard" });
  };

  return {
    active,
    dragging,
    handlers: {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (event.button !== 0) return;
        event.currentTarget.setPointerCapture?.(event.pointerId);
        last.current = { x: event.clientX, y: event.clientY };
        press.current = { x: event.clientX, y: event.clientY, moved: false };
        setDragging(true);
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        if (!globe) return;
        if (dragging) {
          const { x, y } = press.current;
          if (Math.hypot(event.clientX - x, event.clientY - y) > CLICK_SLOP_PX) press.current.moved = true;
          globe.rotateBy((event.clientX - last.current.x) * DRAG_SPEED, (event.clientY - last.current.y) * DRAG_SPEED);
          last.current = { x: event.clientX, y: event.clientY };
          invalidate();
          return;
        }
        const { x, y } = local(event);
        const index = globe.pick(x, y);
        setActive((current) =>
          index === null ? (current?.source === "pointer" ? null : current) : { index, source: "pointer" },
        );
      },
      onPointerUp(event: PointerEvent<HTMLElement>) {
        setDragging(false);
        if (!globe || !onPick || press.current.moved) return;
        const { x, y } = local(event);
        const index = globe.pick(x, y);
        if (index !== null) onPick(index);
      },
      onPointerCancel() {
        setDragging(false);
      },
      onPointerLeave() {
        setActive((current) => (current?.source === "pointer" ? null : current));
      },
      onFocus: showCentre,
      onBlur() {
        setActive(null);
      },
      onKeyDown(event: KeyboardEvent<HTMLElement>) {
        if (!globe || !applyKey(event, globe, active, { setActive, showCentre, onPick })) return;
        event.preventDefault();
        invalidate();
      },
    },
  };
}
