// The kubeconfig panel: while the cluster is being deployed it says so and asks the server nothing; once it
// runs, the merge one-liners (kubectl and kubecloud) are there to copy.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildKubeconfig } from "../../../test/builders.ts";
import { ok, renderWithApi } from "../../../test/render.tsx";
import { KubeconfigPanel, KubeconfigPending } from "./KubeconfigPanel.tsx";
import { cliMergeCommand, mergeCommand } from "./kubeconfig-commands.ts";

describe("the kubeconfig panel", () => {
  it("says the cluster is still being deployed, and sends no request", () => {
    const view = renderWithApi(<KubeconfigPending />, { signedIn: true });
    expect(screen.getByRole("status")).toHaveTextContent(
      "The cluster is still being deployed: its kubeconfig is here once it is running.",
    );
    expect(screen.queryByRole("button", { name: "Show Kubeconfig" })).toBeNull();
    expect(view.requests).toEqual([]);
  });

  it("gives the merge one-liners to copy, for kubectl and for kubecloud", async () => {
    const user = userEvent.setup();
    renderWithApi(<KubeconfigPanel cluster="prodcluster" />, {
      signedIn: true,
      api: { "GET /v1/deployments/{name}/kubeconfig": () => ok({ kubeconfig: buildKubeconfig() }) },
    });
    expect(screen.getByLabelText("merge command for kubectl")).toHaveTextContent(mergeCommand("prodcluster"));
    expect(screen.getByLabelText("merge command for kubecloud")).toHaveTextContent(cliMergeCommand("prodcluster"));
    await user.click(screen.getByRole("button", { name: "Copy merge command for kubectl" }));
    expect(await navigator.clipboard.readText()).toBe(mergeCommand("prodcluster"));
    await user.click(screen.getByRole("button", { name: "Copy merge command for kubecloud" }));
    expect(await navigator.clipboard.readText()).toBe("kubecloud kubeconfig get prodcluster --merge --use");
  });
});
