import { RangeSlider, Slider, Text } from "@mantine/core";
import { useState } from "react";
import { marketSettings } from "../../config/market.ts";
import { formatCapacity, formatUsd } from "../../lib/format.ts";
import type { MinimumKey, NodeFilters, Range } from "./node-filters.ts";

const { bounds, steps } = marketSettings;

const minimumFields: { key: MinimumKey; label: string; format: (value: number) => string }[] = [
  { key: "cpu", label: "CPU cores", format: (value) => `${value} vCPU` },
  { key: "ram", label: "RAM", format: formatCapacity },
  { key: "storage", label: "Storage (SSD)", format: formatCapacity },
];

const usd = (value: number) => formatUsd(value).replace(/\.00$/, "");

/** The minimum sliders, CPU, RAM and storage, in that order. */
export function MinimumFilters({
  filters,
  onCommit,
}: {
  filters: Pick<NodeFilters, MinimumKey>;
  onCommit: (key: MinimumKey, next: number | null) => void;
}) {
  return minimumFields.map((field) => (
    <MinimumFilter
      key={field.key}
      field={field}
      value={filters[field.key]}
      onCommit={(next) => onCommit(field.key, next)}
    />
  ));
}

/** "At least N": a one-thumb slider over fixed bounds; its lowest end is no filter. Commits when let go. */
function MinimumFilter({
  field,
  value,
  onCommit,
}: {
  field: (typeof minimumFields)[number];
  value: number | null;
  onCommit: (next: number | null) => void;
}) {
  const [min, max] = bounds[field.key];
  const [dragged, setDragged] = useState<number | null>(null);
  const shown = dragged ?? Math.max(min, Math.min(value ?? min, max));
  const id = `filter-${field.key}`;
  return (
    <div>
      <Text id={id} size="sm" fw={500}>
        {field.label}
      </Text>
      <Text size="xs" c="dimmed" mb={6} aria-hidden>
        {shown <= min ? "Any" : `At least ${field.format(shown)}`}
      </Text>
      <Slider
        aria-labelledby={id}
        thumbLabel={`Least ${field.label}`}
        min={min}
        max={max}
        step={steps[field.key]}
        value={shown}
        label={(next) => (next <= min ? "Any" : `≥ ${field.format(next)}`)}
        onChange={setDragged}
        onChangeEnd={(next) => {
          setDragged(null);
          onCommit(next <= min ? null : next);
        }}
        mx={8}
      />
    </div>
  );
}

/** The monthly price, a range over fixed bounds (the highest end means no ceiling). Commits when let go. */
export function PriceFilter({ value, onCommit }: { value: Range | null; onCommit: (next: Range | null) => void }) {
  const [min, max] = bounds.price;
  const current: [number, number] = value
    ? [Math.max(min, Math.min(value[0], max)), Math.min(max, Math.max(value[1], min))]
    : [min, max];
  const [dragged, setDragged] = useState<[number, number] | null>(null);
  const shown = dragged ?? current;
  return (
    <div>
      <Text id="filter-price" size="sm" fw={500}>
        Price a month, before fees
      </Text>
      <Text size="xs" c="dimmed" mb={6} aria-hidden>
        {usd(shown[0])} – {shown[1] >= max ? `${usd(max)}+` : usd(shown[1])}
      </Text>
      <RangeSlider
        aria-labelledby="filter-price"
        min={min}
        max={max}
        step={steps.price}
        minRange={0}
        value={shown}
        label={usd}
        thumbFromLabel="Lowest price a month, before fees"
        thumbToLabel="Highest price a month, before fees"
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
