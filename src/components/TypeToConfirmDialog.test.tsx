import { MantineProvider } from "@mantine/core";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { KubeCloudError, messages } from "@kubecloud/sdk";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { useExactlyOnce } from "../lib/use-exactly-once.ts";
import { TypeToConfirmDialog } from "./TypeToConfirmDialog.tsx";

/** The dialog wired like its callers: `action` runs once per confirmation, its failure is kept and shown. */
function Dialog({ action, onConfirmed }: { action: () => Promise<unknown>; onConfirmed: () => void }) {
  const [opened, setOpened] = useState(true);
  const remove = useExactlyOnce({ mutationFn: action, recheck: () => [] });
  return (
    <TypeToConfirmDialog
      opened={opened}
      title="Delete webshop1?"
      phrase="webshop1"
      confirmLabel="Delete webshop1"
      onConfirm={() => remove.run()}
      action={remove}
      unconfirmedText={{ title: "We could not confirm the deletion.", whether: "webshop1 is deleted", advice: "" }}
      onClose={() => setOpened(false)}
      onConfirmed={onConfirmed}
    >
      <p>webshop1 and its 2 VMs go.</p>
    </TypeToConfirmDialog>
  );
}

function Harness(props: { action: () => Promise<unknown>; onConfirmed: () => void }) {
  const [queryClient] = useState(() => new QueryClient());
  return (
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <Dialog {...props} />
      </QueryClientProvider>
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

  it("acts once for a double click and a double Enter while the action runs", async () => {
    const user = userEvent.setup();
    let finish!: () => void;
    const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onConfirmed = vi.fn();
    render(<Harness action={action} onConfirmed={onConfirmed} />);
    const field = await screen.findByRole("textbox", { name: "Type webshop1 to confirm" });
    await user.type(field, "webshop1");
    await user.dblClick(screen.getByRole("button", { name: "Delete webshop1" }));
    const form = field.closest("form")!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(action).toHaveBeenCalledTimes(1);
    finish();
    await vi.waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1));
    expect(action).toHaveBeenCalledTimes(1);
  });

  it("stays open with what to check when the action got no answer", async () => {
    const user = userEvent.setup();
    const timeout = new KubeCloudError({ message: "Request timed out", code: messages.errors.timeoutCode });
    const onConfirmed = vi.fn();
    render(<Harness action={() => Promise.reject(timeout)} onConfirmed={onConfirmed} />);
    await user.type(await screen.findByRole("textbox", { name: "Type webshop1 to confirm" }), "webshop1");
    await user.click(screen.getByRole("button", { name: "Delete webshop1" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not confirm the deletion.");
    expect(screen.queryByText("Request timed out")).toBeNull();
    expect(onConfirmed).not.toHaveBeenCalled();
  });
});
