import { PasswordInput, VisuallyHidden, type PasswordInputProps } from "@mantine/core";
import { useState, type Ref } from "react";
import { useFormState, useWatch, type UseFormReturn } from "react-hook-form";
import { passwordRules } from "../../lib/password-rules.ts";
import { CheckIcon } from "../icons.tsx";
import classes from "./PasswordFields.module.css";

type PasswordFieldProps = Omit<
  PasswordInputProps,
  "visible" | "onVisibilityChange" | "visibilityToggleButtonProps" | "label"
> & {
  label: string;
  ref?: Ref<HTMLInputElement>;
};

/** A password input whose show/hide toggle is reachable by keyboard and says what it will do. */
export function PasswordField({ label, ref, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const noun = label.toLowerCase();
  return (
    <PasswordInput
      ref={ref}
      label={label}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ "aria-label": visible ? `Hide ${noun}` : `Show ${noun}` }}
      // Mantine's PasswordInput leaves aria-invalid off its inner input (its other inputs set it).
      aria-invalid={props.error ? true : undefined}
      {...props}
    />
  );
}

/** The required "Password" of a sign-in form: the account's current password. */
export function CurrentPasswordField(props: Omit<PasswordFieldProps, "label" | "autoComplete" | "required">) {
  return <PasswordField label="Password" autoComplete="current-password" required {...props} />;
}

function Dot() {
  return (
    <svg width={14} height={14} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="4" fill="currentColor" />
    </svg>
  );
}

/** The live strength checklist of a new password. */
function PasswordChecklist({ value }: { value: string }) {
  return (
    <ul className={classes.checklist} aria-label="Password requirements">
      {passwordRules.map((rule) => {
        const met = rule.test(value);
        return (
          <li key={rule.label} className={classes.rule} data-met={met || undefined}>
            {met ? <CheckIcon size={14} /> : <Dot />}
            <span>{rule.label}</span>
            <VisuallyHidden>{met ? "(done)" : "(missing)"}</VisuallyHidden>
          </li>
        );
      })}
    </ul>
  );
}

/** A new password with its strength checklist under it; the checklist is the input's description. */
function NewPasswordField({ checklistValue, ...props }: PasswordFieldProps & { checklistValue: string }) {
  return (
    <PasswordField
      {...props}
      inputWrapperOrder={["label", "input", "error", "description"]}
      descriptionProps={{ component: "div" }}
      description={<PasswordChecklist value={checklistValue} />}
    />
  );
}

/** The fields every form with a new password has. */
interface PasswordPair {
  password: string;
  confirm_password: string;
}

/**
 * A new password (with its checklist) and its confirmation, bound to a react-hook-form form whose
 * values include both. A changed password re-validates a confirmation already typed, because it can
 * make it match or stop matching.
 */
export function NewPasswordPair<T extends PasswordPair>({
  form,
  label,
}: {
  form: UseFormReturn<T, unknown, unknown>;
  label: string;
}) {
  // The form's own type is wider than the pair; these two names exist in every T.
  const pair = form as unknown as UseFormReturn<PasswordPair>;
  const password = useWatch({ control: pair.control, name: "password" });
  const { errors } = useFormState({ control: pair.control, name: ["password", "confirm_password"] });
  const recheckConfirm = () => {
    if (pair.getFieldState("confirm_password").isTouched) void pair.trigger("confirm_password");
  };
  return (
    <>
      <NewPasswordField
        label={label}
        autoComplete="new-password"
        required
        checklistValue={password}
        error={errors.password?.message}
        {...pair.register("password", { onChange: recheckConfirm })}
      />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        required
        error={errors.confirm_password?.message}
        {...pair.register("confirm_password")}
      />
    </>
  );
}
