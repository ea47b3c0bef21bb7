import { Button, MultiSelect, RangeSlider, Stack, Switch, Text, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { useState } from "react";
import { formatCapacity, formatUsd } from "../../lib/format.ts";
import { type Bounds, type NodeFilters as Filters, type Range, type RangeKey } from "./node-filters.ts";

interface NodeFiltersProps {
  filters: Filters;
  /** The listed nodes' ranges; null while there are none (loading, failed, nothing on offer). */
  bounds: Bounds | null;
  onChange: (next: Filters) => void;
  onClear: () => void;
}

const rangeFields: { key: RangeKey; label: string; unit: string; format: (value: number) => string }[] = [
  { key: "cpu", label: "CPU cores", unit: "cores", format: (value) => `${value} vCPU` },
  { key: "ram", label: "RAM", unit: "GB", format: formatCapacity },
  { key: "storage", label: "Storage", unit: "GB", format: formatCapacity },
  { key: "price", label: "Price a month", unit: "USD", format: (value) => formatUsd(value).replace(/\.00$/, "") },
];

/** A range slider that follows the data's bounds and changes the URL when a thumb is let go. */
function RangeFilter({
  field,
  bounds,
  value,
  onCommit,
}: {
  field: (typeof rangeFields)[number];
  bounds: Range;
  value: Range | null;
  onCommit: (next: Range | null) => void;
}) {
  const [min, max] = bounds;
  const current: [number, number] = value
    ? [Math.max(min, Math.min(value[0], max)), Math.min(max, Math.max(value[1], min))]
    : [min, max];
  const [dragged, setDragged] = useState<[number, number] | null>(null);
  const shown = dragged ?? current;
  const id = `filter-${field.key}`;
  return (
    <div>
      <Text id={id} size="sm" fw={500}>
        {field.label}
      </Text>
      <Text size="xs" c="dimmed" mb={6} aria-hidden>
        {field.format(shown[0])} – {field.format(shown[1])}
      </Text>
      <RangeSlider
        aria-labelledby={id}
        min={min}
        max={Math.max(max, min + 1)}
        minRange={0}
        value={shown}
        disabled={min === max}
        label={field.format}
        thumbFromLabel={`Lowest ${field.label}`}
        thumbToLabel={`Highest ${field.label}`}
        onChange={setDragged}
        onChangeEnd={(next) => {
          setDragged(null);
          onCommit(next[0] <= min && next[1] >= max ? null : [next[0], next[1]]);
        }}
        mx={8}
      />
    </div>
  );
}

/** The marketplace's filters (product-rules §2): ranges, GPU only, countries, free text, and clear all. */
export function NodeFilters({ filters, bounds, onChange, onClear }: NodeFiltersProps) {
  const [text, setText] = useState(filters.text);
  // The URL can change the text too (the back button, Clear all): follow it, unless it is what was typed.
  const [seen, setSeen] = useState(filters.text);
  if (seen !== filters.text) {
    setSeen(filters.text);
    if (text.trim() !== filters.text) setText(filters.text);
  }
  const commitText = useDebouncedCallback((value: string) => onChange({ ...filters, text: value.trim() }), 300);
  return (
    <Stack gap="lg">
      <TextInput
        label="Search"
        description="Node id or farm"
        placeholder="e.g. 1432 or Freefarm"
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          commitText(event.currentTarget.value);
        }}
      />
      {/* Ranges follow the data: without nodes they would read "0 vCPU – 0 vCPU" and "$0 – $0". */}
      {bounds ? (
        rangeFields.map((field) => (
          <RangeFilter
            key={field.key}
            field={field}
            bounds={bounds[field.key]}
            value={filters[field.key]}
            onCommit={(next) => onChange({ ...filters, [field.key]: next })}
          />
        ))
      ) : (
        <Text size="sm" c="dimmed">
          The CPU, RAM, storage and price ranges appear once nodes are listed.
        </Text>
      )}
      <Switch
        label="GPU only"
        checked={filters.gpuOnly}
        onChange={(event) => onChange({ ...filters, gpuOnly: event.currentTarget.checked })}
      />
      <MultiSelect
        label="Country"
        placeholder={filters.countries.length ? undefined : "All countries"}
        data={[...new Set([...(bounds?.countries ?? []), ...filters.countries])]}
        value={[...filters.countries]}
        onChange={(countries) => onChange({ ...filters, countries })}
        searchable
        clearable
        clearButtonProps={{ "aria-label": "Clear countries" }}
        comboboxProps={{ withinPortal: true }}
      />
      <Button variant="default" onClick={onClear}>
        Clear All Filters
      </Button>
    </Stack>
  );
}
