import { Alert } from "@mantine/core";
import type { ReactNode } from "react";
import { ErrorIcon } from "../icons.tsx";

/** The red alert under a form (or in a dialog) that says why the server refused or failed what was sent. */
export function FormErrorAlert({ title, children }: { title?: ReactNode; children: ReactNode }) {
  return (
    <Alert color="red" variant="light" icon={<ErrorIcon />} role="alert" title={title}>
      {children}
    </Alert>
  );
}
