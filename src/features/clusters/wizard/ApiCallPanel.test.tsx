import type { ClusterInput } from "@kubecloud/sdk";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { buildVmInput } from "../../../test/deploy-request.ts";
import { renderWithApi } from "../../../test/render.tsx";
import { ApiCallPanel } from "./ApiCallPanel.tsx";

const body: ClusterInput = {
  name: "web2",
  nodes: [buildVmInput({ env_vars: { SSH_KEY: "ssh-ed25519 AAAAC3Nz amira@laptop" } })],
};

describe("Show as API Call", () => {
  it("offers the kubecloud command and the file it reads, each copied from the keyboard", async () => {
    const user = userEvent.setup();
    renderWithApi(<ApiCallPanel body={body} />);
    // Export comes first (the file itself), then the toggle.
    await user.tab();
    expect(screen.getByRole("button", { name: "Export web2.yaml" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Export web2.json" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Show as API Call" })).toHaveFocus();
    await user.keyboard("{Enter}");

    expect(screen.getByRole("heading", { name: "With the kubecloud command line" })).toBeInTheDocument();
    expect(screen.getByLabelText("kubecloud command")).toHaveTextContent("kubecloud deploy -f cluster.yaml");
    const file = screen.getByLabelText("cluster.yaml for kubecloud");
    expect(parse(file.textContent ?? "")).toEqual(body);

    // Tab order: the toggle, then each sample's code block and its copy button.
    const copyCommand = screen.getByRole("button", { name: "Copy Command" });
    while (document.activeElement !== copyCommand) await user.tab();
    await user.keyboard("{Enter}");
    expect(await navigator.clipboard.readText()).toBe("kubecloud deploy -f cluster.yaml");
    expect(copyCommand).toHaveTextContent("Copied");

    await user.tab();
    expect(file).toHaveFocus(); // the code block itself can be reached and scrolled from the keyboard
    await user.tab();
    expect(screen.getByRole("button", { name: "Copy cluster.yaml" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(parse(await navigator.clipboard.readText())).toEqual(body);
  });
});
