import { Button, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { adminPath } from "../../config/admin.ts";
import { EmailField } from "../../components/EmailField.tsx";
import { useServerForm } from "../../lib/use-server-form.ts";
import { adminSignInSchema, type AdminSignInValues } from "./schemas.ts";
import { NotAnAdminError, useAdminSignIn } from "./use-admin-sign-in.ts";
import { CurrentPasswordField } from "../../components/password/PasswordFields.tsx";
import { FormErrorAlert } from "../../components/feedback/FormErrorAlert.tsx";

const serverFields = {
  Email: { name: "email", label: "Email" },
  Password: { name: "password", label: "Password" },
} as const;

/** Email and password; only an administrator gets through, to the maintenance switch. */
export function AdminSignInForm() {
  const navigate = useNavigate();
  const signIn = useAdminSignIn();
  const { form, server, field } = useServerForm(adminSignInSchema, { email: "", password: "" }, serverFields);
  const [refused, setRefused] = useState<string | null>(null);

  async function submit(values: AdminSignInValues) {
    server.clear();
    setRefused(null);
    try {
      await signIn.mutateAsync(values);
    } catch (error) {
      if (error instanceof NotAnAdminError) setRefused(error.message);
      else server.report(error);
      return;
    }
    await navigate(adminPath("maintenance"));
  }

  const failure = refused ?? server.formError;
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)}>
      <Stack>
        <Text size="sm">
          The console is closed for maintenance. Administrators can sign in here to reach the admin panel.
        </Text>
        {failure && <FormErrorAlert>{failure}</FormErrorAlert>}
        <EmailField autoComplete="username" data-autofocus {...field("email")} />
        <CurrentPasswordField {...field("password")} />
        <Button type="submit" fullWidth loading={signIn.isPending}>
          Sign In as Administrator
        </Button>
      </Stack>
    </form>
  );
}
