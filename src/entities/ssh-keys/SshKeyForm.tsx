import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, Code, Group, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { toKubeCloudError, type SshKey } from "@kubecloud/sdk";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useApi } from "../../lib/api-context.ts";
import { errorText } from "../../lib/error-text.ts";
import { sshKeyQueries } from "./queries.ts";
import { useServerErrors, type FieldTarget } from "../../lib/server-errors.ts";
import { ClipboardIcon } from "../../components/account-icons.tsx";
import { keyNameLength, sshKeySchema, type SshKeyFormInput, type SshKeyFormValues } from "./ssh-key-schema.ts";
import { useAddSshKey } from "./use-add-ssh-key.ts";
import { useGenerateKeyPair } from "./use-generate-key-pair.ts";
import { pasteProblemText, usePasteKey } from "./use-paste-key.ts";
import { FormErrorAlert } from "../../components/feedback/FormErrorAlert.tsx";

const serverFields: Record<string, FieldTarget<SshKeyFormInput>> = {
  Name: { name: "name", label: "Key name" },
  PublicKey: { name: "public_key", label: "Public key" },
};

interface SshKeyFormProps {
  /** The key the server added (it is already in the cached list). */
  onAdded: (key: SshKey) => void;
  onCancel?: () => void;
}

/**
 * Add an SSH key: a name and an OpenSSH public key, pasted or generated here (the private key is saved
 * to the user's disk and never sent). Used by the SSH keys section and the deploy wizard.
 */
export function SshKeyForm({ onAdded, onCancel }: SshKeyFormProps) {
  const api = useApi();
  const existing = useQuery(sshKeyQueries.list(api)).data;
  const schema = useMemo(() => sshKeySchema(existing ?? []), [existing]);
  const form = useForm<SshKeyFormInput, unknown, SshKeyFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { name: "", public_key: "" },
    mode: "onTouched",
  });
  const server = useServerErrors(form.setError, serverFields);
  const add = useAddSshKey();
  const generator = useGenerateKeyPair();
  const [generatedFile, setGeneratedFile] = useState<string | null>(null);
  const pasted = usePasteKey((text) => {
    form.setValue("public_key", text, { shouldValidate: true, shouldTouch: true, shouldDirty: true });
    setGeneratedFile(null);
  });
  const { errors } = form.formState;

  async function submit(values: SshKeyFormValues) {
    if (add.isPending) return;
    server.clear();
    try {
      onAdded(await add.mutateAsync(values));
    } catch (error) {
      const failure = toKubeCloudError(error);
      // The server's reasons belong next to the field they are about: a key it cannot parse, or a name or
      // key it already has (then our list was stale, so read it again).
      if (failure.status === 400 && failure.serverText && /ssh key/i.test(failure.serverText)) {
        const field = /already exists/i.test(failure.serverText) ? "name" : "public_key";
        form.setError(field, { type: "server", message: errorText(failure) }, { shouldFocus: true });
        return;
      }
      server.report(error);
    }
  }

  async function generate() {
    const pair = await generator.generate(form.getValues("name"));
    if (!pair) return;
    form.setValue("public_key", pair.publicKey, { shouldValidate: true, shouldTouch: true, shouldDirty: true });
    setGeneratedFile(pair.fileName);
  }

  return (
    <form onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label="Key name"
          description={`${keyNameLength.min} to ${keyNameLength.max} characters, different from your other keys`}
          required
          data-autofocus
          autoComplete="off"
          maxLength={keyNameLength.max}
          error={errors.name?.message}
          {...form.register("name")}
        />
        <Textarea
          label="Public key"
          description="One line from your .pub file, e.g. ~/.ssh/id_ed25519.pub, or generate a new pair below"
          required
          rows={4}
          resize="vertical"
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)", wordBreak: "break-all" } }}
          error={errors.public_key?.message}
          {...form.register("public_key")}
        />
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Text size="xs" c="dimmed" role="status">
            {pasted.problem && pasteProblemText[pasted.problem]}
          </Text>
          <Button
            size="xs"
            variant="default"
            leftSection={<ClipboardIcon size={16} />}
            loading={pasted.pasting}
            onClick={() => void pasted.paste()}
            style={{ flex: "none" }}
          >
            Paste from Clipboard
          </Button>
        </Group>
        {generatedFile && (
          <Alert color="green" variant="light" title="Key pair generated">
            <Text size="sm">
              Your private key was saved as <Code>{generatedFile}</Code>. Keep it safe (for example in ~/.ssh, readable
              only by you): it never left this browser and cannot be downloaded again.
            </Text>
          </Alert>
        )}
        {generator.error && <FormErrorAlert>{generator.error}</FormErrorAlert>}
        {server.failure && <FormErrorAlert title={server.failure.title}>{server.failure.detail}</FormErrorAlert>}
        <Group justify="space-between" gap="sm">
          <Button variant="default" onClick={() => void generate()} loading={generator.generating}>
            Generate a Key Pair
          </Button>
          <Group gap="sm">
            {onCancel && (
              <Button variant="subtle" onClick={onCancel}>
                Cancel
              </Button>
            )}
            <Button type="submit" loading={add.isPending}>
              Add SSH Key
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
