import { ActionIcon, CopyButton, Tooltip, VisuallyHidden } from "@mantine/core";
import { CopyIcon } from "./account-icons.tsx";

interface CopyValueButtonProps {
  value: string;
  /** What is copied, for the button's name: "the IP of master1" → "Copy the IP of master1". */
  what: string;
}

/** A small copy button beside a value (an address, an id, a command); it says "Copied" to sight and speech. */
export function CopyValueButton({ value, what }: CopyValueButtonProps) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? "Copied" : "Copy"} withArrow>
          <ActionIcon
            variant="subtle"
            color={copied ? "green" : "gray"}
            size="md"
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
