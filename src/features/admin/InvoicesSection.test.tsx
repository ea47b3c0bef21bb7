import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { adminApi, downloadsOfEachTest, sent, signedInAs } from "../../test/admin.ts";
import { buildInvoices, buildPendingRecords } from "../../test/builders.ts";
import { formatDateTime } from "../../lib/format.ts";
import { fail, ok, renderApp, type Handlers } from "../../test/render.tsx";
import { columnHeaders } from "../../test/stacked-table.ts";

const downloads = downloadsOfEachTest();

function setup(section: string, api: Handlers = {}) {
  return {
    user: userEvent.setup(),
    ...renderApp({ path: `/admin?section=${section}`, storage: signedInAs(), api: adminApi(api) }),
  };
}

/** The demo user's invoices, the newest one made the admin's own (id 1). */
function invoices() {
  return buildInvoices().map((invoice, i, all) => (i === all.length - 1 ? { ...invoice, user_id: 1 } : invoice));
}

describe("admin invoices", () => {
  it("lists every user's invoices newest first, named after their users, with their lines", async () => {
    const s = setup("invoices", { "GET /v1/invoices": () => ok({ invoices: invoices() }) });
    const table = await screen.findByRole("region", { name: "Invoices" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((r) => within(r).getAllByRole("cell")[0].textContent)).toEqual(["#317", "#302", "#301"]);
    expect(rows[1]).toHaveTextContent("Amira Haddad (12)");
    expect(rows[0]).toHaveTextContent("Platform Admin (1)");
    expect(rows[1]).toHaveTextContent("$135.41");

    await s.user.click(within(rows[1]).getByRole("button", { name: "Details of invoice 302" }));
    const dialog = await screen.findByRole("dialog", { name: "Invoice #302" });
    const lines = within(within(dialog).getByRole("region", { name: "Invoice lines" })).getAllByRole("row");
    expect(lines).toHaveLength(5);
    expect(lines[1]).toHaveTextContent("150");
    expect(lines[1]).toHaveTextContent("$41.13");
  });

  it("offers the PDF for the admin's own invoices only, and downloads it", async () => {
    const s = setup("invoices", {
      "GET /v1/invoices": () => ok({ invoices: invoices() }),
      // A raw Response: jsdom's Blob cannot be the body of Node's Response, so the PDF goes as bytes.
      "GET /v1/user/invoice/{invoice_id}": () =>
        new Response("%PDF-1.7", { headers: { "Content-Type": "application/pdf" } }),
    });
    await screen.findByRole("region", { name: "Invoices" });
    expect(screen.getAllByRole("button", { name: /^PDF of invoice/ })).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "PDF of invoice 302" })).toBeNull();
    await s.user.click(screen.getByRole("button", { name: "PDF of invoice 317" }));
    await vi.waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0].name).toBe("invoice-1-317.pdf");
    expect(await downloads[0].blob.text()).toBe("%PDF-1.7");
    expect(sent(s.requests, "GET", "/v1/user/invoice/317")).toHaveLength(1);
  });

  it("says when there are none", async () => {
    setup("invoices");
    expect(await screen.findByText("No invoices yet.")).toBeInTheDocument();
  });

  it("shows a failure with Try Again", async () => {
    setup("invoices", { "GET /v1/invoices": () => fail(500, { status: 500, message: "Internal server error" }) });
    expect(await screen.findByText("Could not load the invoices. Internal server error.")).toBeInTheDocument();
  });
});

describe("admin payments", () => {
  it("lists every pending record with the user's id and name, newest first", async () => {
    const records = buildPendingRecords();
    const s = setup("payments", {
      "GET /v1/pending-records": () =>
        ok({ pending_records: [...records, { ...records[0], id: 5, user_id: 27, username: "Kenji Watanabe" }] }),
    });
    const table = await screen.findByRole("region", { name: "Payments" });
    expect(columnHeaders(table)).toEqual(["Date", "User ID", "Username", "Type", "Requested", "Transferred", "Status"]);
    expect(within(table).getAllByRole("row")).toHaveLength(records.length + 2);
    const newest = [...records].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))[0];
    expect(within(table).getAllByRole("row")[1]).toHaveTextContent(formatDateTime(newest.created_at));
    await s.user.type(screen.getByRole("searchbox", { name: "Search payments" }), "kenji");
    const rows = within(screen.getByRole("region", { name: "Payments" }))
      .getAllByRole("row")
      .slice(1);
    expect(rows).toHaveLength(1);
    expect(within(rows[0]).getAllByRole("cell")[1]).toHaveTextContent("27");
    expect(within(rows[0]).getAllByRole("cell")[2]).toHaveTextContent("Kenji Watanabe");
  });

  it("says when there are none (the server sends null)", async () => {
    setup("payments");
    expect(await screen.findByText("No payment records yet.")).toBeInTheDocument();
  });
});
