import { within } from "@testing-library/react";

/** The text of each column header of `table`, in order. */
export function columnHeaders(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole("columnheader")
    .map((header) => header.textContent ?? "");
}

/**
 * What a phone shows of `table` as cards: for each body row, each cell's `data-label` (the name the card
 * gives it, from the stacked-table CSS) with the column header it stands for. A cell with no label, or a label
 * that is not its column's, would be an unnamed or wrongly named value on a phone.
 */
export function cardLabels(table: HTMLElement): { label: string | null; header: string }[][] {
  const headers = columnHeaders(table);
  const [, ...rows] = within(table).getAllByRole("row");
  return rows.map((row) =>
    within(row)
      .getAllByRole("cell")
      .map((cell, i) => ({ label: cell.getAttribute("data-label"), header: headers[i] })),
  );
}

/** True when every body cell of `table` is labelled with its own column's header. */
export function everyCellLabelled(table: HTMLElement): boolean {
  return cardLabels(table).every((row) => row.every(({ label, header }) => label !== null && label === header));
}
