import { useId, useState } from "react";

/**
 * A button that shows and hides a region: whether it is open, the region's id, and the button's props
 * (`aria-expanded`, `aria-controls` and the click that turns it).
 */
export function useShowHide() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return {
    open,
    panelId,
    toggle: { "aria-expanded": open, "aria-controls": panelId, onClick: () => setOpen(!open) },
  };
}
