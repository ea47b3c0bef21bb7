import { Button, CopyButton } from "@mantine/core";
import { CopyIcon } from "./account-icons.tsx";

/**
 * A worded copy button for a block of text (a command, a request); it reads "Copied" once it has. `name`, when
 * given, is its name for assistive technology in place of its words.
 */
export function CopyTextButton({ value, label, name }: { value: string; label: string; name?: string }) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button size="xs" variant="default" leftSection={<CopyIcon />} onClick={copy} aria-label={name}>
          {copied ? "Copied" : label}
        </Button>
      )}
    </CopyButton>
  );
}
