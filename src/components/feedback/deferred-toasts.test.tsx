import { act, screen } from "@testing-library/react";
import { KubeCloudError } from "@kubecloud/sdk";
import { withToastRegion } from "../../test/toast-region.tsx";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { showErrorToast, startLoadingToast } from "./deferred-toasts.ts";

// The toast code is imported on demand; here it is transformed once, before the clock is faked (in the browser,
// main.tsx preloads it with the page's chunk).
beforeAll(() => import("./toasts.tsx"));
withToastRegion();

describe("toasts raised by the first load's own code", () => {
  it("show once the toast code has loaded", async () => {
    showErrorToast(new KubeCloudError({ message: "HTTP 502: Bad Gateway", status: 502 }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText("Error")).toBeInTheDocument();
  });

  it("start a loading toast after 500 ms of work, and end it with the work", async () => {
    const end = startLoadingToast("Saving");
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(screen.queryByText("Saving")).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText("Saving")).toBeInTheDocument();
    act(() => end());
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(screen.queryByText("Saving")).toBeNull();
  });

  it("never show a loading toast for work that ended before the toast code loaded", async () => {
    const end = startLoadingToast("Quick");
    end();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.queryByText("Quick")).toBeNull();
  });
});
