import {
  ActionIcon,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import type { SshKey } from "@kubecloud/sdk";
import { Controller, useFormContext, useWatch, type Control } from "react-hook-form";
import { TrashIcon } from "../../../components/icons.tsx";
import { vmLimits, type VmDraft } from "../schemas.ts";

/** The part of a form the editor works in: a list of VMs (the wizard's cluster, or the one node added). */
interface VmForm {
  vms: VmDraft[];
}

interface VmEditorProps {
  index: number;
  keys: readonly SshKey[];
  /** Removes the VM; absent where it cannot go (adding one node). */
  onRemove?: () => void;
  /** Why it cannot be removed now (the cluster's last master). */
  removeBlocked?: string;
  /** The VM's role changed (the wizard clears its placement: a master's node choice follows other rules). */
  onRoleChange?: () => void;
}

const sizeFields = [
  { name: "cpu", label: "vCPU", limits: vmLimits.cpu, suffix: undefined },
  { name: "memoryGb", label: "RAM (GB)", limits: vmLimits.memoryGb, suffix: " GB" },
  { name: "diskGb", label: "Disk (GB)", limits: vmLimits.diskGb, suffix: " GB" },
] as const;

/** The VM's role, as a segmented control; a change is reported (placement follows other rules for masters). */
function RoleField({
  index,
  control,
  onRoleChange,
}: {
  index: number;
  control: Control<VmForm>;
  onRoleChange?: () => void;
}) {
  return (
    <Controller
      control={control}
      name={`vms.${index}.role`}
      render={({ field }) => (
        <Stack gap={4}>
          <Text size="sm" fw={500} id={`vm-${index}-role`}>
            Role
          </Text>
          <SegmentedControl
            aria-labelledby={`vm-${index}-role`}
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              onRoleChange?.();
            }}
            data={[
              { value: "master", label: "Master" },
              { value: "worker", label: "Worker" },
            ]}
          />
        </Stack>
      )}
    />
  );
}

/** vCPU, RAM and data disk, each a whole number within its limits. */
function SizeFields({ index, control }: { index: number; control: Control<VmForm> }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      {sizeFields.map((field) => (
        <Controller
          key={field.name}
          control={control}
          name={`vms.${index}.${field.name}`}
          render={({ field: input, fieldState }) => (
            <NumberInput
              label={field.label}
              required
              min={field.limits.min}
              max={field.limits.max}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              value={input.value}
              onChange={input.onChange}
              onBlur={input.onBlur}
              name={input.name}
              ref={input.ref}
              error={fieldState.error?.message}
            />
          )}
        />
      ))}
    </SimpleGrid>
  );
}

/** The SSH keys installed on the VM: at least one of the user's keys. */
function SshKeysField({ index, keys, control }: { index: number; keys: readonly SshKey[]; control: Control<VmForm> }) {
  return (
    <Controller
      control={control}
      name={`vms.${index}.sshKeyIds`}
      render={({ field, fieldState }) => (
        <Checkbox.Group
          label="SSH keys"
          description="Installed on the VM for root access"
          required
          value={field.value.map(String)}
          onChange={(values) => {
            field.onChange(values.map(Number));
            field.onBlur();
          }}
          error={fieldState.error?.message}
        >
          <Group gap="md" mt={6}>
            {keys.map((key) => (
              <Checkbox key={key.ID} value={String(key.ID)} label={key.name} />
            ))}
            {keys.length === 0 && (
              <Text size="sm" c="dimmed">
                No SSH keys yet
              </Text>
            )}
          </Group>
        </Checkbox.Group>
      )}
    />
  );
}

/** The VM's name as its title, and its Remove button (disabled, with the reason, when it cannot go). */
function VmEditorHeader({
  title,
  onRemove,
  removeBlocked,
}: { title: string } & Pick<VmEditorProps, "onRemove" | "removeBlocked">) {
  return (
    <>
      <Group justify="space-between" wrap="nowrap">
        <Title order={3} size="h5" style={{ overflowWrap: "anywhere" }}>
          {title}
        </Title>
        {onRemove && (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove ${title}`}
            disabled={removeBlocked !== undefined}
            onClick={onRemove}
          >
            <TrashIcon />
          </ActionIcon>
        )}
      </Group>
      {onRemove && removeBlocked && (
        <Text size="xs" c="dimmed">
          {removeBlocked}
        </Text>
      )}
    </>
  );
}

/**
 * One VM: name, role, vCPU, RAM, data disk and SSH keys, each with its error beside it. The deploy wizard shows
 * one per VM, and adding a node to a cluster shows one (product-rules §7).
 */
export function VmEditor({ index, keys, onRemove, removeBlocked, onRoleChange }: VmEditorProps) {
  const { control, register, formState } = useFormContext<VmForm>();
  const name = useWatch({ control, name: `vms.${index}.name` });
  const errors = formState.errors.vms?.[index];
  const title = name.trim() || `VM ${index + 1}`;
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={`VM ${title}`}>
      <Stack gap="sm">
        <VmEditorHeader title={title} onRemove={onRemove} removeBlocked={removeBlocked} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Name"
            description={`${vmLimits.name.min}–${vmLimits.name.max} letters and digits`}
            required
            autoComplete="off"
            spellCheck={false}
            maxLength={vmLimits.name.max}
            error={errors?.name?.message}
            {...register(`vms.${index}.name`)}
          />
          <RoleField index={index} control={control} onRoleChange={onRoleChange} />
        </SimpleGrid>
        <SizeFields index={index} control={control} />
        <Text size="xs" c="dimmed">
          Plus a {vmLimits.rootfsGb} GB system disk. The data disk is mounted at /mnt/data.
        </Text>
        <SshKeysField index={index} keys={keys} control={control} />
      </Stack>
    </Paper>
  );
}
