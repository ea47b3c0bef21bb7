import { MantineProvider } from "@mantine/core";
import { Notifications, notifications, notificationsStore } from "@mantine/notifications";
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

/**
 * The titles of the toasts on screen now (in the layout's band or a test's region). Throws while toasts are
 * raised but none is on screen: the app loads the toasts' code with its first toast, so a check right after
 * it must wait (`waitFor`), and a check that none was raised must not pass only because none is drawn yet.
 */
export function toastTitles(): string[] {
  const shown = [...document.querySelectorAll(".mantine-Notification-root .mantine-Notification-title")].map(
    (title) => title.textContent ?? "",
  );
  const raised = notificationsStore.getState().notifications.length;
  if (shown.length === 0 && raised > 0) throw new Error(`${raised} toast(s) raised, none on screen yet`);
  return shown;
}
