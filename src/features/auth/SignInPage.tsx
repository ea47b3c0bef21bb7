import { zodResolver } from "@hookform/resolvers/zod";
import { Anchor, Stack, TextInput } from "@mantine/core";

import { useForm } from "react-hook-form";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { authScreens, dashboardPath, paths } from "../../config/paths.ts";
import { usePageMeta } from "../../lib/use-page-meta.ts";
import { showToast } from "../../components/feedback/toasts.tsx";
import { AuthCard, AuthForm, FooterLink } from "./AuthCard.tsx";
import { useSignIn } from "./mutations.ts";
import { PasswordField } from "../../components/password/PasswordFields.tsx";
import { signInSchema, type SignInInput, type SignInValues } from "./schemas.ts";
import { useServerErrors, type FieldTarget } from "../../lib/server-errors.ts";
import { texts } from "../../config/texts.ts";

const serverFields: Record<string, FieldTarget<SignInInput>> = {
  Email: { name: "email", label: "Email" },
  Password: { name: "password", label: "Password" },
};

/** Where to go after signing in: where the guard stopped the user (`state.from`), else the dashboard. */
function destination(state: unknown): string {
  const from = typeof state === "object" && state !== null ? (state as { from?: unknown }).from : undefined;
  if (typeof from !== "string" || !from.startsWith("/") || from.startsWith("//")) return dashboardPath();
  return authScreens.includes(from.split(/[?#]/)[0]) ? dashboardPath() : from;
}

export function SignInPage() {
  usePageMeta("Sign in", "Sign in to your KubeCloud account.");
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useSignIn();
  const form = useForm<SignInInput, unknown, SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: "", password: "" },
    mode: "onTouched",
  });
  const { errors } = form.formState;
  const server = useServerErrors(form.setError, serverFields);

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
      footer={
        <FooterLink question="Don't have an account?" to={paths.signUp}>
          Sign up
        </FooterLink>
      }
    >
      <AuthForm
        onSubmit={form.handleSubmit(submit)}
        error={server.formError}
        submitLabel="Sign In"
        submitting={signIn.isPending}
      >
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          required
          error={errors.email?.message}
          {...form.register("email")}
        />
        <Stack gap={6}>
          <PasswordField
            label="Password"
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...form.register("password")}
          />
          <Anchor component={Link} to={paths.forgotPassword} size="sm" style={{ alignSelf: "flex-end" }}>
            Forgot Password?
          </Anchor>
        </Stack>
      </AuthForm>
    </AuthCard>
  );
}
