import { act, screen } from "@testing-library/react";
import { expect, vi } from "vitest";

/**
 * Runs the fake clock through the node tracker's 20 checks, 5 s apart (each waits for its read, so the clock goes
 * on until the verdict), until `verdict` shows; returns its element.
 */
export async function untilTrackerVerdict(verdict: string): Promise<HTMLElement> {
  for (let tick = 0; tick < 40 && !screen.queryByText(verdict); tick += 1)
    await act(() => vi.advanceTimersByTimeAsync(5_000));
  return screen.findByText(verdict);
}

/** Waits for the tracker's `verdict` (see untilTrackerVerdict) and checks it is shown, with `detail` saying why. */
export async function expectTrackerVerdict(verdict: string, detail: string): Promise<void> {
  expect(await untilTrackerVerdict(verdict)).toBeInTheDocument();
  expect(screen.getByText(detail)).toBeInTheDocument();
}
