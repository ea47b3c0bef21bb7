import { Button, Group, Text, VisuallyHidden } from "@mantine/core";
import { undoTexts, type UndoWords } from "../../config/undo-texts.ts";
import { scheduledActions, type ScheduledAction } from "../../lib/scheduled-actions.ts";
import { useScheduledAction, useSecondsLeft } from "../../lib/use-scheduled-actions.ts";

function Countdown({ action, words }: { action: ScheduledAction; words: UndoWords }) {
  const left = useSecondsLeft(action.dueAt);
  return (
    <>
      <Text size="sm" c="inherit">
        {/* The toast is a live region: the ticking seconds are for the eyes, the ears get one sentence. */}
        <span aria-hidden="true" data-testid="countdown">
          {words.doing} in {left} s
        </span>
        <VisuallyHidden>{undoTexts.countdownSpoken}</VisuallyHidden>
      </Text>
      <Group gap="xs" mt={6}>
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => scheduledActions.undo(action.id)}
          aria-label={`${undoTexts.undo} ${words.what}`}
        >
          {undoTexts.undo}
        </Button>
        <Button
          size="compact-sm"
          color="red"
          variant="light"
          onClick={() => scheduledActions.runNow(action.id)}
          aria-label={`${undoTexts.now}: ${words.what}`}
        >
          {undoTexts.now}
        </Button>
      </Group>
    </>
  );
}

/** A scheduled action's countdown with Undo and "Do it now", inside its toast; nothing once it has ended. */
export function ScheduledToast({ actionKey, words }: { actionKey: string; words: UndoWords }) {
  const action = useScheduledAction(actionKey);
  return action?.state === "waiting" ? <Countdown action={action} words={words} /> : null;
}
