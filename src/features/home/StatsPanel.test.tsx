import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createKubeCloudClient, createMemoryTokenStore, type Stats } from "@kubecloud/sdk";
import { describe, expect, it } from "vitest";
import { ApiContext } from "../../lib/api-context.ts";
import { StatsPanel } from "./StatsPanel.tsx";

const stats: Stats = {
  total_users: 10,
  total_clusters: 2,
  up_nodes: 2187,
  countries: 61,
  cores: 71234,
  ssd: 1893421.53,
};

function setup(...responses: (() => Response)[]) {
  let call = 0;
  const api = createKubeCloudClient({
    baseUrl: "http://api.test/api",
    tokens: createMemoryTokenStore(),
    fetch: () => Promise.resolve(responses[Math.min(call++, responses.length - 1)]()),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <ApiContext.Provider value={api}>
          <StatsPanel />
        </ApiContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe("StatsPanel", () => {
  it("shows a spinner per card, then the platform's numbers", async () => {
    setup(() => Response.json(stats));
    expect(screen.getAllByLabelText(/^Loading/)).toHaveLength(4);
    expect(await screen.findByText("1,893,422 GB")).toBeInTheDocument();
    expect(screen.getByText("2,187")).toBeInTheDocument();
    expect(screen.getByText("61")).toBeInTheDocument();
    expect(screen.getByText("71,234")).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Loading/)).not.toBeInTheDocument();
  });

  it("says the statistics failed to load, and loads them again on request", async () => {
    setup(
      () => Response.json({ status: 500, message: "Internal server error" }, { status: 500 }),
      () => Response.json(stats),
    );
    expect(await screen.findByText("Failed to load system statistics")).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Loading/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("2,187")).toBeInTheDocument();
  });
});
