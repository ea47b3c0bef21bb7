import { TextInput } from "@mantine/core";

import { useNavigate } from "react-router-dom";
import { paths } from "../../config/paths.ts";
import { usePageMeta } from "../../lib/use-page-meta.ts";
import { showToast } from "../../components/feedback/toasts.tsx";
import { AuthCard, AuthForm } from "./AuthCard.tsx";
import { useRegister } from "./mutations.ts";
import { NewPasswordPair } from "../../components/password/PasswordFields.tsx";
import { registrationMemory } from "./registration-memory.ts";
import type { SignUpValues } from "./schemas.ts";
import { EmailField } from "../../components/EmailField.tsx";
import { useServerForm } from "../../lib/use-server-form.ts";
import { serverFields } from "./server-fields.ts";
import { texts } from "../../config/texts.ts";

// Zod loads when the form first checks a field, not with the page (lib/use-zod-form.ts).
const loadSignUpSchema = () => import("./schemas.ts").then((schemas) => schemas.signUpSchema);
const fields = serverFields("Name", "Email", "Password", "ConfirmPassword");

const verifyPath = (email: string) => `${paths.verify}?email=${encodeURIComponent(email)}`;

export function SignUpPage() {
  usePageMeta("Create Account", "Create a KubeCloud account and deploy Kubernetes clusters on the grid.");
  const navigate = useNavigate();
  const registration = useRegister();
  const { form, field, attempt, formProps } = useServerForm(
    loadSignUpSchema,
    { name: "", email: "", password: "", confirm_password: "" },
    fields,
  );

  async function submit(values: SignUpValues) {
    if (!(await attempt(() => registration.mutateAsync(values)))) return;
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
      <AuthForm {...formProps(submit, registration.isPending)} submitLabel="Create Account">
        <TextInput label="Username" autoComplete="nickname" required {...field("name")} />
        <EmailField {...field("email")} />
        <NewPasswordPair form={form} label="Password" />
      </AuthForm>
    </AuthCard>
  );
}
