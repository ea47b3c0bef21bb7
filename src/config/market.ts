/**
 * The marketplace's paging and filter bounds (/nodes). The server filters, sorts and pages the grid, so the
 * page never learns the whole grid's spread: the sliders span fixed ranges wide enough for any node on offer
 * (a value past the end still reads "at least N"), and the list asks for one page at a time.
 */
export const marketSettings = {
  /** Nodes per request: the first rows come from one such page, the next ones as the user scrolls. */
  pageSize: 50,
  /** Rows left below the viewport when the next page is asked for. */
  loadAheadRows: 10,
  /** The free-text search waits this long after the last key before it asks the server. */
  searchDebounceMs: 300,
  /** Slider ranges: CPU cores, RAM and SSD in GB (minimums), and the monthly price in USD (a range). */
  bounds: {
    cpu: [1, 256],
    ram: [1, 2048],
    storage: [0, 102_400],
    price: [0, 2000],
  },
  /** Slider steps, in the same units. */
  steps: { cpu: 1, ram: 1, storage: 256, price: 10 },
} as const;
