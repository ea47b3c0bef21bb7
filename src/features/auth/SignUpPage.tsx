import { TextInput } from "@mantine/core";

import { useNavigate } from "react-router-dom";
import { paths } from "../../config/paths.ts";
import { usePageMeta } from "../../lib/use-page-meta.ts";
import { showToast } from "../../components/feedback/toasts.tsx";
import { AuthCard, AuthForm } from "./AuthCard.tsx";
import { useRegister } from "./mutations.ts";
import { NewPasswordPair } from "../../components/password/PasswordFields.tsx";
import { registrationMemory } from "./registration-memory.ts";
import { signUpSchema, type SignUpInput, type SignUpValues } from "./schemas.ts";
import { EmailField } from "../../components/EmailField.tsx";
import { useZodForm } from "../../lib/use-zod-form.ts";
import { useServerErrors, type FieldTarget } from "../../lib/server-errors.ts";
import { texts } from "../../config/texts.ts";

const serverFields: Record<string, FieldTarget<SignUpInput>> = {
  Name: { name: "name", label: "Username" },
  Email: { name: "email", label: "Email" },
  Password: { name: "password", label: "Password" },
  ConfirmPassword: { name: "confirm_password", label: "Confirm password" },
};

const verifyPath = (email: string) => `${paths.verify}?email=${encodeURIComponent(email)}`;

export function SignUpPage() {
  usePageMeta("Create Account", "Create a KubeCloud account and deploy Kubernetes clusters on the grid.");
  const navigate = useNavigate();
  const registration = useRegister();
  const form = useZodForm(signUpSchema, {
    defaultValues: { name: "", email: "", password: "", confirm_password: "" },
  });
  const { errors } = form.formState;
  const server = useServerErrors(form.setError, serverFields);

  async function submit(values: SignUpValues) {
    server.clear();
    try {
      await registration.mutateAsync(values);
    } catch (error) {
      server.report(error);
      return;
    }
    // In memory only (it holds the password): the verify screen resends the code with it.
    registrationMemory.remember(values);
    showToast({ severity: "success", message: texts.success.verificationCodeSent });
    await navigate(verifyPath(values.email));
  }

  return (
    <AuthCard
      title="Create Account"
      subtitle="Join KubeCloud and deploy your first cluster in minutes"
      footer={{ question: "Already have an account?", to: paths.signIn, link: "Sign in" }}
    >
      <AuthForm
        onSubmit={form.handleSubmit(submit)}
        failure={server.failure}
        submitLabel="Create Account"
        submitting={registration.isPending}
      >
        <TextInput
          label="Username"
          autoComplete="nickname"
          required
          error={errors.name?.message}
          {...form.register("name")}
        />
        <EmailField error={errors.email?.message} {...form.register("email")} />
        <NewPasswordPair form={form} label="Password" />
      </AuthForm>
    </AuthCard>
  );
}
