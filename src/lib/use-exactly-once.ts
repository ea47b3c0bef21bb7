import { isKubeCloudError, messages, type KubeCloudError } from "@kubecloud/sdk";
import { useMutation, useQueryClient, type QueryKey, type UseMutationOptions } from "@tanstack/react-query";
import { useRef, useState } from "react";

// Money and state changes happen exactly once (product-rules §4). The API takes no idempotency key, so a
// second request is a second charge, credit, batch or deployment. Hence: a second click, a second Enter or a
// second `handleSubmit` while one runs sends nothing; no mutation is ever retried by itself; and a request
// that got no answer (a timeout, a dropped connection) may still have been carried out, so before the user
// can try again the state it changes is read again and the screen says what to check.

/** How one attempt ended. */
export type Attempt<T> =
  /** The server did it. */
  | { status: "done"; data: T }
  /** The server refused it (or it never left: a card the provider refused, an expired session). */
  | { status: "failed"; error: unknown }
  /** No answer: it may have happened. What it changes has been read again. */
  | { status: "unconfirmed"; error: KubeCloudError }
  /** The same action was already in flight, so nothing was sent. */
  | { status: "ignored" };

export interface ExactlyOnceOptions<TData, TVariables> extends Omit<
  UseMutationOptions<TData, Error, TVariables>,
  "mutationFn" | "retry" | "retryDelay"
> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** The queries that show whether it happened, read again after an attempt that got no answer. */
  recheck: (variables: TVariables) => readonly QueryKey[];
  /**
   * What may run side by side: actions with different keys (reservations of two nodes) do; by default one
   * at a time. With a `mutationKey`, a pending mutation of that key started elsewhere in the app counts too.
   */
  flightKey?: (variables: TVariables) => string | number;
}

const noAnswerCodes = new Set<string>([
  messages.errors.timeoutCode,
  messages.errors.networkCode,
  messages.errors.invalidResponseCode,
]);

/**
 * True when a failure says nothing about whether the server acted: no answer in time, the connection lost,
 * an answer that could not be read, or a gateway that timed out waiting for the server (504: the server
 * behind it may still act).
 */
export function outcomeUnknown(error: unknown): error is KubeCloudError {
  return isKubeCloudError(error) && (noAnswerCodes.has(error.code) || error.status === 504);
}

/** Why the outcome is unknown, as the start of a sentence ("…, so your card may have been charged"). */
export function noAnswerText(error: KubeCloudError): string {
  if (error.code === messages.errors.networkCode) return "The connection was lost before the server answered";
  if (error.code === messages.errors.invalidResponseCode) return "The server's answer could not be read";
  return "The server did not answer in time";
}

const ONE_AT_A_TIME = "one";

/**
 * A mutation that happens at most once per user action (see above). `run(variables)` resolves with how the
 * attempt ended and never rejects; `pending` stays true until an unanswered attempt's state has been read
 * again, so a control disabled by it offers the retry only then. `unconfirmed` says the last attempt got no
 * answer (the screen tells the user what to check).
 */
export function useExactlyOnce<TData, TVariables = void>({
  recheck,
  flightKey,
  ...options
}: ExactlyOnceOptions<TData, TVariables>) {
  const queryClient = useQueryClient();
  const mutation = useMutation<TData, Error, TVariables>({ ...options, retry: false });
  // A ref, not state: a second trigger can come before React has rendered the first one's pending state.
  const inFlight = useRef(new Set<string | number>());
  const [running, setRunning] = useState(0);
  const [rechecking, setRechecking] = useState(0);
  const keyOf = (variables: TVariables) => (flightKey ? flightKey(variables) : ONE_AT_A_TIME);

  function busyElsewhere(key: string | number): boolean {
    if (!options.mutationKey) return false;
    return queryClient
      .getMutationCache()
      .findAll({ mutationKey: options.mutationKey, status: "pending" })
      .some((pending) => keyOf(pending.state.variables as TVariables) === key);
  }

  async function reread(variables: TVariables) {
    setRechecking((n) => n + 1);
    try {
      await Promise.all(
        recheck(variables).map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: "all" })),
      );
    } catch {
      // A re-read that fails leaves the screen as it was; the user is still told to check before retrying.
    } finally {
      setRechecking((n) => n - 1);
    }
  }

  async function run(variables: TVariables): Promise<Attempt<TData>> {
    const key = keyOf(variables);
    if (inFlight.current.has(key) || busyElsewhere(key)) return { status: "ignored" };
    inFlight.current.add(key);
    setRunning((n) => n + 1);
    try {
      return { status: "done", data: await mutation.mutateAsync(variables) };
    } catch (error) {
      if (!outcomeUnknown(error)) return { status: "failed", error };
      await reread(variables);
      return { status: "unconfirmed", error };
    } finally {
      inFlight.current.delete(key);
      setRunning((n) => n - 1);
    }
  }

  return {
    run,
    /** In flight, or re-reading after an attempt that got no answer. */
    pending: running > 0 || mutation.isPending,
    rechecking: rechecking > 0,
    /** The last attempt got no answer (cleared by the next attempt or `reset`). */
    unconfirmed: mutation.isError && outcomeUnknown(mutation.error),
    error: mutation.error,
    variables: mutation.variables,
    reset: mutation.reset,
  };
}
