import { ActionIcon, CopyButton, Tooltip, VisuallyHidden, type ActionIconProps } from "@mantine/core";
import { CopyIcon } from "./account-icons.tsx";

interface CopyValueButtonProps {
  value: string;
  /** What is copied, for the button's name: "the IP of master1" → "Copy the IP of master1". */
  what: string;
  /** The tooltip before copying ("Copy" unless told). */
  tooltip?: string;
  size?: ActionIconProps["size"];
}

/** A small copy button beside a value (an address, an id, a command); it says "Copied" to sight and speech. */
export function CopyValueButton({ value, what, tooltip = "Copy", size = "md" }: CopyValueButtonProps) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? "Copied" : tooltip} withArrow>
          <ActionIcon
            variant="subtle"
            color={copied ? "green" : "gray"}
            size={size}
            onClick={copy}
            aria-label={`Copy ${what}`}
          >
            <CopyIcon />
            <VisuallyHidden role="status">{copied ? "Copied" : ""}</VisuallyHidden>
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}
