import { zodResolver } from "@hookform/resolvers/zod";
import { Button, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router-dom";
import { adminPath } from "../../config/admin.ts";
import { useServerErrors, type FieldTarget } from "../../lib/server-errors.ts";
import { adminSignInSchema, type AdminSignInValues } from "./schemas.ts";
import { NotAnAdminError, useAdminSignIn } from "./use-admin-sign-in.ts";
import { FormErrorAlert } from "../../components/feedback/FormErrorAlert.tsx";

const serverFields: Record<string, FieldTarget<AdminSignInValues>> = {
  Email: { name: "email", label: "Email" },
  Password: { name: "password", label: "Password" },
};

/** Email and password; only an administrator gets through, to the maintenance switch. */
export function AdminSignInForm() {
  const navigate = useNavigate();
  const signIn = useAdminSignIn();
  const form = useForm<AdminSignInValues>({
    resolver: zodResolver(adminSignInSchema),
    defaultValues: { email: "", password: "" },
    mode: "onTouched",
  });
  const { errors } = form.formState;
  const server = useServerErrors(form.setError, serverFields);
  const [refused, setRefused] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);

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
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          required
          data-autofocus
          error={errors.email?.message}
          {...form.register("email")}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          visible={showPassword}
          onVisibilityChange={setShowPassword}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ "aria-label": showPassword ? "Hide password" : "Show password" }}
          aria-invalid={errors.password ? true : undefined}
          error={errors.password?.message}
          {...form.register("password")}
        />
        <Button type="submit" fullWidth loading={signIn.isPending}>
          Sign In as Administrator
        </Button>
      </Stack>
    </form>
  );
}
