import { NumberInput, SegmentedControl, Stack, Text } from "@mantine/core";
import { useId } from "react";
import { Controller, useFormState, useWatch, type UseFormReturn } from "react-hook-form";
import { settings } from "../../config/settings.ts";
import { formatUsd } from "../../lib/format.ts";
import { CUSTOM, amountChoices, type AmountInput, type AmountValues } from "./amount-schema.ts";

const label = (choice: string) => (choice === CUSTOM ? "Custom" : formatUsd(Number(choice)).replace(".00", ""));

/** Preset amounts and "Custom", which opens a number field with its limits. */
export function AmountField({ form }: { form: UseFormReturn<AmountInput, unknown, AmountValues> }) {
  const labelId = useId();
  const choice = useWatch({ control: form.control, name: "choice" });
  const { errors } = useFormState({ control: form.control, name: "custom" });
  return (
    <Stack gap={6}>
      <Text id={labelId} size="sm" fw={500}>
        Amount
      </Text>
      <Controller
        control={form.control}
        name="choice"
        render={({ field }) => (
          <SegmentedControl
            aria-labelledby={labelId}
            fullWidth
            data={amountChoices.map((value) => ({ value, label: label(value) }))}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      {choice === CUSTOM && (
        <Controller
          control={form.control}
          name="custom"
          render={({ field }) => (
            <NumberInput
              label="Custom amount"
              description={`From ${formatUsd(settings.customAmountMinUsd)} to ${formatUsd(settings.customAmountMaxUsd)}`}
              prefix="$"
              decimalScale={2}
              min={settings.customAmountMinUsd}
              max={settings.customAmountMaxUsd}
              thousandSeparator=","
              allowNegative={false}
              clampBehavior="none"
              data-autofocus
              required
              error={errors.custom?.message}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
            />
          )}
        />
      )}
    </Stack>
  );
}
