import { zodResolver } from "@hookform/resolvers/zod";
import { toKubeCloudError, type KubeCloudError, type SshKey } from "@kubecloud/sdk";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useApi } from "../../lib/api-context.ts";
import { errorText } from "../../lib/error-text.ts";
import { useServerErrors, type FieldTarget } from "../../lib/server-errors.ts";
import { sshKeyQueries } from "./queries.ts";
import { sshKeySchema, type SshKeyFormInput, type SshKeyFormValues } from "./ssh-key-schema.ts";
import { useAddSshKey } from "./use-add-ssh-key.ts";
import { useGenerateKeyPair } from "./use-generate-key-pair.ts";
import { usePasteKey } from "./use-paste-key.ts";

const serverFields: Record<string, FieldTarget<SshKeyFormInput>> = {
  Name: { name: "name", label: "Key name" },
  PublicKey: { name: "public_key", label: "Public key" },
};

/**
 * The field a refused key belongs next to: a key the server cannot parse, or a name or key it already has (then
 * our list was stale, so read it again); undefined for any other failure.
 */
function refusedKeyField(failure: KubeCloudError): keyof SshKeyFormInput | undefined {
  if (failure.status !== 400 || !failure.serverText || !/ssh key/i.test(failure.serverText)) return undefined;
  return /already exists/i.test(failure.serverText) ? "name" : "public_key";
}

/** The key form validated against the user's other keys (names and keys are unique). */
function useKeyForm() {
  const api = useApi();
  const existing = useQuery(sshKeyQueries.list(api)).data;
  const schema = useMemo(() => sshKeySchema(existing ?? []), [existing]);
  return useForm<SshKeyFormInput, unknown, SshKeyFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { name: "", public_key: "" },
    mode: "onTouched",
  });
}

/**
 * The state and actions of SshKeyForm: the form, adding the key (server reasons next to their field, others
 * in the form's alert), pasting the public key and generating a pair (whose private key file is named).
 */
export function useSshKeyForm(onAdded: (key: SshKey) => void) {
  const form = useKeyForm();
  const server = useServerErrors(form.setError, serverFields);
  const add = useAddSshKey();
  const generator = useGenerateKeyPair();
  const [generatedFile, setGeneratedFile] = useState<string | null>(null);
  const setPublicKey = (text: string) =>
    form.setValue("public_key", text, { shouldValidate: true, shouldTouch: true, shouldDirty: true });
  const pasted = usePasteKey((text) => {
    setPublicKey(text);
    setGeneratedFile(null);
  });

  async function submit(values: SshKeyFormValues) {
    if (add.isPending) return;
    server.clear();
    try {
      onAdded(await add.mutateAsync(values));
    } catch (error) {
      const failure = toKubeCloudError(error);
      const field = refusedKeyField(failure);
      if (field) form.setError(field, { type: "server", message: errorText(failure) }, { shouldFocus: true });
      else server.report(error);
    }
  }

  async function generate() {
    const pair = await generator.generate(form.getValues("name"));
    if (!pair) return;
    setPublicKey(pair.publicKey);
    setGeneratedFile(pair.fileName);
  }

  return { form, server, add, generator, generatedFile, pasted, submit, generate };
}
