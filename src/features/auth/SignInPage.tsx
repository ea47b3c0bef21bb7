import { Alert, Anchor, Stack } from "@mantine/core";

import { Link, useLocation, useNavigate } from "react-router-dom";
import { authScreens, dashboardPath, paths } from "../../config/paths.ts";
import { usePageMeta } from "../../lib/use-page-meta.ts";
import { showToast } from "../../components/feedback/toasts.tsx";
import { AuthCard, AuthForm } from "./AuthCard.tsx";
import { useSignIn } from "./mutations.ts";
import { CurrentPasswordField } from "../../components/password/PasswordFields.tsx";
import { signInSchema, type SignInInput, type SignInValues } from "./schemas.ts";
import { EmailField } from "../../components/EmailField.tsx";
import { useZodForm } from "../../lib/use-zod-form.ts";
import { useServerErrors, type FieldTarget } from "../../lib/server-errors.ts";
import { signInStateOf } from "../../lib/session/sign-in-state.ts";
import { texts } from "../../config/texts.ts";
import { InfoIcon } from "../../components/icons.tsx";

const serverFields: Record<string, FieldTarget<SignInInput>> = {
  Email: { name: "email", label: "Email" },
  Password: { name: "password", label: "Password" },
};

/**
 * Where to go after signing in: where the guard stopped the user, or where their session expired (`state.from`),
 * else the dashboard.
 */
function destination(state: unknown): string {
  const { from } = signInStateOf(state);
  if (from === undefined || !from.startsWith("/") || from.startsWith("//")) return dashboardPath();
  return authScreens.includes(from.split(/[?#]/)[0]) ? dashboardPath() : from;
}

export function SignInPage() {
  usePageMeta("Sign In", "Sign in to your KubeCloud account.");
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useSignIn();
  const form = useZodForm(signInSchema, {
    defaultValues: { email: "", password: "" },
  });
  const { errors } = form.formState;
  const server = useServerErrors(form.setError, serverFields);
  const arrival = signInStateOf(location.state);

  async function submit(values: SignInValues) {
    server.clear();
    try {
      await signIn.mutateAsync(values);
    } catch (error) {
      server.report(error);
      return;
    }
    showToast({ severity: "success", message: texts.success.welcomeBack });
    await navigate(destination(location.state), { replace: true });
  }

  return (
    <AuthCard
      title="Welcome back!"
      subtitle="Sign in to your KubeCloud account"
      footer={{ question: "Don't have an account?", to: paths.signUp, link: "Sign up" }}
    >
      <AuthForm
        onSubmit={form.handleSubmit(submit)}
        intro={
          arrival.expired && (
            <Alert color="blue" variant="light" icon={<InfoIcon />} title={texts.session.expiredTitle} role="status">
              {arrival.from ? texts.session.expiredBack : texts.session.expiredAgain}
            </Alert>
          )
        }
        failure={server.failure}
        submitLabel="Sign In"
        submitting={signIn.isPending}
      >
        <EmailField autoComplete="username" error={errors.email?.message} {...form.register("email")} />
        <Stack gap={6}>
          <CurrentPasswordField error={errors.password?.message} {...form.register("password")} />
          <Anchor component={Link} to={paths.forgotPassword} size="sm" style={{ alignSelf: "flex-end" }}>
            Forgot Password?
          </Anchor>
        </Stack>
      </AuthForm>
    </AuthCard>
  );
}
