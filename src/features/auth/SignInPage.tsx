import { Alert, Anchor, Stack } from "@mantine/core";

import { Link, useLocation, useNavigate } from "react-router-dom";
import { authScreens, dashboardPath, paths } from "../../config/paths.ts";
import { usePageMeta } from "../../lib/use-page-meta.ts";
import { showToast } from "../../components/feedback/toasts.tsx";
import { AuthCard, AuthForm } from "./AuthCard.tsx";
import { useSignIn } from "./mutations.ts";
import { CurrentPasswordField } from "../../components/password/PasswordFields.tsx";
import type { SignInValues } from "./schemas.ts";
import { EmailField } from "../../components/EmailField.tsx";
import { useServerForm } from "../../lib/use-server-form.ts";
import { serverFields } from "./server-fields.ts";
import { signInStateOf } from "../../lib/session/sign-in-state.ts";
import { texts } from "../../config/texts.ts";
import { InfoIcon } from "../../components/icons.tsx";

// Zod loads when the form first checks a field, not with the page (lib/use-zod-form.ts).
const loadSignInSchema = () => import("./schemas.ts").then((schemas) => schemas.signInSchema);
const fields = serverFields("Email", "Password");

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
  const { field, attempt, formProps } = useServerForm(loadSignInSchema, { email: "", password: "" }, fields);
  const arrival = signInStateOf(location.state);

  async function submit(values: SignInValues) {
    if (!(await attempt(() => signIn.mutateAsync(values)))) return;
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
        {...formProps(submit, signIn.isPending)}
        intro={
          arrival.expired && (
            <Alert color="blue" variant="light" icon={<InfoIcon />} title={texts.session.expiredTitle} role="status">
              {arrival.from ? texts.session.expiredBack : texts.session.expiredAgain}
            </Alert>
          )
        }
        submitLabel="Sign In"
      >
        <EmailField autoComplete="username" {...field("email")} />
        <Stack gap={6}>
          <CurrentPasswordField {...field("password")} />
          <Anchor component={Link} to={paths.forgotPassword} size="sm" style={{ alignSelf: "flex-end" }}>
            Forgot Password?
          </Anchor>
        </Stack>
      </AuthForm>
    </AuthCard>
  );
}
