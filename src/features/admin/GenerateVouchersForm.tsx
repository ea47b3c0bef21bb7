import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import type { Voucher } from "@kubecloud/sdk";
import { UnconfirmedAttemptAlert } from "../../components/UnconfirmedAlert.tsx";
import { adminSettings } from "../../config/admin.ts";
import { useZodForm } from "../../lib/use-zod-form.ts";
import { useServerErrors, type FieldTarget } from "../../lib/server-errors.ts";
import { useGenerateVouchers } from "./mutations.ts";
import { voucherSchema, type VoucherInput, type VoucherValues } from "./schemas.ts";
import { FormErrorAlert } from "../../components/feedback/FormErrorAlert.tsx";

const serverFields: Record<string, FieldTarget<VoucherInput>> = {
  Value: { name: "value", label: "Value" },
  Count: { name: "count", label: "Number of vouchers" },
  ExpireAfterDays: { name: "expiryDays", label: "Expiry" },
};

const defaults = adminSettings.voucherDefaults;

const voucherFields = [
  { name: "value", label: "Voucher Value ($)", inputMode: "decimal" },
  { name: "count", label: "Number of Vouchers", inputMode: "numeric" },
  { name: "expiryDays", label: "Expiry (days)", inputMode: "numeric" },
] as const;

/** "Generate Vouchers": value, count (1–1000) and expiry (1–365 days); the new vouchers go to `onGenerated`. */
export function GenerateVouchersForm({ onGenerated }: { onGenerated: (vouchers: Voucher[]) => void }) {
  const generate = useGenerateVouchers();
  const form = useZodForm(voucherSchema, {
    defaultValues: {
      value: String(defaults.value),
      count: String(defaults.count),
      expiryDays: String(defaults.expiryDays),
    },
  });
  const { errors } = form.formState;
  const server = useServerErrors(form.setError, serverFields);

  // One batch per click: a second click or Enter while one is in flight sends nothing.
  async function submit(values: VoucherValues) {
    server.clear();
    const attempt = await generate.run(values);
    if (attempt.status === "done") onGenerated(attempt.data);
    else if (attempt.status === "failed") server.report(attempt.error);
  }

  return (
    <Paper withBorder p="md" radius="md">
      <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} aria-labelledby="generate-vouchers">
        <Stack>
          <div>
            <Title order={3} size="h4" id="generate-vouchers">
              Generate Vouchers
            </Title>
            <Text size="sm" c="dimmed">
              Create new vouchers for user promotions.
            </Text>
          </div>
          {server.formError && <FormErrorAlert>{server.formError}</FormErrorAlert>}
          <UnconfirmedAttemptAlert
            attempt={generate}
            title="We could not confirm the new vouchers"
            whether="the vouchers were generated"
          >
            The voucher list below has been read again: look for new ones before you generate more.
          </UnconfirmedAttemptAlert>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {voucherFields.map(({ name, label, inputMode }) => (
              <TextInput
                key={name}
                label={label}
                inputMode={inputMode}
                autoComplete="off"
                required
                error={errors[name]?.message}
                {...form.register(name)}
              />
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={generate.pending}>
              Generate
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
