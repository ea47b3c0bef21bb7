import { useEffect, useState, type RefObject } from "react";
import { globeSize } from "./globe-data.ts";

type Size = ReturnType<typeof globeSize>;

/**
 * The globe's size for the space inside `container` (product-rules §2), following the window and the
 * container as they resize. The first value is a guess from the window alone, corrected before the
 * first paint by the ResizeObserver's initial callback.
 */
export function useGlobeSize(container: RefObject<HTMLElement | null>): Size {
  const [size, setSize] = useState(() => globeSize(window.innerWidth, window.innerWidth));
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const update = () => {
      const next = globeSize(window.innerWidth, element.clientWidth);
      setSize((current) => (current.width === next.width && current.height === next.height ? current : next));
    };
    const observer = new ResizeObserver(update);
    observer.observe(element);
    window.addEventListener("resize", update);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", update);
    };
  }, [container]);
  return size;
}
