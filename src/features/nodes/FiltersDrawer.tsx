import { Drawer } from "@mantine/core";
import type { ReactNode } from "react";

/** Below 992 px the filters live in this drawer, opened from the toolbar. */
export function FiltersDrawer({
  opened,
  onClose,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Filters"
      position="left"
      size="sm"
      closeButtonProps={{ "aria-label": "Close filters" }}
    >
      {children}
    </Drawer>
  );
}
