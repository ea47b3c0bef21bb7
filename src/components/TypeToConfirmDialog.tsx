import { Alert, Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { useState, type FormEvent, type ReactNode } from "react";
import { errorText } from "../lib/error-text.ts";
import { ErrorIcon } from "./icons.tsx";

export interface TypeToConfirmDialogProps {
  opened: boolean;
  title: string;
  /** What the user types to confirm: a name, an email, a phrase. */
  phrase: string;
  /** Whether `typed` confirms (default: `phrase` exactly, spaces around it ignored). */
  matches?: (typed: string) => boolean;
  confirmLabel: string;
  /** The action; while it runs the dialog waits, and if it fails the dialog stays open with `error`. */
  onConfirm: () => Promise<unknown>;
  pending: boolean;
  /** The action's last failure, shown above the field in the server's words. */
  error: unknown;
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
  pending,
  error,
  onClose,
  onConfirmed,
  children,
}: FormProps) {
  const [typed, setTyped] = useState("");
  const confirmed = matches ? matches(typed) : typed.trim() === phrase;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!confirmed || pending) return;
    try {
      await onConfirm();
    } catch {
      return; // shown from `error`
    }
    (onConfirmed ?? onClose)();
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack>
        {children}
        {error != null && (
          <Alert color="red" variant="light" icon={<ErrorIcon />} role="alert">
            {errorText(error)}
          </Alert>
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
          <Button variant="default" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" color="red" disabled={!confirmed} loading={pending}>
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
