import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, Group, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { MailResult } from "@kubecloud/sdk";
import { useRef, useState } from "react";
import { Controller, useForm, useWatch, type UseFormReturn } from "react-hook-form";
import { CheckIcon, WarningIcon } from "../../components/icons.tsx";
import { useApi } from "../../lib/api-context.ts";
import { useServerErrors, type FieldTarget } from "../../lib/server-errors.ts";
import { AttachmentsField } from "./AttachmentsField.tsx";
import { MailConfirm } from "./MailConfirm.tsx";
import { MailPreview } from "./MailPreview.tsx";
import { useSendMail } from "./mutations.ts";
import { adminQueries } from "./queries.ts";
import { mailSchema, type MailInput, type MailValues } from "./schemas.ts";
import { SectionHeader } from "../../components/SectionHeader.tsx";
import { FormErrorAlert } from "../../components/feedback/FormErrorAlert.tsx";

const serverFields: Record<string, FieldTarget<MailInput>> = {
  Subject: { name: "subject", label: "Subject" },
  Body: { name: "body", label: "Content" },
};

/** How many users a mail to all reaches: the users list when loaded, else the platform statistics. */
function useRecipientCount(): number | undefined {
  const api = useApi();
  const users = useQuery(adminQueries.users(api));
  const stats = useQuery({ ...adminQueries.stats(api), enabled: users.isError });
  return users.data?.length ?? stats.data?.total_users;
}

function Outcome({ result }: { result: MailResult }) {
  if (result.failed_emails_count > 0) {
    return (
      <Alert
        color="yellow"
        variant="light"
        icon={<WarningIcon />}
        title="Not all users received the email"
        role="alert"
      >
        Failed to send email to {result.failed_emails_count} users. {result.successful_emails} of {result.total_users}{" "}
        received it.
      </Alert>
    );
  }
  return (
    <Alert color="green" variant="light" icon={<CheckIcon />} title="Email sent">
      Sent to all {result.total_users} users.
    </Alert>
  );
}

/** Emails: a subject, a body and attachments for every user, a preview, and a confirmation with the count. */
export function MailSection() {
  const send = useSendMail();
  const recipients = useRecipientCount();
  const [confirming, setConfirming] = useState<MailValues | null>(null);
  const [result, setResult] = useState<MailResult | null>(null);
  const form = useForm<MailInput, unknown, MailValues>({
    resolver: zodResolver(mailSchema),
    defaultValues: { subject: "", body: "", attachments: [] },
    mode: "onTouched",
  });
  const server = useServerErrors(form.setError, serverFields);
  const [subject, body, attachments] = useWatch({ control: form.control, name: ["subject", "body", "attachments"] });

  // One send per confirmation, even if the closing dialog's button is clicked twice.
  const sending = useRef(false);

  async function deliver(values: MailValues) {
    setConfirming(null);
    if (sending.current) return;
    sending.current = true;
    server.clear();
    setResult(null);
    try {
      const sent = await send.mutateAsync(values);
      setResult(sent); // shown under the form: one outcome, one message (no toast)
      form.reset();
    } catch (error) {
      server.report(error);
    } finally {
      sending.current = false;
    }
  }

  return (
    <Stack>
      <SectionHeader title="Emails" description="Send an email to all platform users." />
      <Alert color="blue" variant="light" icon={<WarningIcon />}>
        This will send an email to all registered users on the platform.
      </Alert>
      {result && <Outcome result={result} />}
      {server.formError && <FormErrorAlert title="The email was not sent">{server.formError}</FormErrorAlert>}
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <MailForm form={form} sending={send.isPending} onSubmit={setConfirming} />
        <MailPreview
          subject={subject}
          body={body}
          attachments={attachments}
          recipients={recipients === undefined ? "all users" : `all ${recipients} users`}
        />
      </SimpleGrid>
      <MailConfirm
        mail={confirming}
        recipients={recipients}
        onCancel={() => setConfirming(null)}
        onConfirm={(mail) => void deliver(mail)}
      />
    </Stack>
  );
}

/** The mail itself: subject, content and attachments, checked as they are filled in, and the send button. */
function MailForm({
  form,
  sending,
  onSubmit,
}: {
  form: UseFormReturn<MailInput, unknown, MailValues>;
  sending: boolean;
  onSubmit: (values: MailValues) => void;
}) {
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} aria-label="Email to all users">
      <Stack>
        <TextInput label="Email Subject" required error={errors.subject?.message} {...form.register("subject")} />
        <Textarea
          label="Email Content"
          required
          rows={8}
          resize="vertical"
          error={errors.body?.message}
          {...form.register("body")}
        />
        <Controller
          control={form.control}
          name="attachments"
          render={({ field, fieldState }) => (
            <AttachmentsField
              value={field.value}
              onChange={(files) => {
                field.onChange(files);
                // Said at once: a file too big or of the wrong type is known when it is picked.
                void form.trigger("attachments");
              }}
              error={fieldState.error?.message}
              disabled={sending}
            />
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={sending}>
            Send to All Users
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
