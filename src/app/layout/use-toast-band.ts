import { useEffect, type RefObject } from "react";

/**
 * Keeps `--toast-band` on <html> equal to the height of the toasts' band, so what a page pins under the
 * navbar (the marketplace's filters, the docs' contents) stays below the toasts instead of under them.
 */
export function useToastBand(band: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = band.current;
    if (!element) return;
    const root = document.documentElement;
    let frame = 0;
    // Applied in the next frame: the new offset moves the page's own observed elements (the node list),
    // which would otherwise fire again in this frame, a "ResizeObserver loop" the browser reports as an error.
    const resize = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => root.style.setProperty("--toast-band", `${element.offsetHeight}px`));
    });
    resize.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      resize.disconnect();
      root.style.removeProperty("--toast-band");
    };
  }, [band]);
}
