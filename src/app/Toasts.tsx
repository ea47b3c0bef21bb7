import "./Toasts.css";
import { useMediaQuery } from "@mantine/hooks";
import { Notifications } from "@mantine/notifications";
import { useEffect } from "react";

/**
 * Keeps `--toast-space` on <html> equal to the height of the toasts on screen, so the page can leave that
 * much room at its bottom (RootLayout): whatever a toast covers can be scrolled clear of it.
 */
function useReservedSpace(position: string) {
  useEffect(() => {
    const root = document.documentElement;
    let observed: Element | null = null;
    // The room is from the stack's top edge to the bottom of the window (the stack sits a margin above it).
    let frame = 0;
    // Applied in the next frame: the new room resizes the page, whose own observers (the node list's) would
    // otherwise fire again in this frame, which the browser reports as a "ResizeObserver loop" error.
    const resize = new ResizeObserver(([entry]) => {
      const shown = entry && entry.contentRect.height > 0;
      const space = shown ? Math.ceil(window.innerHeight - entry.target.getBoundingClientRect().top) : 0;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => root.style.setProperty("--toast-space", `${space}px`));
    });
    // Mantine renders the container once a toast is shown; follow it when it appears.
    const watch = new MutationObserver(() => {
      const container = document.querySelector(`.mantine-Notifications-root[data-position="${position}"]`);
      if (container === observed) return;
      if (observed) resize.unobserve(observed);
      observed = container;
      if (container) resize.observe(container);
    });
    watch.observe(document.body, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      watch.disconnect();
      resize.disconnect();
      root.style.removeProperty("--toast-space");
    };
  }, [position]);
}

/**
 * Where toasts show: at the bottom (full width on phones), never over the navbar, the dropdowns it opens or
 * a page's header buttons. Loaded right after first paint; toasts raised earlier wait in Mantine's store.
 */
export default function Toasts() {
  const phone = useMediaQuery("(max-width: 36em)");
  const position = phone ? "bottom-center" : "bottom-right";
  useReservedSpace(position);
  return <Notifications position={position} limit={3} containerWidth={phone ? "100%" : 380} />;
}
