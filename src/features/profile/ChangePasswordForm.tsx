import { Alert, Button, Group, Stack } from "@mantine/core";
import { messages } from "@kubecloud/sdk";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { CheckIcon } from "../../components/icons.tsx";
import { NewPasswordPair } from "../../components/password/PasswordFields.tsx";
import { texts } from "../../config/texts.ts";
import { useApi } from "../../lib/api-context.ts";
import { claimEventsFor, useClaimEvents, type ShowsEvent } from "../../lib/shown-events.ts";
import { newPasswordSchema, type NewPasswordInput, type NewPasswordValues } from "../../lib/password-schema.ts";
import { useZodForm } from "../../lib/use-zod-form.ts";
import { useServerErrors, type FieldTarget } from "../../lib/server-errors.ts";
import { FormErrorAlert } from "../../components/feedback/FormErrorAlert.tsx";

const serverFields: Record<string, FieldTarget<NewPasswordInput>> = {
  Password: { name: "password", label: "Password" },
  ConfirmPassword: { name: "confirm_password", label: "Confirm password" },
};

/**
 * PUT /v1/user/change_password. The server changes the password of whatever email it is sent, so the
 * form always sends the signed-in user's own and never asks for one.
 */
function useChangePassword() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ email, values }: { email: string; values: NewPasswordValues }) => {
      claimEventsFor(isPasswordChange); // the server sends it before its answer
      return api.call("put", "/v1/user/change_password", { body: { email, ...values } });
    },
    meta: { loadingMessage: texts.loading.updatingPassword, errorToast: false },
  });
}

type Outcome = { kind: "changed" } | { kind: "no-user" } | null;

const isPasswordChange: ShowsEvent = (event) => event.data.status === "password_changed";

/** New password and confirmation for the signed-in account (`email` is undefined when no user is loaded). */
export function ChangePasswordForm({ email }: { email: string | undefined }) {
  const form = useZodForm(newPasswordSchema, {
    defaultValues: { password: "", confirm_password: "" },
  });
  const server = useServerErrors(form.setError, serverFields);
  const change = useChangePassword();
  const [outcome, setOutcome] = useState<Outcome>(null);
  // The form says "Password changed": the server's own event about it adds no toast (one outcome, one message).
  useClaimEvents(outcome?.kind === "changed", isPasswordChange);

  async function submit(values: NewPasswordValues) {
    if (change.isPending) return;
    server.clear();
    setOutcome(null);
    // product-rules §5: no loaded user, no change (the server would change whichever email it is sent).
    if (!email) {
      setOutcome({ kind: "no-user" });
      return;
    }
    try {
      await change.mutateAsync({ email, values });
    } catch (error) {
      server.report(error);
      return;
    }
    form.reset();
    setOutcome({ kind: "changed" });
  }

  return (
    <form onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate>
      <Stack gap="md" maw={440}>
        {/* Tells password managers whose password this is. */}
        <input type="email" name="username" autoComplete="username" value={email ?? ""} readOnly hidden />
        <NewPasswordPair form={form} label="New password" />
        {outcome?.kind === "no-user" && (
          <FormErrorAlert title={messages.calls.profileUpdate}>{messages.calls.userNotLoggedIn}</FormErrorAlert>
        )}
        {server.failure && <FormErrorAlert title={server.failure.title}>{server.failure.detail}</FormErrorAlert>}
        {outcome?.kind === "changed" && (
          <Alert color="green" variant="light" icon={<CheckIcon />} role="status" title="Password changed">
            Use your new password the next time you sign in.
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={change.isPending}>
            Change Password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
