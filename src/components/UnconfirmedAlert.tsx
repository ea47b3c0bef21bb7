import { Alert, Loader, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { noAnswerText, outcomeUnknown } from "../lib/use-exactly-once.ts";
import { WarningIcon } from "./icons.tsx";

interface UnconfirmedAlertProps {
  /** What could not be confirmed: "We could not confirm your payment". */
  title: string;
  /** The failure that left the outcome unknown (its kind starts the text: "The server did not answer in time"). */
  error: unknown;
  /** True while what the action changes is read again; the retry waits for it. */
  rechecking: boolean;
  /** What cannot be told, going on from "…, so we cannot tell whether": "your card was charged $20.00". */
  whether: ReactNode;
  /** What to check before trying again (a sentence or two). */
  children: ReactNode;
}

/**
 * An action that got no answer may still have happened (product-rules §4): this says so, and what to check
 * before trying again, instead of "Request timed out" (which reads as "nothing happened").
 */
export function UnconfirmedAlert({ title, error, rechecking, whether, children }: UnconfirmedAlertProps) {
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={rechecking ? <Loader size={16} aria-hidden /> : <WarningIcon />}
      title={title}
      role="alert"
    >
      <Text size="sm">
        {outcomeUnknown(error) ? noAnswerText(error) : "No answer came back"}, so we cannot tell whether {whether}.{" "}
        {children}
      </Text>
      {rechecking && (
        <Text size="sm" mt={4} role="status">
          Checking what changed…
        </Text>
      )}
    </Alert>
  );
}

/** The state of an exactly-once action (`useExactlyOnce`) that the alert needs. */
interface UnconfirmedAttempt {
  unconfirmed: boolean;
  error: unknown;
  rechecking: boolean;
}

/** `UnconfirmedAlert` for an action's last attempt: shown only while that attempt got no answer. */
export function UnconfirmedAttemptAlert({
  attempt,
  ...props
}: Omit<UnconfirmedAlertProps, "error" | "rechecking"> & { attempt: UnconfirmedAttempt }) {
  if (!attempt.unconfirmed) return null;
  return <UnconfirmedAlert {...props} error={attempt.error} rechecking={attempt.rechecking} />;
}
