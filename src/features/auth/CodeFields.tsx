import { Button, TextInput, type TextInputProps } from "@mantine/core";

import type { Ref } from "react";
import { showToast } from "../../components/feedback/toasts.tsx";
import { useCooldown } from "./use-cooldown.ts";
import { texts } from "../../config/texts.ts";

/** The emailed code (verify and forgot-password): digits only, filled in by the phone's one-time-code hint. */
export function CodeField(props: Omit<TextInputProps, "label"> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <TextInput
      label="Verification code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      required
      {...props}
    />
  );
}

/**
 * "Resend Code", resting 30 s after each code sent. `resend` reports whether a code went out; then the
 * button says so and starts the rest.
 */
export function ResendCodeButton({ resend, pending }: { resend: () => Promise<boolean>; pending: boolean }) {
  const cooldown = useCooldown();
  const waiting = cooldown.secondsLeft > 0;
  async function onClick() {
    if (!(await resend())) return;
    showToast({ severity: "success", message: texts.success.verificationCodeSent });
    cooldown.start();
  }
  return (
    <Button variant="subtle" size="compact-sm" onClick={() => void onClick()} loading={pending} disabled={waiting}>
      {waiting ? `Resend Code (${cooldown.secondsLeft}s)` : "Resend Code"}
    </Button>
  );
}
