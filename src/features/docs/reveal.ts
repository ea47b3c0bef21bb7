/**
 * Scrolls to an element and moves focus there, so keyboard and screen-reader users land where the view
 * does. Smooth unless the user prefers reduced motion.
 */
export function reveal(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  const smooth = !window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView?.({ behavior: smooth ? "smooth" : "auto", block: "start" });
  target.focus({ preventScroll: true });
}
