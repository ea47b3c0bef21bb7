import { Select } from "@mantine/core";
import { gridRegions, type GridRegion } from "../regions.ts";

const ALL = "all";
const options = [
  { value: ALL, label: "All regions" },
  ...gridRegions.map((region) => ({ value: region, label: region })),
];

interface RegionSelectProps {
  value: GridRegion | null;
  onChange: (region: GridRegion | null) => void;
}

/** Which region's nodes placement offers (the grid's continents), or all of them. */
export function RegionSelect({ value, onChange }: RegionSelectProps) {
  return (
    <Select
      label="Region"
      description="Where the cluster's nodes are"
      data={options}
      value={value ?? ALL}
      onChange={(next) => onChange(next === null || next === ALL ? null : (next as GridRegion))}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      w={{ base: "100%", xs: 240 }}
    />
  );
}
