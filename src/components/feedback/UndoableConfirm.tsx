import { Button, Group, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { undoTexts } from "../../config/undo-texts.ts";

interface UndoableConfirmProps {
  /** What the action does, said before the note on its undo. */
  children: ReactNode;
  /** The red button's label: "Remove worker-2". */
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/** A confirmation dialog's body for an action that then waits 10 s for an undo: what it does, the undo, Cancel or go. */
export function UndoableConfirm({ children, confirmLabel, onCancel, onConfirm }: UndoableConfirmProps) {
  return (
    <Stack>
      {children}
      <Text size="sm">{undoTexts.dialogNote}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
}
