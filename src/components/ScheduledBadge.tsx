import { Badge, Button, Group } from "@mantine/core";
import type { Ref } from "react";
import { undoTexts } from "../config/undo-texts.ts";
import { scheduledActions, type ScheduledAction } from "../lib/scheduled-actions.ts";
import { useSecondsLeft } from "../lib/use-scheduled-actions.ts";

interface ScheduledBadgeProps {
  action: ScheduledAction;
  /** "Deleting": the badge reads "Deleting in 8 s". */
  doing: string;
  /** For Undo's name: "deleting prodcluster" → "Undo deleting prodcluster". */
  what: string;
  /** Without Undo: the action's Undo is elsewhere on the screen (delete all's, above the list). */
  withUndo?: boolean;
  undoRef?: Ref<HTMLButtonElement>;
}

/**
 * Where a thing is listed, what is about to happen to it (product-rules §4): "Deleting in 8 s" and Undo, so the
 * user can take it back from the screen as well as from the toast. Not a live region: the toast announces it.
 */
export function ScheduledBadge({ action, doing, what, withUndo = true, undoRef }: ScheduledBadgeProps) {
  const left = useSecondsLeft(action.dueAt);
  return (
    // Wraps: in a narrow table column Undo goes under the badge rather than over the next column.
    <Group gap={6}>
      {/* Not in capitals: "IN 8 S" reads as letters. */}
      <Badge variant="light" color="yellow" tt="none" style={{ flexShrink: 0 }}>
        {doing} in {left} s
      </Badge>
      {withUndo && (
        <Button
          ref={undoRef}
          size="compact-sm"
          variant="default"
          onClick={() => scheduledActions.undo(action.id)}
          aria-label={`${undoTexts.undo} ${what}`}
        >
          {undoTexts.undo}
        </Button>
      )}
    </Group>
  );
}
