import { Anchor, Group, Text } from "@mantine/core";
import { messages } from "@kubecloud/sdk";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { dashboardPath, paths } from "../../config/paths.ts";
import { usePageMeta } from "../../lib/use-page-meta.ts";
import { AuthCard, AuthForm, FormAlert } from "./AuthCard.tsx";
import { CodeField, ResendCodeButton } from "./CodeFields.tsx";
import { useRegister, useVerifyRegistration } from "./mutations.ts";
import { registrationMemory } from "./registration-memory.ts";
import { verifySchema, type VerifyValues } from "./schemas.ts";
import { EmailField } from "../../components/EmailField.tsx";
import { useServerForm } from "../../lib/use-server-form.ts";
import { serverFields } from "./server-fields.ts";
import { texts } from "../../config/texts.ts";

const fields = serverFields("Email", "Code");

export function VerifyPage() {
  usePageMeta("Verify Your Email", "Enter the code sent to your email to finish signing up.");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const verify = useVerifyRegistration();
  const resend = useRegister(texts.loading.resendingCode);
  const [noRegistration, setNoRegistration] = useState(false);
  const { form, server, field, attempt, formProps } = useServerForm(
    verifySchema,
    { email: params.get("email") ?? "", code: "" },
    fields,
  );

  async function submit(values: VerifyValues) {
    setNoRegistration(false);
    if (!(await attempt(() => verify.mutateAsync(values)))) return;
    registrationMemory.forget();
    // The answer carries the tokens: no waiting for a live event (the old console hung here).
    await navigate(dashboardPath(), { replace: true });
  }

  /** Re-posts the registration kept in memory for the typed email; true when a code went out. */
  async function resendCode(): Promise<boolean> {
    server.clear();
    setNoRegistration(false);
    if (!(await form.trigger("email"))) return false;
    const payload = registrationMemory.forEmail(form.getValues("email"));
    if (!payload) {
      setNoRegistration(true);
      return false;
    }
    return attempt(() => resend.mutateAsync(payload), messages.calls.resendVerification);
  }

  return (
    <AuthCard
      title="Verify Your Email"
      subtitle="Enter the verification code we sent to your email."
      footer={{ question: "Already verified?", to: paths.signIn, link: "Sign in" }}
    >
      <AuthForm
        {...formProps(submit, verify.isPending)}
        intro={noRegistration && <NoRegistrationAlert />}
        submitLabel="Verify"
        extra={<ResendCodePrompt resend={resendCode} pending={resend.isPending} />}
      >
        <EmailField {...field("email")} />
        <CodeField placeholder="4-6 digit code" {...field("code")} />
      </AuthForm>
    </AuthCard>
  );
}

/** The typed email has no registration kept in this page's memory: a new code needs a new sign-up. */
function NoRegistrationAlert() {
  return (
    <FormAlert title="Can't resend the code">
      {messages.calls.noRegistrationData}. Registration details are kept only until the page is reloaded.{" "}
      <Anchor component={Link} to={paths.signUp} inherit fw={600}>
        Sign Up Again
      </Anchor>{" "}
      to get a new code.
    </FormAlert>
  );
}

/** "Didn't receive a code?" and the resend button (with its cooldown). */
function ResendCodePrompt({ resend, pending }: { resend: () => Promise<boolean>; pending: boolean }) {
  return (
    <Group gap={4} justify="center">
      <Text size="sm" c="dimmed">
        Didn&apos;t receive a code?
      </Text>
      <ResendCodeButton resend={resend} pending={pending} />
    </Group>
  );
}
