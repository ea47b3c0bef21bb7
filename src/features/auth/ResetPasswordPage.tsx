import { Button, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { paths } from "../../config/paths.ts";
import { usePageMeta } from "../../lib/use-page-meta.ts";
import { showToast } from "../../components/feedback/toasts.tsx";
import { useSessionStore } from "../../lib/session/session-context.ts";
import type { ResetSession } from "../../lib/session/session-store.ts";
import { AuthCard, AuthForm } from "./AuthCard.tsx";
import { useResetPassword } from "./mutations.ts";
import { NewPasswordPair } from "../../components/password/PasswordFields.tsx";
import { resetPasswordSchema, type ResetPasswordValues } from "./schemas.ts";
import { useServerForm } from "../../lib/use-server-form.ts";
import { serverFields } from "./server-fields.ts";

const fields = serverFields("Password", "ConfirmPassword");

/**
 * Reset password, for the account of the reset session that the forgot-password code started (15
 * minutes). Without a live reset session there is nothing to reset: the screen says so.
 */
export function ResetPasswordPage() {
  usePageMeta("Reset Password", "Choose a new password for your KubeCloud account.");
  const session = useSessionStore();
  const [reset, setReset] = useState<ResetSession | null>(() => session.getReset());
  return reset ? <ResetForm reset={reset} onExpired={() => setReset(null)} /> : <ResetExpired />;
}

function ResetExpired() {
  return (
    <AuthCard title="Reset Password" subtitle="This password reset has expired or was never started.">
      <Stack gap="md">
        <Text size="sm">
          A reset stays open for 15 minutes after you enter the emailed code. Ask for a new code to choose a new
          password.
        </Text>
        <Button component={Link} to={paths.forgotPassword} fullWidth>
          Get a New Reset Code
        </Button>
      </Stack>
    </AuthCard>
  );
}

function ResetForm({ reset, onExpired }: { reset: ResetSession; onExpired: () => void }) {
  const navigate = useNavigate();
  const session = useSessionStore();
  const changePassword = useResetPassword();
  const { form, attempt, formProps } = useServerForm(
    resetPasswordSchema,
    { password: "", confirm_password: "" },
    fields,
  );

  async function submit(values: ResetPasswordValues) {
    // The 15 minutes may have run out while the form was open.
    const current = session.getReset();
    if (!current) {
      onExpired();
      return;
    }
    if (!(await attempt(() => changePassword.mutateAsync({ reset: current, values })))) return;
    session.clearReset();
    showToast({ severity: "success", title: "Password updated", message: "Sign in with your new password." });
    await navigate(paths.signIn, { replace: true });
  }

  return (
    <AuthCard
      title="Reset Password"
      subtitle="Choose a new password for your account."
      footer={{ question: "Changed your mind?", to: paths.signIn, link: "Back to sign in" }}
    >
      <AuthForm {...formProps(submit, changePassword.isPending)} submitLabel="Reset Password">
        {/* Read-only: the reset belongs to this account. It also tells password managers whose password this is. */}
        <TextInput label="Email" type="email" autoComplete="username" value={reset.email} readOnly variant="filled" />
        <NewPasswordPair form={form} label="New password" />
      </AuthForm>
    </AuthCard>
  );
}
