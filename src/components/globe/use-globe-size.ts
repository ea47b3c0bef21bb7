import { useLayoutEffect, useState, type RefObject } from "react";
import { globeSize } from "./globe-data.ts";

type Size = ReturnType<typeof globeSize>;

/**
 * The globe's size for the space inside `container` (product-rules §2), following the window and the
 * container as they resize. 0×0 until measured: on the server and while hydrating, the frame's CSS holds
 * the same space (see Hero); a client render measures before the first paint.
 */
export function useGlobeSize(container: RefObject<HTMLElement | null>): Size {
  const [size, setSize] = useState<Size>({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const update = () => {
      const next = globeSize(window.innerWidth, element.clientWidth);
      setSize((current) => (current.width === next.width && current.height === next.height ? current : next));
    };
    update();
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
