import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { notifications } from "@mantine/notifications";
import { afterEach, describe, expect, it } from "vitest";
import { captureDownloads, pathsSent, signedInStorage } from "../../test/account.ts";
import { buildInvoices } from "../../test/builders.ts";
import { fail, ok, renderApp, type Handlers } from "../../test/render.tsx";
import { everyCellLabelled } from "../../test/stacked-table.ts";

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  notifications.clean();
});

function setup(api: Handlers = {}) {
  const downloads = captureDownloads();
  restore = downloads.restore;
  const view = renderApp({
    path: "/dashboard?section=billing",
    storage: signedInStorage(),
    api: { "GET /v1/user/invoice": () => ok({ invoices: buildInvoices() }), ...api },
  });
  return { ...view, user: userEvent.setup(), downloads };
}

describe("billing history", () => {
  it("lists invoices newest first with a formatted date, number, nodes and amount, and the total spent", async () => {
    setup();
    const table = await screen.findByRole("table");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .slice(0, 4)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ["Mar 31, 2026", "#317", "4", "$170.97"],
      ["Feb 28, 2026", "#302", "4", "$135.41"],
      ["Jan 31, 2026", "#301", "2", "$57.90"],
    ]);
    expect(screen.getByTestId("total-spent")).toHaveTextContent("$364.28");
  });

  it("saves the PDF the server sends as invoice-{id}.pdf", async () => {
    const pdf = new Blob(["%PDF-1.7\n%KubeCloud invoice 317\n"], { type: "application/pdf" });
    const s = setup({ "GET /v1/user/invoice/{invoice_id}": () => ok(pdf) });
    await s.user.click(await screen.findByRole("button", { name: "Download invoice #317 (PDF)" }));
    await screen.findByRole("button", { name: "Download invoice #317 (PDF)" });
    await expect.poll(() => s.downloads.saved.length).toBe(1);
    expect(s.downloads.saved[0].name).toBe("invoice-317.pdf");
    expect(await s.downloads.saved[0].blob.text()).toMatch(/^%PDF/);
    expect(pathsSent(s.requests, "GET")).toContain("/v1/user/invoice/317");
  });

  it("says 'Failed to download invoice' with the server's reason when the download fails", async () => {
    const s = setup({
      "GET /v1/user/invoice/{invoice_id}": () => fail(404, { status: 404, message: "Invoice is not found" }),
    });
    await s.user.click(await screen.findByRole("button", { name: "Download invoice #302 (PDF)" }));
    const toast = await screen.findByRole("alert");
    expect(toast).toHaveTextContent("Failed to download invoice");
    expect(toast).toHaveTextContent("Invoice is not found.");
    expect(s.downloads.saved).toEqual([]);
  });

  it("says 'Failed to load invoices' with a retry, and when there are none", async () => {
    setup({ "GET /v1/user/invoice": () => new Response("", { status: 502, statusText: "Bad Gateway" }) });
    expect(await screen.findByText("Failed to load invoices")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });

  it("says when there is no invoice yet", async () => {
    setup({ "GET /v1/user/invoice": () => ok({ invoices: [] }) });
    expect(await screen.findByText(/No invoices yet/)).toBeInTheDocument();
  });
});

describe("billing history on a phone", () => {
  it("is a stacked table: every cell carries its column's name, so a row reads as a card with its PDF button", async () => {
    setup();
    const table = await screen.findByRole("table");
    expect(table.className).toMatch(/stacked/);
    expect(everyCellLabelled(table)).toBe(true);
  });
});
