import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { contact } from "../../config/contact.ts";
import { fail, ok, renderWithApi, type Handler } from "../../test/render.tsx";
import { MAINTENANCE_POLL_MS } from "./maintenance-status-query.ts";
import { MaintenancePage } from "./MaintenancePage.tsx";

const status = (enabled: boolean) => ok({ enabled });
const failure = fail(500, { status: 500, message: "Internal server error" });

/** Answers the status checks with `replies` in turn (the last one repeats). */
function setup(replies: ReturnType<Handler<"GET /v1/system/maintenance/status">>[], onEnded?: () => void) {
  let call = 0;
  return renderWithApi(
    <MemoryRouter initialEntries={["/maintenance"]}>
      <Routes>
        <Route path="/maintenance" element={<MaintenancePage onEnded={onEnded} />} />
        <Route path="/" element={<p>Home page</p>} />
      </Routes>
    </MemoryRouter>,
    { api: { "GET /v1/system/maintenance/status": () => replies[Math.min(call++, replies.length - 1)] } },
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe("MaintenancePage", () => {
  it("checks again every 30 seconds and calls onEnded when maintenance is over", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onEnded = vi.fn();
    const { requests } = setup([status(true), failure, status(false)], onEnded);
    expect(screen.getByRole("heading", { name: "We'll Be Back Soon" })).toBeInTheDocument();
    expect(await screen.findByText(/Last checked at/)).toBeInTheDocument();
    expect(requests).toHaveLength(1);

    // A failed check proves nothing: the page stays and asks again later.
    await act(() => vi.advanceTimersByTimeAsync(MAINTENANCE_POLL_MS));
    expect(requests).toHaveLength(2);
    expect(onEnded).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(MAINTENANCE_POLL_MS));
    expect(requests).toHaveLength(3);
    expect(onEnded).toHaveBeenCalledOnce();
    expect(new URL(requests[0].url).pathname).toBe("/api/v1/system/maintenance/status");
  });

  it("goes to / by itself when no onEnded is given", async () => {
    setup([status(true), status(false)]);
    await screen.findByText(/Last checked at/);
    await userEvent.click(screen.getByRole("button", { name: "Check Now" }));
    expect(await screen.findByText("Home page")).toBeInTheDocument();
  });
});

describe("the maintenance page's contact", () => {
  it("offers the support address from the config as a mail link with a subject", async () => {
    setup([status(true)]);
    const link = screen.getByRole("link", { name: contact.supportEmail });
    expect(link).toHaveAttribute(
      "href",
      `mailto:${contact.supportEmail}?subject=${encodeURIComponent(contact.maintenanceSubject)}`,
    );
    expect(link.closest("p")).toHaveTextContent(`Something urgent? Write to ${contact.supportEmail}.`);
    await screen.findByText(/Last checked at/);
  });
});
