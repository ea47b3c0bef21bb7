import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { readable, startedWorkflow, workflowDescriptions, type AdminUser } from "@kubecloud/sdk";
import { useWatch } from "react-hook-form";
import { showToast } from "../../components/feedback/toasts.tsx";
import { UnconfirmedAttemptAlert } from "../../components/UnconfirmedAlert.tsx";
import { formatUsd } from "../../lib/format.ts";
import { claimEventsFor } from "../../lib/shown-events.ts";
import { useZodForm } from "../../lib/use-zod-form.ts";
import { useServerErrors, type FieldTarget } from "../../lib/server-errors.ts";
import { useCreditUser } from "./mutations.ts";
import { creditSchema, MEMO_MAX, type CreditInput, type CreditValues } from "./schemas.ts";
import { FormErrorAlert } from "../../components/feedback/FormErrorAlert.tsx";

const serverFields: Record<string, FieldTarget<CreditInput>> = {
  Amount: { name: "amount", label: "Amount" },
  Memo: { name: "memo", label: "Memo" },
};

// The "Credit applied" toast is the one message: the transfer's start and success events add none (its
// failure does). Claimed from before the request: the transfer starts as soon as the server answers. The
// server reports a credit's end as a billing "succeeded"; only its severity tells a failure apart.
function claimCreditEvents() {
  claimEventsFor(
    (event) =>
      event.type === "billing" &&
      (startedWorkflow(readable(event)) === workflowDescriptions.adminCredit ||
        (event.data.status === "succeeded" &&
          event.severity === "success" &&
          !/vouchers generated/i.test(event.data.message))),
  );
}

function CreditForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const credit = useCreditUser();
  const form = useZodForm(creditSchema, {
    defaultValues: { amount: "", memo: "" },
  });
  const { errors } = form.formState;
  const server = useServerErrors(form.setError, serverFields);
  const memoLength = useWatch({ control: form.control, name: "memo" }).trim().length;

  // One credit per confirmation: a second click or Enter while one is in flight sends nothing.
  async function submit(values: CreditValues) {
    server.clear();
    claimCreditEvents();
    const attempt = await credit.run({ user, values });
    if (attempt.status === "done") {
      showToast({
        severity: "success",
        title: "Credit applied",
        message: `${formatUsd(attempt.data.amount)} for ${attempt.data.user}: the transfer to their balance is in progress.`,
      });
      onDone();
    } else if (attempt.status === "failed") {
      server.report(attempt.error);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)}>
      <Stack>
        <Text size="sm">
          Apply credits to user: <strong>{user.email}</strong>
        </Text>
        {server.formError && <FormErrorAlert>{server.formError}</FormErrorAlert>}
        <UnconfirmedAttemptAlert
          attempt={credit}
          title="We could not confirm the credit"
          whether={`${user.email} was credited${credit.variables ? ` ${formatUsd(credit.variables.values.amount)}` : ""}`}
        >
          Look for it in Payments before you apply it again: another try is another credit.
        </UnconfirmedAttemptAlert>
        <TextInput
          label="Amount ($)"
          inputMode="decimal"
          autoComplete="off"
          required
          data-autofocus
          error={errors.amount?.message}
          {...form.register("amount")}
        />
        <TextInput
          label="Reason/Memo"
          description={`${memoLength}/${MEMO_MAX} characters`}
          autoComplete="off"
          required
          error={errors.memo?.message}
          {...form.register("memo")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={credit.pending}>
            Cancel
          </Button>
          <Button type="submit" loading={credit.pending}>
            Apply Credit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "Manual Credit": an amount and a memo for one user (POST /v1/users/{id}/credit). */
export function CreditDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  return (
    <Modal opened={user !== null} onClose={onClose} title="Manual Credit" closeButtonProps={{ "aria-label": "Close" }}>
      {user && <CreditForm key={user.ID} user={user} onDone={onClose} />}
    </Modal>
  );
}
