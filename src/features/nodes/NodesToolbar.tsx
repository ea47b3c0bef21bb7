import { Button, Group, NativeSelect, Text } from "@mantine/core";
import { noFilters, sortOptions, type NodeFilters, type SortKey } from "./node-filters.ts";
import classes from "./NodesPage.module.css";

/** The sort a `<select>` value names (every option's value is a sort key). */
const readSort = (value: string): SortKey =>
  sortOptions.find((option) => option.value === value)?.value ?? noFilters.sort;

interface NodesToolbarProps {
  /** "40 nodes": how many pass the filters on the server, once the first page has loaded. */
  count: string;
  filters: NodeFilters;
  filterCount: number;
  /** Changes the filters named (here the sort), keeping the others. */
  onFilters: (patch: Partial<NodeFilters>) => void;
  onOpenDrawer: () => void;
  /** Below 75em the globe is toggled inline rather than shown beside the list. */
  wide: boolean | undefined;
  globeShown: boolean;
  onToggleGlobe: () => void;
}

/** Above the list: how many nodes are shown, the filters drawer's opener, the globe toggle and the sort order. */
export function NodesToolbar(props: NodesToolbarProps) {
  const { filters, filterCount, onFilters, wide, globeShown } = props;
  return (
    <Group justify="space-between" align="flex-end" className={classes.toolbar}>
      <Text role="status" size="sm">
        {props.count}
      </Text>
      <Group gap="xs" align="flex-end">
        {/* Below 992 px the search box is in this drawer: the `/` shortcut opens it (app/palette). */}
        <Button variant="default" hiddenFrom="md" onClick={props.onOpenDrawer} data-page-search-opener>
          Filters{filterCount ? ` (${filterCount})` : ""}
        </Button>
        {!wide && (
          <Button variant="default" onClick={props.onToggleGlobe} aria-pressed={globeShown}>
            {globeShown ? "Hide Globe" : "Show Globe"}
          </Button>
        )}
        <NativeSelect
          label="Sort by"
          data={sortOptions.map((option) => ({ ...option }))}
          value={filters.sort}
          onChange={(event) => onFilters({ sort: readSort(event.currentTarget.value) })}
          w={240}
        />
      </Group>
    </Group>
  );
}
