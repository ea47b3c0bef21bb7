import { ActionIcon, Tooltip, type ActionIconProps } from "@mantine/core";
import type { ReactNode } from "react";

interface IconActionProps {
  /** What sighted users read on hover or focus ("Delete"). */
  tooltip: string;
  /** The button's name, which says what it acts on ("Delete “laptop”"). */
  label: string;
  onClick: () => void;
  color?: ActionIconProps["color"];
  size?: ActionIconProps["size"];
  disabled?: boolean;
  withArrow?: boolean;
  /** The icon. */
  children: ReactNode;
}

/** A subtle icon button with a tooltip: a row's action (delete, mark as read). */
export function IconAction({ tooltip, label, onClick, color, size, disabled, withArrow, children }: IconActionProps) {
  return (
    <Tooltip label={tooltip} withArrow={withArrow}>
      <ActionIcon variant="subtle" color={color} size={size} onClick={onClick} disabled={disabled} aria-label={label}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
