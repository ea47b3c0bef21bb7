import { Alert, Button, Group, NumberInput, SimpleGrid, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { Controller, useWatch, type Control } from "react-hook-form";
import { useZodForm } from "../../lib/use-zod-form.ts";
import { CheckIcon } from "../../components/icons.tsx";
import { saveLowBalance, thresholdDays, useLowBalanceSettings } from "../../lib/low-balance.ts";
import { lowBalanceSchema, type LowBalanceInput, type LowBalanceValues } from "./low-balance-schema.ts";
import { FormErrorAlert } from "../../components/feedback/FormErrorAlert.tsx";

type Outcome = "saved" | "refused" | null;

const dayFields = [
  { name: "warningDays", label: "Warning under", description: "Days the balance lasts: a yellow banner" },
  { name: "criticalDays", label: "Critical under", description: "Days the balance lasts: a red banner" },
] as const;

/**
 * The low-balance warnings of this account in this browser: on or off, and the thresholds in days (a yellow
 * warning under the first, a red one under the second). Kept in local storage; the banner follows at once.
 */
export function LowBalanceForm({ account }: { account: string | undefined }) {
  const kept = useLowBalanceSettings(account);
  const form = useZodForm(lowBalanceSchema, {
    values: kept,
    resetOptions: { keepDirtyValues: true },
  });
  const enabled = useWatch({ control: form.control, name: "enabled" });
  const [outcome, setOutcome] = useState<Outcome>(null);

  function submit(values: LowBalanceValues) {
    if (!account) return;
    setOutcome(saveLowBalance(account, values) ? "saved" : "refused");
  }

  return (
    <form onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate>
      <Stack gap="md" maw={560}>
        <EnabledSwitch control={form.control} onChange={() => setOutcome(null)} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {dayFields.map((day) => (
            <DaysField
              key={day.name}
              day={day}
              control={form.control}
              disabled={!enabled}
              onChange={() => setOutcome(null)}
            />
          ))}
        </SimpleGrid>
        {!account && (
          <Text size="sm" c="dimmed">
            Your profile is not loaded yet, so these settings cannot be kept.
          </Text>
        )}
        {outcome === "saved" && (
          <Alert color="green" variant="light" icon={<CheckIcon />} role="status" title="Warnings saved">
            This browser uses them from now on, in every tab.
          </Alert>
        )}
        {outcome === "refused" && (
          <FormErrorAlert title="Not saved">
            This browser refused to keep them (its storage is off or full).
          </FormErrorAlert>
        )}
        <Group>
          <Button type="submit" disabled={!account}>
            Save Warnings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface FieldProps {
  control: Control<LowBalanceInput, unknown, LowBalanceValues>;
  /** Any change: a "saved" or "not saved" message no longer holds. */
  onChange: () => void;
}

/** Warnings on or off. */
function EnabledSwitch({ control, onChange }: FieldProps) {
  return (
    <Controller
      control={control}
      name="enabled"
      render={({ field }) => (
        // A native switch: Mantine's Switch would become a chunk of its own, shared with the marketplace's
        // filters, and one more name in the first load's list of chunks.
        <label style={{ display: "flex", alignItems: "center", gap: "var(--mantine-spacing-xs)" }}>
          <input
            type="checkbox"
            role="switch"
            checked={field.value}
            onChange={(event) => {
              field.onChange(event.currentTarget.checked);
              onChange();
            }}
            onBlur={field.onBlur}
            name={field.name}
            ref={field.ref}
            style={{ width: 18, height: 18, margin: 0, accentColor: "var(--mantine-primary-color-filled)" }}
          />
          <Text component="span" size="sm">
            Warn me when my balance runs low
          </Text>
        </label>
      )}
    />
  );
}

/** One threshold in whole days. */
function DaysField({
  day,
  control,
  disabled,
  onChange,
}: FieldProps & { day: (typeof dayFields)[number]; disabled: boolean }) {
  return (
    <Controller
      control={control}
      name={day.name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={day.label}
          description={day.description}
          min={thresholdDays.min}
          max={thresholdDays.max}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          disabled={disabled}
          value={field.value}
          onChange={(value) => {
            field.onChange(value);
            onChange();
          }}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
