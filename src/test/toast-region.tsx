import { MantineProvider } from "@mantine/core";
import { Notifications, notifications } from "@mantine/notifications";
import { act, render } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

/** For a test file of toasts: each test gets a fake clock and a toast region, emptied afterwards. */
export function withToastRegion(): void {
  beforeEach(() => {
    vi.useFakeTimers();
    render(
      <MantineProvider env="test">
        <Notifications />
      </MantineProvider>,
    );
  });
  afterEach(() => {
    act(() => notifications.clean());
    vi.useRealTimers();
  });
}
