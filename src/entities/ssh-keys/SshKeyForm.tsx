import { Alert, Button, Code, Group, Stack, Text, TextInput, Textarea } from "@mantine/core";
import type { SshKey } from "@kubecloud/sdk";
import type { UseFormReturn } from "react-hook-form";
import { ClipboardIcon } from "../../components/account-icons.tsx";
import { FormErrorAlert } from "../../components/feedback/FormErrorAlert.tsx";
import { keyNameLength, type SshKeyFormInput, type SshKeyFormValues } from "./ssh-key-schema.ts";
import { pasteProblemText, type usePasteKey } from "./use-paste-key.ts";
import { useSshKeyForm } from "./use-ssh-key-form.ts";

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
  const { form, server, add, generator, generatedFile, pasted, submit, generate } = useSshKeyForm(onAdded);
  return (
    <form onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate>
      <Stack gap="md">
        <KeyFields form={form} />
        <PasteRow pasted={pasted} />
        {generatedFile && <GeneratedKeyNotice fileName={generatedFile} />}
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

/** The key's name and its public key line, with their rules and the form's errors. */
function KeyFields({ form }: { form: UseFormReturn<SshKeyFormInput, unknown, SshKeyFormValues> }) {
  const { errors } = form.formState;
  return (
    <>
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
    </>
  );
}

/** "Paste from Clipboard", and why nothing was pasted when the clipboard could not be read. */
function PasteRow({ pasted }: { pasted: ReturnType<typeof usePasteKey> }) {
  return (
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
  );
}

/** Where the generated private key went, said once (it cannot be downloaded again). */
function GeneratedKeyNotice({ fileName }: { fileName: string }) {
  return (
    <Alert color="green" variant="light" title="Key pair generated">
      <Text size="sm">
        Your private key was saved as <Code>{fileName}</Code>. Keep it safe (for example in ~/.ssh, readable only by
        you): it never left this browser and cannot be downloaded again.
      </Text>
    </Alert>
  );
}
