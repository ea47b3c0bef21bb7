import { act, screen } from "@testing-library/react";
import { vi } from "vitest";

/**
 * Runs the fake clock through the node tracker's 20 checks, 5 s apart (each waits for its read, so the clock goes
 * on until the verdict), until `verdict` shows; returns its element.
 */
export async function untilTrackerVerdict(verdict: string): Promise<HTMLElement> {
  for (let tick = 0; tick < 40 && !screen.queryByText(verdict); tick += 1)
    await act(() => vi.advanceTimersByTimeAsync(5_000));
  return screen.findByText(verdict);
}
