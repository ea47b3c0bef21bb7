import { notifications } from "@mantine/notifications";
import { afterEach, beforeEach, vi } from "vitest";

/**
 * Each test of a screen that waits on timers and live events: the timers are fake but still advance (a test can
 * jump over a wait), and after each test they are real again, stubbed globals (the event source) are restored
 * and toasts are cleaned.
 */
export function fakeTimersEachTest() {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    notifications.clean();
  });
}
