import { Button, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { activityKinds } from "@kubecloud/sdk";
import { isFiltered, kindLabels, noFilters, type LogView } from "./activity-filter.ts";

interface DayInputProps {
  label: string;
  value: string;
  /** The other end of the range, when set: a day before "From" or after "To" cannot be picked. */
  min?: string;
  max?: string;
  onChange: (day: string) => void;
}

/** One end of the range: a UTC day (`YYYY-MM-DD`, empty for none). */
function DayInput({ label, value, min, max, onChange }: DayInputProps) {
  return (
    <TextInput
      type="date"
      label={label}
      value={value}
      min={min || undefined}
      max={max || undefined}
      onChange={(event) => onChange(event.currentTarget.value)}
      w={170}
    />
  );
}

/**
 * Kinds as toggle buttons (none chosen: every kind; plain Buttons rather than Chips, whose code the first load
 * would pay for in its list of chunks) and two UTC days, both included.
 */
export function ActivityFilters({ view, onChange }: { view: LogView; onChange: (change: Partial<LogView>) => void }) {
  const filtered = isFiltered(view);
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
          <Group gap="xs">
            {activityKinds.map((kind) => {
              const on = view.kinds.includes(kind);
              return (
                <Button
                  key={kind}
                  size="compact-sm"
                  radius="xl"
                  variant={on ? "filled" : "default"}
                  aria-pressed={on}
                  onClick={() => onChange({ kinds: on ? view.kinds.filter((k) => k !== kind) : [...view.kinds, kind] })}
                >
                  {kindLabels[kind]}
                </Button>
              );
            })}
          </Group>
        </div>
        <Group align="flex-end" gap="sm">
          <DayInput label="From (UTC)" value={view.from} max={view.to} onChange={(from) => onChange({ from })} />
          <DayInput label="To (UTC)" value={view.to} min={view.from} onChange={(to) => onChange({ to })} />
          {filtered && (
            <Button variant="subtle" onClick={() => onChange(noFilters)}>
              Clear Filters
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
