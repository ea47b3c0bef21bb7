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
import { Controller, useFormContext, useWatch } from "react-hook-form";
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
        </SimpleGrid>
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
        <Text size="xs" c="dimmed">
          Plus a {vmLimits.rootfsGb} GB system disk. The data disk is mounted at /mnt/data.
        </Text>
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
      </Stack>
    </Paper>
  );
}
