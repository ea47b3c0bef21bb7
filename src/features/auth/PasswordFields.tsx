import { PasswordInput, VisuallyHidden, type PasswordInputProps } from "@mantine/core";
import { useState, type Ref } from "react";
import { CheckIcon } from "../../components/icons.tsx";
import classes from "./AuthCard.module.css";
import { passwordRules } from "./schemas.ts";

type PasswordFieldProps = Omit<PasswordInputProps, "visible" | "onVisibilityChange" | "visibilityToggleButtonProps" | "label"> & {
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

function Dot() {
  return (
    <svg width={14} height={14} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="4" fill="currentColor" />
    </svg>
  );
}

/** The live strength checklist of a new password (sign-up and reset). */
export function PasswordChecklist({ value }: { value: string }) {
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
export function NewPasswordField({ checklistValue, ...props }: PasswordFieldProps & { checklistValue: string }) {
  return (
    <PasswordField
      {...props}
      inputWrapperOrder={["label", "input", "error", "description"]}
      descriptionProps={{ component: "div" }}
      description={<PasswordChecklist value={checklistValue} />}
    />
  );
}
