import { screen, act } from "@testing-library/react";
import { notifications } from "@mantine/notifications";
import { afterEach, describe, expect, it } from "vitest";
import { renderApp } from "../test/render.tsx";

const raise = (init: ErrorEventInit) => act(() => void window.dispatchEvent(new ErrorEvent("error", init)));

describe("window errors", () => {
  afterEach(() => act(() => notifications.clean()));

  it("show an Unexpected Error toast for an uncaught error", async () => {
    renderApp({ path: "/features" });
    raise({ message: "boom", error: new TypeError("boom") });
    expect(await screen.findByText("Unexpected Error")).toBeInTheDocument();
  });

  it("stay silent about the browser's benign resize-observer loop report", async () => {
    renderApp({ path: "/features" });
    raise({ message: "ResizeObserver loop completed with undelivered notifications." });
    raise({ message: "ResizeObserver loop limit exceeded" });
    // A real error after them is shown, so the silence above is not a toast region that never renders.
    raise({ message: "later", error: new Error("later") });
    expect(await screen.findAllByText("Unexpected Error")).toHaveLength(1);
  });
});
