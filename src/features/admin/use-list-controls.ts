import { useState } from "react";

/** What a section's list shows: the search typed and the page (a new search, filter or order shows page 1). */
export interface ListControls {
  search: string;
  setSearch: (search: string) => void;
  page: number;
  setPage: (page: number) => void;
}

/** A section list's search (empty at first) and page (the first), for `SearchField` and `PagedList`. */
export function useListControls(): ListControls {
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  return { search, setSearch, page, setPage };
}
