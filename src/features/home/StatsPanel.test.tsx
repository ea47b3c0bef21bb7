import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { createKubeCloudClient, createMemoryTokenStore, type Stats } from "@kubecloud/sdk";
import { describe, expect, it } from "vitest";
import { ApiContext } from "../../lib/api-context.ts";
import { StatsPanel } from "./StatsPanel.tsx";

function setup(respond: () => Response) {
  const api = createKubeCloudClient({ baseUrl: "http://api.test/api", tokens: createMemoryTokenStore(), fetch: () => Promise.resolve(respond()) });
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
    const stats: Stats = { total_users: 10, total_clusters: 2, up_nodes: 2187, countries: 61, cores: 71234, ssd: 1893421.53 };
    setup(() => Response.json(stats));
    expect(screen.getAllByLabelText(/^Loading/)).toHaveLength(4);
    expect(await screen.findByText("1,893,422")).toBeInTheDocument();
    expect(screen.getByText("2,187")).toBeInTheDocument();
    expect(screen.getByText("61")).toBeInTheDocument();
    expect(screen.getByText("71,234")).toBeInTheDocument();
  });

  it("shows a dash instead of numbers when the statistics cannot be loaded", async () => {
    setup(() => Response.json({ status: 500, message: "Internal server error" }, { status: 500 }));
    expect(await screen.findAllByText("—")).toHaveLength(4);
  });
});
