import { CloseButton, Group, Select, TextInput } from "@mantine/core";
import type { Ref } from "react";
import { clusterSortLabels, clusterSorts, type ClusterSort } from "./cluster-list-view.ts";

const sortOptions = clusterSorts.map((sort) => ({ value: sort, label: clusterSortLabels[sort] }));

interface ClusterControlsProps {
  search: string;
  onSearch: (search: string) => void;
  sort: ClusterSort;
  onSort: (sort: ClusterSort) => void;
  searchRef?: Ref<HTMLInputElement>;
}

/** Search by name and the order of the clusters list. */
export function ClusterControls({ search, onSearch, sort, onSort, searchRef }: ClusterControlsProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        ref={searchRef}
        type="search"
        label="Search by name"
        placeholder="e.g. prod"
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        autoComplete="off"
        spellCheck={false}
        style={{ flex: "1 1 220px" }}
        rightSection={
          search ? <CloseButton size="sm" aria-label="Clear the search" onClick={() => onSearch("")} /> : undefined
        }
      />
      <Select
        label="Sort by"
        data={sortOptions}
        value={sort}
        onChange={(next) => next && onSort(next)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        style={{ flex: "0 1 200px" }}
      />
    </Group>
  );
}
