import { Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { useState, type FormEvent, type ReactNode } from "react";
import { errorText } from "../lib/error-text.ts";
import type { Attempt } from "../lib/use-exactly-once.ts";
import { UnconfirmedAlert } from "./UnconfirmedAlert.tsx";
import { FormErrorAlert } from "./feedback/FormErrorAlert.tsx";

/** What the dialog shows of its action: useExactlyOnce's state. */
export interface ConfirmActionState {
  pending: boolean;
  /** The last failure, shown above the field in the server's words. */
  error: unknown;
  /** The last attempt got no answer. */
  unconfirmed: boolean;
  rechecking: boolean;
}

/** What the dialog says when the action got no answer (UnconfirmedAlert's title, `whether` and advice). */
export interface UnconfirmedText {
  title: string;
  whether: ReactNode;
  advice: ReactNode;
}

export interface TypeToConfirmDialogProps {
  opened: boolean;
  title: string;
  /** What the user types to confirm: a name, an email, a phrase. */
  phrase: string;
  /** Whether `typed` confirms (default: `phrase` exactly, spaces around it ignored). */
  matches?: (typed: string) => boolean;
  confirmLabel: string;
  /**
   * The action, sent once however often the form is submitted (useExactlyOnce's `run`); while it runs the
   * dialog waits, and unless it is done the dialog stays open with `error` or `unconfirmed`. Or it schedules
   * the action (returns nothing): the dialog closes and the action's toast takes over.
   */
  onConfirm: () => Promise<Attempt<unknown>> | void;
  /** The state of an action sent from the dialog (none for one it schedules). */
  action?: ConfirmActionState;
  /** Shown instead of the error when the last attempt got no answer: what may have happened, what to check. */
  unconfirmedText?: UnconfirmedText;
  onClose: () => void;
  /** After a success (default: `onClose`). */
  onConfirmed?: () => void;
  /** What goes, in words and, where it helps, as a list. */
  children: ReactNode;
}

type FormProps = Omit<TypeToConfirmDialogProps, "opened" | "title">;

function ConfirmForm({
  phrase,
  matches,
  confirmLabel,
  onConfirm,
  action,
  unconfirmedText,
  onClose,
  onConfirmed,
  children,
}: FormProps) {
  const [typed, setTyped] = useState("");
  const confirmed = matches ? matches(typed) : typed.trim() === phrase;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!confirmed) return;
    // Anything but done is shown from `error` or `unconfirmed` (and a second submit in flight is ignored).
    const attempt = await onConfirm();
    if (!attempt || attempt.status === "done") (onConfirmed ?? onClose)();
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack>
        {children}
        {action?.unconfirmed && unconfirmedText ? (
          <UnconfirmedAlert
            title={unconfirmedText.title}
            error={action.error}
            rechecking={action.rechecking}
            whether={unconfirmedText.whether}
          >
            {unconfirmedText.advice}
          </UnconfirmedAlert>
        ) : (
          action?.error != null && <FormErrorAlert>{errorText(action.error)}</FormErrorAlert>
        )}
        <TextInput
          label={`Type ${phrase} to confirm`}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          autoComplete="off"
          spellCheck={false}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={action?.pending}>
            Cancel
          </Button>
          <Button type="submit" color="red" disabled={!confirmed} loading={action?.pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * A confirmation for what cannot be undone: it names what goes, and the action button works only once the
 * user has typed `phrase`. The form is new at each opening, so nothing typed before carries over.
 */
export function TypeToConfirmDialog({ opened, title, ...form }: TypeToConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={form.onClose} title={title} closeButtonProps={{ "aria-label": "Close dialog" }}>
      {opened && <ConfirmForm {...form} />}
    </Modal>
  );
}
