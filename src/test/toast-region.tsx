import { MantineProvider } from "@mantine/core";
import { Notifications, notifications } from "@mantine/notifications";
import { act, render } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, vi } from "vitest";

/**
 * For a test file of toasts: each test gets a fake clock and a toast region (in a router, as in the layout:
 * a toast may link to a page), emptied afterwards.
 */
export function withToastRegion(): void {
  beforeEach(() => {
    vi.useFakeTimers();
    render(
      <MantineProvider env="test">
        <MemoryRouter>
          <Notifications withinPortal={false} />
        </MemoryRouter>
      </MantineProvider>,
    );
  });
  afterEach(() => {
    act(() => notifications.clean());
    vi.useRealTimers();
  });
}

/** The titles of the toasts on screen now (in the layout's band or a test's region). */
export function toastTitles(): string[] {
  return [...document.querySelectorAll(".mantine-Notification-root .mantine-Notification-title")].map(
    (title) => title.textContent ?? "",
  );
}
