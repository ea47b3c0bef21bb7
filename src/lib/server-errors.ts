import { toKubeCloudError } from "@kubecloud/sdk";
import { useCallback, useState } from "react";
import { errorText } from "./error-text.ts";
import { failureOf, type Failure } from "./failure.ts";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

/** One failed rule from the server's Go validator text. */
export interface ValidatorFailure {
  /** The struct field, e.g. `Email`, `ConfirmPassword`. */
  field: string;
  /** The validator tag, e.g. `email`, `min`, `eqfield`. */
  tag: string;
}

// "Key: 'RegisterInput.Email' Error:Field validation for 'Email' failed on the 'email' tag", one per line.
const VALIDATOR = /Key: '(?:[^']*\.)?([^'.]+)' Error:Field validation for '[^']*' failed on the '([^']+)' tag/g;

/** The validator failures in a server text (empty when it is not validator text). */
export function parseValidatorText(text: string | undefined): ValidatorFailure[] {
  if (!text) return [];
  return [...text.matchAll(VALIDATOR)].map(([, field, tag]) => ({ field, tag }));
}

/** Where a server field lands in a form, and how to name it in a message. */
export interface FieldTarget<T extends FieldValues> {
  name: Path<T>;
  label: string;
}

/** A message for a failed server rule, in the words of the form's own messages. */
export function validatorMessage(label: string, tag: string): string {
  switch (tag) {
    case "required":
      return `${label} is required`;
    case "email":
      return "Please enter a valid email address";
    case "eqfield":
      return "Passwords do not match";
    case "min":
      return `${label} is too short`;
    case "max":
      return `${label} is too long`;
    default:
      return `${label} is not valid`;
  }
}

/**
 * The server-error half of a form: validator failures go onto their fields with `setError`, any other
 * failure becomes the form's alert text (`errorText`: the server's text as a sentence, else the catalogue's
 * or the call's own message).
 * `failure` is the same failure as the spec's catalogue names it: the call's own message ('Login failed') as the
 * title and the reason under it (`failureOf`).
 * Silent errors show nothing. The typed values are never touched.
 */
export function useServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: Partial<Record<string, FieldTarget<T>>>,
) {
  const [formError, setFormError] = useState<string | null>(null);
  const [failureShown, setFailureShown] = useState<Failure | null>(null);

  const report = useCallback(
    (error: unknown, fallback?: string) => {
      const failure = toKubeCloudError(error);
      if (failure.silent) return;
      // `fallback` is the call's message when the call serves another purpose (a resend goes through register).
      const summary = failureOf(failure, fallback);
      let placed = 0;
      for (const { field, tag } of parseValidatorText(failure.serverText)) {
        const target = fields[field];
        if (!target) continue;
        setError(
          target.name,
          { type: "server", message: validatorMessage(target.label, tag) },
          { shouldFocus: placed === 0 },
        );
        placed += 1;
      }
      if (placed > 0) {
        // Shown next to the fields, the failure needs no other message (product-rules §8).
        setFormError(null);
        setFailureShown(null);
        return;
      }
      // `fallback` replaces the operation's own message when the call serves another purpose (a resend).
      setFormError(fallback && !failure.serverText ? fallback : errorText(failure));
      setFailureShown(summary);
    },
    [fields, setError],
  );

  const clear = useCallback(() => {
    setFormError(null);
    setFailureShown(null);
  }, []);
  return { formError, failure: failureShown, report, clear };
}
