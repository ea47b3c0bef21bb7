import { Button, Group, Pagination, Paper, Text, TextInput, type TextInputProps } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { QueryLoaded } from "../../components/QueryLoaded.tsx";
import { SectionHeader } from "../../components/SectionHeader.tsx";
import { loadFailure } from "./admin-errors.ts";
import { pageOf } from "./table-view.ts";
import type { ListControls } from "./use-list-controls.ts";

/** Loading and failure states of a query; `children` renders its data once it is there. */
export function Loaded<T>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<T>;
  /** What loads, in the plural ("users"): the spinner's label and the failure's text. */
  what: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <QueryLoaded query={query} loading={`Loading ${what}`} failure={(error) => loadFailure(what, error)}>
      {children}
    </QueryLoaded>
  );
}

/** Nothing to list (or nothing matches the search). */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder p="xl" ta="center">
      <Text c="dimmed">{children}</Text>
    </Paper>
  );
}

/** "Showing 11–20 of 42 users" (or "Showing 1 user") and the page buttons when there is more than one page. */
export function Pager({
  view,
  noun,
  onPage,
}: {
  view: { page: number; pages: number; from: number; to: number; total: number };
  /** What is listed, in the singular ("user"). */
  noun: string;
  onPage: (page: number) => void;
}) {
  if (view.total === 0) return null;
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {view.total === 1 ? `Showing 1 ${noun}` : `Showing ${view.from}–${view.to} of ${view.total} ${noun}s`}
      </Text>
      {view.pages > 1 && (
        <Pagination
          total={view.pages}
          value={view.page}
          onChange={onPage}
          size="sm"
          getControlProps={(control) => ({ "aria-label": `${control} page` })}
        />
      )}
    </Group>
  );
}

/** A section's search box: typing filters the list and goes back to its first page. */
export function SearchField({
  controls,
  pageSearch = false,
  ...props
}: Omit<TextInputProps, "type" | "value" | "onChange"> & {
  /** The list's search and page: a new search shows page 1. */
  controls: ListControls;
  /** The section's toolbar search: the `/` shortcut focuses it (app/palette/page-search.ts) and it fills the row. */
  pageSearch?: boolean;
}) {
  return (
    <TextInput
      {...(pageSearch && { "data-page-search": true, style: { flex: "1 1 220px" } })}
      {...props}
      type="search"
      value={controls.search}
      onChange={(event) => {
        controls.setSearch(event.currentTarget.value);
        controls.setPage(1);
      }}
    />
  );
}

/** A section's "Refresh": loads its list again, spinning while a reload (not the first load) runs. */
function RefreshButton({ query }: { query: Pick<UseQueryResult, "isFetching" | "isPending" | "refetch"> }) {
  return (
    <Button variant="default" loading={query.isFetching && !query.isPending} onClick={() => void query.refetch()}>
      Refresh
    </Button>
  );
}

/** A list section's heading, with the "Refresh" that loads its `list` again. */
export function ListSectionHeader({
  list,
  ...header
}: {
  title: string;
  description: string;
  list: Pick<UseQueryResult, "isFetching" | "isPending" | "refetch">;
}) {
  return <SectionHeader {...header} actions={<RefreshButton query={list} />} />;
}

/**
 * A section's list once loaded: `show` filters and orders it, then one page of it is drawn by `children` with
 * the pager under it (and `aside` beside the pager), or the empty state says there is nothing (or no match).
 */
export function PagedList<T>({
  query,
  what,
  noun,
  show,
  controls,
  none,
  noMatch,
  aside,
  children,
}: {
  query: UseQueryResult<T[]>;
  /** What loads, in the plural ("users"). */
  what: string;
  /** What is listed, in the singular ("user"). */
  noun: string;
  show: (list: T[]) => T[];
  /** The page shown, and where the pager turns it. */
  controls: Pick<ListControls, "page" | "setPage">;
  /** The empty state when there is nothing at all, and when nothing matches. */
  none: string;
  noMatch: string;
  aside?: (shown: T[]) => ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  return (
    <Loaded query={query} what={what}>
      {(list) => {
        const shown = show(list);
        const view = pageOf(shown, controls.page);
        if (shown.length === 0) return <EmptyState>{list.length === 0 ? none : noMatch}</EmptyState>;
        const pager = <Pager view={view} noun={noun} onPage={controls.setPage} />;
        return (
          <>
            {children(view.items)}
            {aside ? (
              <Group justify="space-between" gap="sm">
                {pager}
                {aside(shown)}
              </Group>
            ) : (
              pager
            )}
          </>
        );
      }}
    </Loaded>
  );
}
