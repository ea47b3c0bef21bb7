import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createKubeCloudClient, createMemoryTokenStore } from "@kubecloud/sdk";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiContext } from "../../lib/api-context.ts";
import { MAINTENANCE_POLL_MS } from "./maintenance-status-query.ts";
import { MaintenancePage } from "./MaintenancePage.tsx";

const status = (enabled: boolean) => () => Response.json({ status: 200, message: "ok", data: { enabled } });
const failure = () => Response.json({ status: 500, message: "down" }, { status: 500 });

function setup(replies: (() => Response)[], onEnded?: () => void) {
  let call = 0;
  const fetch = vi.fn((_request: Request) => Promise.resolve(replies[Math.min(call++, replies.length - 1)]()));
  const api = createKubeCloudClient({ baseUrl: "http://api.test/api", tokens: createMemoryTokenStore(), fetch });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <ApiContext.Provider value={api}>
          <MemoryRouter initialEntries={["/maintenance"]}>
            <Routes>
              <Route path="/maintenance" element={<MaintenancePage onEnded={onEnded} />} />
              <Route path="/" element={<p>Home page</p>} />
            </Routes>
          </MemoryRouter>
        </ApiContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { fetch };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("MaintenancePage", () => {
  it("checks again every 30 seconds and calls onEnded when maintenance is over", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onEnded = vi.fn();
    const { fetch } = setup([status(true), failure, status(false)], onEnded);
    expect(screen.getByRole("heading", { name: "We'll be back soon" })).toBeInTheDocument();
    expect(await screen.findByText(/Last checked at/)).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);

    // A failed check proves nothing: the page stays and asks again later.
    await act(() => vi.advanceTimersByTimeAsync(MAINTENANCE_POLL_MS));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(onEnded).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(MAINTENANCE_POLL_MS));
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(onEnded).toHaveBeenCalledOnce();
    expect(new URL(fetch.mock.calls[0][0].url).pathname).toBe("/api/v1/system/maintenance/status");
  });

  it("goes to / by itself when no onEnded is given", async () => {
    setup([status(true), status(false)]);
    await screen.findByText(/Last checked at/);
    await userEvent.click(screen.getByRole("button", { name: "Check now" }));
    expect(await screen.findByText("Home page")).toBeInTheDocument();
  });
});
