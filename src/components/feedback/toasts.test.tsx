import { act, screen } from "@testing-library/react";
import { KubeCloudError } from "@kubecloud/sdk";
import { withToastRegion } from "../../test/toast-region.tsx";
import { describe, expect, it, vi } from "vitest";
import { showErrorToast, showToast, startLoadingToast, toastTitle } from "./toasts.tsx";

// Mantine removes a hidden toast from the DOM after its exit animation.
const EXIT_TRANSITION = 600;

withToastRegion();

describe("toasts (product-rules §2, §4, §8)", () => {
  it("titles a toast with title, else subject, else message, else 'Notification'", () => {
    expect(toastTitle({ title: "T", subject: "S", message: "M" })).toBe("T");
    expect(toastTitle({ subject: "S", message: "M" })).toBe("S");
    expect(toastTitle({ message: "M" })).toBe("M");
    expect(toastTitle({})).toBe("Notification");
  });

  it("disappears after 5000 ms unless a duration is given", async () => {
    act(() => {
      showToast({ severity: "success", title: "Saved" });
      showToast({ severity: "info", title: "Longer", duration: 8_000 });
    });
    expect(screen.getByText("Saved")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTime(4_999));
    expect(screen.getByText("Saved")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTime(1));
    await act(() => vi.advanceTimersByTime(EXIT_TRANSITION));
    expect(screen.queryByText("Saved")).toBeNull();
    expect(screen.getByText("Longer")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTime(8_000 - 5_000 - EXIT_TRANSITION - 2));
    expect(screen.getByText("Longer")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTime(2));
    await act(() => vi.advanceTimersByTime(EXIT_TRANSITION));
    expect(screen.queryByText("Longer")).toBeNull();
  });

  it("links a toast to the thing it is about, and closes it when the link is followed", async () => {
    act(() => {
      showToast({
        severity: "success",
        title: "Node 2215 reserved",
        link: { to: "/dashboard?section=nodes", label: "Open My Nodes" },
      });
    });
    const link = screen.getByRole("link", { name: "Open My Nodes" });
    expect(link).toHaveAttribute("href", "/dashboard?section=nodes");
    expect(screen.getByRole("status")).toHaveTextContent("Node 2215 reserved");
    act(() => link.click());
    await act(() => vi.advanceTimersByTime(EXIT_TRANSITION));
    expect(screen.queryByText("Node 2215 reserved")).toBeNull();
  });

  it("shows errors titled Error with the server's text, and never silent ones", () => {
    act(() => {
      showErrorToast(
        new KubeCloudError({
          message: "HTTP 502: Bad Gateway",
          status: 502,
          fallbackMessage: "Failed to load invoices",
        }),
      );
      showErrorToast(new KubeCloudError({ message: "Token expired", silent: true }));
    });
    expect(screen.getByRole("alert")).toHaveTextContent("Error");
    expect(screen.getByText("Failed to load invoices")).toBeInTheDocument();
    expect(screen.queryByText("Token expired")).toBeNull();
  });

  it("shows a loading toast only when the work runs over 500 ms, and removes it when it ends", async () => {
    const stopQuick = startLoadingToast("Updating password...");
    await act(() => vi.advanceTimersByTime(300));
    act(() => stopQuick());
    await act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByText("Updating password...")).toBeNull();

    const stopSlow = startLoadingToast("Sending reset code...");
    await act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByText("Sending reset code...")).toBeNull();
    await act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText("Sending reset code...")).toBeInTheDocument();
    act(() => stopSlow());
    await act(() => vi.advanceTimersByTime(EXIT_TRANSITION));
    expect(screen.queryByText("Sending reset code...")).toBeNull();
  });
});
