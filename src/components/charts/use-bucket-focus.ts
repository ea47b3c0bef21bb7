import { useRef, useState, type KeyboardEvent } from "react";

/**
 * Which bucket of a chart of `count` shows its figures: the hovered one, else the focused one, until Escape.
 * The buckets are one tab stop (the latest at first, then the last focused); the arrow keys, Home and End move
 * focus between them. `bucketProps(i)` wires bucket `i`.
 */
export function useBucketFocus(count: number) {
  const [hovered, setHovered] = useState<number | null>(null);
  const [focused, setFocused] = useState<number | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(Math.max(0, count - 1));
  const bucketRefs = useRef<(SVGGElement | null)[]>([]);

  const current = Math.min(active, Math.max(0, count - 1));
  const shown = dismissed ? null : (hovered ?? focused);

  const move = (to: number) => {
    const next = Math.max(0, Math.min(count - 1, to));
    setActive(next);
    setDismissed(false);
    bucketRefs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, i: number) => {
    const to = { ArrowRight: i + 1, ArrowDown: i + 1, ArrowLeft: i - 1, ArrowUp: i - 1, Home: 0, End: count - 1 }[
      event.key
    ];
    if (to !== undefined) {
      event.preventDefault();
      move(to);
    } else if (event.key === "Escape") setDismissed(true);
  };

  const bucketProps = (i: number) => ({
    ref: (node: SVGGElement | null) => {
      bucketRefs.current[i] = node;
    },
    tabIndex: i === current ? 0 : -1,
    "data-active": shown === i || undefined,
    onMouseEnter: () => {
      setHovered(i);
      setDismissed(false);
    },
    onMouseLeave: () => setHovered(null),
    onFocus: () => {
      setFocused(i);
      setActive(i);
      setDismissed(false);
    },
    onBlur: () => setFocused(null),
    onKeyDown: (event: KeyboardEvent) => onKeyDown(event, i),
  });

  return { shown, bucketProps };
}
