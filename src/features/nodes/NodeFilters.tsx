import { Button, NativeSelect, Stack, Switch, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { memo, useState } from "react";
import { marketSettings } from "../../config/market.ts";
import { sameNarrowing, type NodeFilters as Filters } from "./node-filters.ts";
import { MinimumFilters, PriceFilter } from "./RangeFilters.tsx";

interface NodeFiltersProps {
  filters: Filters;
  /** The countries to choose from (those of the rows seen so far, and the chosen one). */
  countries: readonly string[];
  /** Changes the filters named, keeping the others. */
  onChange: (patch: Partial<Filters>) => void;
  onClear: () => void;
}

/** The free-text search: the field follows each key at once, the URL (and so the query) after a pause. */
function SearchField({ filters, onChange }: Pick<NodeFiltersProps, "filters" | "onChange">) {
  const [text, setText] = useState(filters.text);
  // The URL can change the text too (the back button, Clear all): follow it, unless it is what was typed.
  const [seen, setSeen] = useState(filters.text);
  if (seen !== filters.text) {
    setSeen(filters.text);
    if (text.trim() !== filters.text) setText(filters.text);
  }
  const commitText = useDebouncedCallback(
    (value: string) => onChange({ text: value.trim() }),
    marketSettings.searchDebounceMs,
  );
  return (
    <TextInput
      label="Search"
      description="A node id (exact), or part of a farm's name"
      data-page-search // the `/` shortcut focuses it (app/palette/page-search.ts)
      placeholder="e.g. 1432 or Freefarm"
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commitText(event.currentTarget.value);
      }}
    />
  );
}

/**
 * The marketplace's filters (product-rules §2), each one the server applies exactly: minimum CPU, RAM and
 * storage, a price range, GPU only, one country, free text, and clear all. It renders again only when what it
 * shows changes: not for a new sort, nor for new rows (its sliders are costly to render).
 */
export const NodeFilters = memo(
  NodeFiltersPanel,
  (before, after) =>
    sameNarrowing(before.filters, after.filters) &&
    before.countries === after.countries &&
    before.onChange === after.onChange &&
    before.onClear === after.onClear,
);

function NodeFiltersPanel({ filters, countries, onChange, onClear }: NodeFiltersProps) {
  return (
    <Stack gap="lg">
      <SearchField filters={filters} onChange={onChange} />
      <MinimumFilters filters={filters} onCommit={(key, next) => onChange({ [key]: next })} />
      <PriceFilter value={filters.price} onCommit={(price) => onChange({ price })} />
      <Switch
        label="GPU only"
        checked={filters.gpuOnly}
        onChange={(event) => onChange({ gpuOnly: event.currentTarget.checked })}
      />
      {/* The browser's own list (type-ahead, the phone's picker): no popover to build while the page loads. */}
      <NativeSelect
        label="Country"
        description="The countries of the nodes listed so far"
        data={[
          { value: "", label: "All countries" },
          ...[...countries].map((country) => ({ value: country, label: country })),
        ]}
        value={filters.country}
        onChange={(event) => onChange({ country: event.currentTarget.value })}
      />
      <Button variant="default" onClick={onClear}>
        Clear All Filters
      </Button>
    </Stack>
  );
}
