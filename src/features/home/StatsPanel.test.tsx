import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Stats } from "@kubecloud/sdk";
import { describe, expect, it } from "vitest";
import { buildStats } from "../../test/builders.ts";
import { fail, ok, renderWithApi, type Handler } from "../../test/render.tsx";
import { StatsPanel } from "./StatsPanel.tsx";

const stats: Stats = buildStats({ total_users: 10, total_clusters: 2 });

/** Answers the statistics call with `replies` in turn (the last one repeats). */
function setup(...replies: ReturnType<Handler<"GET /v1/stats">>[]) {
  let call = 0;
  return renderWithApi(<StatsPanel />, {
    api: { "GET /v1/stats": () => replies[Math.min(call++, replies.length - 1)] },
  });
}

describe("StatsPanel", () => {
  it("shows a spinner per card, then the platform's numbers", async () => {
    setup(ok(stats));
    expect(screen.getAllByLabelText(/^Loading/)).toHaveLength(4);
    expect(await screen.findByText("1,893,422 GB")).toBeInTheDocument();
    expect(screen.getByText("2,187")).toBeInTheDocument();
    expect(screen.getByText("61")).toBeInTheDocument();
    expect(screen.getByText("71,234")).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Loading/)).not.toBeInTheDocument();
  });

  it("says the statistics failed to load, and loads them again on request", async () => {
    setup(fail(500, { status: 500, message: "Internal server error" }), ok(stats));
    expect(await screen.findByText("Failed to load system statistics")).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Loading/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("2,187")).toBeInTheDocument();
  });
});
