import { Button, Chip, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { activityKinds } from "@kubecloud/sdk";
import { kindLabels, type LogView } from "./activity-filter.ts";

/** Kinds as chips (none chosen: every kind) and two UTC days, both included. */
export function ActivityFilters({ view, onChange }: { view: LogView; onChange: (change: Partial<LogView>) => void }) {
  const filtered = view.kinds.length > 0 || view.from !== "" || view.to !== "";
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <div role="group" aria-labelledby="activity-kinds-label">
          <Text id="activity-kinds-label" size="sm" fw={500} mb={6}>
            Kinds{" "}
            <Text span size="xs" c="dimmed">
              (none chosen shows all)
            </Text>
          </Text>
          <Chip.Group multiple value={view.kinds} onChange={(kinds) => onChange({ kinds: kinds })}>
            <Group gap="xs">
              {activityKinds.map((kind) => (
                <Chip key={kind} value={kind} size="sm">
                  {kindLabels[kind]}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </div>
        <Group align="flex-end" gap="sm">
          <TextInput
            type="date"
            label="From (UTC)"
            value={view.from}
            max={view.to || undefined}
            onChange={(event) => onChange({ from: event.currentTarget.value })}
            w={170}
          />
          <TextInput
            type="date"
            label="To (UTC)"
            value={view.to}
            min={view.from || undefined}
            onChange={(event) => onChange({ to: event.currentTarget.value })}
            w={170}
          />
          {filtered && (
            <Button variant="subtle" onClick={() => onChange({ kinds: [], from: "", to: "" })}>
              Clear Filters
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
