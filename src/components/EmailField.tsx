import { TextInput, type TextInputProps } from "@mantine/core";
import type { Ref } from "react";

type EmailFieldProps = Omit<TextInputProps, "label" | "type"> & { ref?: Ref<HTMLInputElement> };

/** The required "Email" field of the sign-in and sign-up forms (`autoComplete` "email" unless told otherwise). */
export function EmailField({ autoComplete = "email", ...props }: EmailFieldProps) {
  return <TextInput label="Email" type="email" autoComplete={autoComplete} required {...props} />;
}
