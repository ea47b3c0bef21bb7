import type { ResetCodeSent } from "@kubecloud/sdk";
import { Button, Group, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import { paths } from "../../config/paths.ts";
import { usePageMeta } from "../../lib/use-page-meta.ts";
import { AuthCard, AuthForm } from "./AuthCard.tsx";
import { CodeField, ResendCodeButton } from "./CodeFields.tsx";
import { useSendResetCode, useVerifyResetCode } from "./mutations.ts";
import {
  forgotEmailSchema,
  resetCodeSchema,
  type ForgotEmailInput,
  type ForgotEmailValues,
  type ResetCodeInput,
  type ResetCodeValues,
} from "./schemas.ts";
import { EmailField } from "../../components/EmailField.tsx";
import { useZodForm } from "../../lib/use-zod-form.ts";
import { useServerErrors, type FieldTarget } from "../../lib/server-errors.ts";

const emailFields: Record<string, FieldTarget<ForgotEmailInput>> = { Email: { name: "email", label: "Email" } };
const codeFields: Record<string, FieldTarget<ResetCodeInput>> = { Code: { name: "code", label: "Verification code" } };

/** Where a code may have gone (the page never says whether the account exists). */
type Sent = Pick<ResetCodeSent, "email">;

/** Forgot password: step 1 asks for the email, step 2 for the emailed code; then the reset screen. */
export function ForgotPasswordPage() {
  usePageMeta("Forgot Password", "Get a code to reset your KubeCloud password.");
  const [email, setEmail] = useState("");
  const [sent, setSent] = useState<Sent | null>(null);
  return (
    <AuthCard
      title="Forgot Password"
      subtitle={sent ? "Enter the verification code sent to your email." : "Enter your email to receive a reset code."}
      footer={{ question: "Remembered it?", to: paths.signIn, link: "Back to sign in" }}
    >
      {sent ? (
        <CodeStep sent={sent} onChangeEmail={() => setSent(null)} />
      ) : (
        <EmailStep
          email={email}
          onSent={(next) => {
            setEmail(next.email);
            setSent(next);
          }}
        />
      )}
    </AuthCard>
  );
}

function EmailStep({ email, onSent }: { email: string; onSent: (sent: Sent) => void }) {
  const sendCode = useSendResetCode();
  const form = useZodForm(forgotEmailSchema, {
    defaultValues: { email },
  });
  const server = useServerErrors(form.setError, emailFields);
  useEffect(() => form.setFocus("email"), [form]);

  async function submit(values: ForgotEmailValues) {
    server.clear();
    try {
      await sendCode.mutateAsync(values.email);
      onSent({ email: values.email });
    } catch (error) {
      server.report(error);
    }
  }

  return (
    <AuthForm
      onSubmit={form.handleSubmit(submit)}
      failure={server.failure}
      submitLabel="Send Reset Code"
      submitting={sendCode.isPending}
    >
      <EmailField error={form.formState.errors.email?.message} {...form.register("email")} />
    </AuthForm>
  );
}

function CodeStep({ sent, onChangeEmail }: { sent: Sent; onChangeEmail: () => void }) {
  const navigate = useNavigate();
  const verifyCode = useVerifyResetCode();
  const sendCode = useSendResetCode();
  const form = useZodForm(resetCodeSchema, {
    defaultValues: { code: "" },
  });
  const server = useServerErrors(form.setError, codeFields);
  // Step 2 replaced step 1: keyboard and screen reader users continue in the code field.
  useEffect(() => form.setFocus("code"), [form]);

  async function submit(values: ResetCodeValues) {
    server.clear();
    try {
      await verifyCode.mutateAsync({ email: sent.email, code: values.code });
    } catch (error) {
      server.report(error);
      return;
    }
    await navigate(paths.resetPassword);
  }

  /** Asks for another code for the same email; true when one went out. */
  async function resendCode(): Promise<boolean> {
    server.clear();
    try {
      await sendCode.mutateAsync(sent.email);
      return true;
    } catch (error) {
      server.report(error);
      return false;
    }
  }

  return (
    <AuthForm
      onSubmit={form.handleSubmit(submit)}
      intro={
        <Text size="sm">
          If an account exists for <strong>{sent.email}</strong>, we have sent a code to it.
        </Text>
      }
      failure={server.failure}
      submitLabel="Verify Code"
      submitting={verifyCode.isPending}
      extra={
        <Group justify="space-between" gap="xs">
          <Button variant="subtle" size="compact-sm" onClick={onChangeEmail}>
            Use a Different Email
          </Button>
          <ResendCodeButton resend={resendCode} pending={sendCode.isPending} />
        </Group>
      }
    >
      <CodeField
        placeholder="Enter 4-6 digit code"
        error={form.formState.errors.code?.message}
        {...form.register("code")}
      />
    </AuthForm>
  );
}
