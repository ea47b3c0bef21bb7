import { MantineProvider } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { KubeCloudError } from "@kubecloud/sdk";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { TypeToConfirmDialog } from "./TypeToConfirmDialog.tsx";

/** The dialog wired like its callers: `action` runs on confirm, its failure is kept and shown. */
function Harness({ action, onConfirmed }: { action: () => Promise<unknown>; onConfirmed: () => void }) {
  const [error, setError] = useState<unknown>(null);
  const [opened, setOpened] = useState(true);
  return (
    <MantineProvider env="test">
      <TypeToConfirmDialog
        opened={opened}
        title="Delete webshop1?"
        phrase="webshop1"
        confirmLabel="Delete webshop1"
        onConfirm={async () => {
          try {
            await action();
          } catch (caught) {
            setError(caught);
            throw caught;
          }
        }}
        pending={false}
        error={error}
        onClose={() => setOpened(false)}
        onConfirmed={onConfirmed}
      >
        <p>webshop1 and its 2 VMs go.</p>
      </TypeToConfirmDialog>
    </MantineProvider>
  );
}

describe("TypeToConfirmDialog", () => {
  it("acts only once the phrase is typed, and then reports the success", async () => {
    const user = userEvent.setup();
    const action = vi.fn(() => Promise.resolve());
    const onConfirmed = vi.fn();
    render(<Harness action={action} onConfirmed={onConfirmed} />);
    const confirm = await screen.findByRole("button", { name: "Delete webshop1" });
    await user.type(screen.getByRole("textbox", { name: "Type webshop1 to confirm" }), "webshop");
    expect(confirm).toBeDisabled();
    await user.type(screen.getByRole("textbox", { name: "Type webshop1 to confirm" }), "1");
    await user.click(confirm);
    expect(action).toHaveBeenCalledTimes(1);
    expect(onConfirmed).toHaveBeenCalledTimes(1);
  });

  it("stays open after a failure with the server's words and what was typed", async () => {
    const user = userEvent.setup();
    const failure = new KubeCloudError({ message: "cluster is busy", serverText: "cluster is busy", status: 409 });
    const onConfirmed = vi.fn();
    render(<Harness action={() => Promise.reject(failure)} onConfirmed={onConfirmed} />);
    const field = await screen.findByRole("textbox", { name: "Type webshop1 to confirm" });
    await user.type(field, "webshop1");
    await user.click(screen.getByRole("button", { name: "Delete webshop1" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Cluster is busy.");
    expect(field).toHaveValue("webshop1");
    expect(onConfirmed).not.toHaveBeenCalled();
  });
});
