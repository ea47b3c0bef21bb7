import type { ResetCodeSent } from "@kubecloud/sdk";
import { Button, Group, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import { paths } from "../../config/paths.ts";
import { usePageMeta } from "../../lib/use-page-meta.ts";
import { AuthCard, AuthForm } from "./AuthCard.tsx";
import { CodeField, ResendCodeButton } from "./CodeFields.tsx";
import { useSendResetCode, useVerifyResetCode } from "./mutations.ts";
import { forgotEmailSchema, resetCodeSchema, type ForgotEmailValues, type ResetCodeValues } from "./schemas.ts";
import { EmailField } from "../../components/EmailField.tsx";
import { useServerForm } from "../../lib/use-server-form.ts";
import { serverFields } from "./server-fields.ts";

const emailFields = serverFields("Email");
const codeFields = serverFields("Code");

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
  const { form, field, attempt, formProps } = useServerForm(forgotEmailSchema, { email }, emailFields);
  useEffect(() => form.setFocus("email"), [form]);

  async function submit(values: ForgotEmailValues) {
    if (await attempt(() => sendCode.mutateAsync(values.email))) onSent({ email: values.email });
  }

  return (
    <AuthForm {...formProps(submit, sendCode.isPending)} submitLabel="Send Reset Code">
      <EmailField {...field("email")} />
    </AuthForm>
  );
}

function CodeStep({ sent, onChangeEmail }: { sent: Sent; onChangeEmail: () => void }) {
  const navigate = useNavigate();
  const verifyCode = useVerifyResetCode();
  const sendCode = useSendResetCode();
  const { form, field, attempt, formProps } = useServerForm(resetCodeSchema, { code: "" }, codeFields);
  // Step 2 replaced step 1: keyboard and screen reader users continue in the code field.
  useEffect(() => form.setFocus("code"), [form]);

  async function submit(values: ResetCodeValues) {
    if (!(await attempt(() => verifyCode.mutateAsync({ email: sent.email, code: values.code })))) return;
    await navigate(paths.resetPassword);
  }

  /** Asks for another code for the same email; true when one went out. */
  async function resendCode(): Promise<boolean> {
    return attempt(() => sendCode.mutateAsync(sent.email));
  }

  return (
    <AuthForm
      {...formProps(submit, verifyCode.isPending)}
      intro={
        <Text size="sm">
          If an account exists for <strong>{sent.email}</strong>, we have sent a code to it.
        </Text>
      }
      submitLabel="Verify Code"
      extra={
        <Group justify="space-between" gap="xs">
          <Button variant="subtle" size="compact-sm" onClick={onChangeEmail}>
            Use a Different Email
          </Button>
          <ResendCodeButton resend={resendCode} pending={sendCode.isPending} />
        </Group>
      }
    >
      <CodeField placeholder="Enter 4-6 digit code" {...field("code")} />
    </AuthForm>
  );
}
