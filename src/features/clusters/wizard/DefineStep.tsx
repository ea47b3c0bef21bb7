import { ActionIcon, Alert, Button, Group, Paper, Stack, Text, TextInput, Title, Tooltip } from "@mantine/core";
import type { SshKey } from "@kubecloud/sdk";
import { memo, useCallback, useState } from "react";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { PlusIcon } from "../../../components/account-icons.tsx";
import { WarningIcon } from "../../../components/icons.tsx";
import { RefreshIcon, UploadIcon } from "../cluster-icons.tsx";
import { VmEditor } from "../editor/VmEditor.tsx";
import { clusterMessages, vmLimits, type ClusterDraft, type ClusterValues, type VmRole } from "../schemas.ts";
import { generateClusterName, newVm } from "../vm.ts";
import { AddSshKeyDialog } from "./AddSshKeyDialog.tsx";
import { ImportDialog } from "./ImportDialog.tsx";

interface DefineStepProps {
  keys: readonly SshKey[];
  /** Names a generated name must avoid. */
  taken: readonly string[];
  onContinue: () => void;
}

const useClusterForm = () => useFormContext<ClusterDraft, unknown, ClusterValues>();

/** The cluster's name (with a generated one on request), and Import a Request. */
const ClusterNameCard = memo(function ClusterNameCard({
  taken,
  onImport,
}: {
  taken: readonly string[];
  onImport: () => void;
}) {
  const { register, setValue, formState } = useClusterForm();
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            Cluster
          </Title>
          <Button variant="subtle" size="xs" leftSection={<UploadIcon />} onClick={onImport}>
            Import a Request
          </Button>
        </Group>
        <TextInput
          label="Cluster name"
          description={`${vmLimits.name.min}–${vmLimits.name.max} letters and digits, different from your other clusters`}
          required
          autoComplete="off"
          spellCheck={false}
          maxLength={vmLimits.name.max}
          error={formState.errors.name?.message}
          rightSection={
            <Tooltip label="Generate a name">
              <ActionIcon
                variant="subtle"
                aria-label="Generate a name"
                onClick={() =>
                  setValue("name", generateClusterName(taken), { shouldValidate: true, shouldDirty: true })
                }
              >
                <RefreshIcon />
              </ActionIcon>
            </Tooltip>
          }
          {...register("name")}
        />
      </Stack>
    </Paper>
  );
});

/** The user has no SSH key: every VM needs one, so the step offers to add it. */
function NoKeyAlert({ onAddKey }: { onAddKey: () => void }) {
  return (
    <Alert color="yellow" variant="light" icon={<WarningIcon />} title="You have no SSH key yet">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          Every VM needs at least one: it is how you log in to it. Add one now; this page keeps what you set.
        </Text>
        <Button size="xs" onClick={onAddKey} leftSection={<PlusIcon />}>
          Add an SSH Key
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * The cluster's VMs, each in its editor, with Add Master and Add Worker (the last master cannot go). Memoised, as
 * is the name card: opening a dialog of the step (a state of DefineStep) then renders the dialog alone, not every
 * VM's editor (npm run bench:inp).
 */
const VmList = memo(function VmList({ keys, onAddKey }: { keys: readonly SshKey[]; onAddKey: () => void }) {
  const { control, getValues, formState } = useClusterForm();
  const { fields, append, remove } = useFieldArray({ control, name: "vms" });
  const vms = useWatch({ control, name: "vms" });
  const masters = vms.filter((vm) => vm.role === "master").length;
  const vmsError = formState.errors.vms?.root?.message ?? formState.errors.vms?.message;
  const add = (role: VmRole) =>
    append(
      newVm(
        role,
        getValues("vms"),
        keys.map((key) => key.ID),
      ),
    );
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h4">
          VMs
        </Title>
        {keys.length > 0 && (
          <Button variant="subtle" size="xs" onClick={onAddKey} leftSection={<PlusIcon />}>
            Add Another SSH Key
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        Masters run the Kubernetes control plane (the first one leads); workers run your workloads. Use three masters
        for a control plane that survives the loss of one.
      </Text>
      {fields.map((field, index) => (
        <VmEditor
          key={field.id}
          index={index}
          keys={keys}
          onRemove={() => remove(index)}
          removeBlocked={vms[index]?.role === "master" && masters === 1 ? clusterMessages.oneMaster : undefined}
        />
      ))}
      {vmsError && (
        <Text c="red" size="sm" role="alert">
          {vmsError}
        </Text>
      )}
      <Group gap="sm">
        <Button variant="default" leftSection={<PlusIcon />} onClick={() => add("master")}>
          Add Master
        </Button>
        <Button variant="default" leftSection={<PlusIcon />} onClick={() => add("worker")}>
          Add Worker
        </Button>
      </Group>
    </Stack>
  );
});

/** Step 1: the cluster's name and its VMs, with a way to add an SSH key on the spot. */
export function DefineStep({ keys, taken, onContinue }: DefineStepProps) {
  const form = useClusterForm();
  const { setValue, getValues, trigger } = form;
  const [addingKey, setAddingKey] = useState(false);
  const [importing, setImporting] = useState(false);
  const addKey = useCallback(() => setAddingKey(true), []);
  const startImport = useCallback(() => setImporting(true), []);

  // A key added here is what the user wants on this cluster: every VM gets it.
  const keyAdded = (key: SshKey) =>
    getValues("vms").forEach((vm, i) =>
      setValue(`vms.${i}.sshKeyIds`, [...new Set([...vm.sshKeyIds, key.ID])], {
        shouldValidate: true,
        shouldDirty: true,
      }),
    );

  // An imported request replaces the draft; one with problems shows each at its field here.
  function imported(draft: ClusterDraft, withProblems: boolean) {
    form.reset(draft);
    setImporting(false);
    if (withProblems) void trigger();
  }

  async function next() {
    if (await trigger()) onContinue();
  }

  return (
    <Stack gap="lg">
      <ClusterNameCard taken={taken} onImport={startImport} />
      {keys.length === 0 && <NoKeyAlert onAddKey={addKey} />}
      <VmList keys={keys} onAddKey={addKey} />
      <Group justify="flex-end">
        <Button onClick={() => void next()}>Continue to Placement</Button>
      </Group>
      <AddSshKeyDialog opened={addingKey} onClose={() => setAddingKey(false)} onAdded={keyAdded} />
      <ImportDialog
        opened={importing}
        onClose={() => setImporting(false)}
        keys={keys}
        taken={taken}
        onImport={imported}
      />
    </Stack>
  );
}
