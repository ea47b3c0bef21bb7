import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Voucher } from "@kubecloud/sdk";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminApi, downloadsOfEachTest, sent, sentJson, signedInAs } from "../../test/admin.ts";
import { buildGeneratedVouchers, buildVouchers } from "../../test/builders.ts";
import { fail, ok, renderApp, type Handlers } from "../../test/render.tsx";
import { slowReply } from "../../test/slow-reply.ts";

/** What the page handed to the browser as downloads: file name and text. */
const downloads = downloadsOfEachTest();
afterEach(() => {
  vi.useRealTimers();
});

function setup(api: Handlers = {}) {
  const user = userEvent.setup(); // also gives the page a clipboard to write to
  return { user, ...renderApp({ path: "/admin?section=vouchers", storage: signedInAs(), api: adminApi(api) }) };
}

const generated = (vouchers: Voucher[]) => () => ok({ vouchers }, 201);

describe("admin vouchers", () => {
  it("generates a batch with the typed numbers and shows its codes at once, ready to copy", async () => {
    const batch = buildGeneratedVouchers(3);
    const s = setup({ "POST /v1/vouchers/generate": generated(batch) });
    const form = await screen.findByRole("form", { name: "Generate Vouchers" });
    const field = (name: string) => within(form).getByRole("textbox", { name });
    expect(field("Voucher Value ($)")).toHaveValue("50");
    expect(field("Number of Vouchers")).toHaveValue("10");
    expect(field("Expiry (days)")).toHaveValue("30");
    await s.user.clear(field("Number of Vouchers"));
    await s.user.type(field("Number of Vouchers"), "3");
    await s.user.clear(field("Expiry (days)"));
    await s.user.type(field("Expiry (days)"), "7");
    await s.user.click(within(form).getByRole("button", { name: "Generate" }));

    const fresh = await screen.findByRole("region", { name: "3 New Vouchers" });
    expect(await sentJson(s.requests, "POST", "/v1/vouchers/generate")).toEqual([
      { value: 50, count: 3, expire_after_days: 7 },
    ]);
    const codes = within(within(fresh).getByRole("region", { name: "New voucher codes" })).getAllByRole("cell");
    expect(codes.map((c) => c.textContent).filter(Boolean)).toEqual(batch.map((v) => v.code));

    await s.user.click(within(fresh).getByRole("button", { name: `Copy ${batch[1].code}` }));
    expect(await navigator.clipboard.readText()).toBe(batch[1].code);
    expect(within(fresh).getByRole("status")).toHaveTextContent(`Copied ${batch[1].code} to the clipboard`);

    await s.user.click(within(fresh).getByRole("button", { name: "Copy All" }));
    expect(await navigator.clipboard.readText()).toBe(batch.map((v) => v.code).join("\n"));
    expect(within(fresh).getByRole("button", { name: "Copied" })).toBeInTheDocument();
  });

  it("generates one batch for a double click and a double Enter while the server is slow to answer", async () => {
    const server = slowReply<"POST /v1/vouchers/generate">(generated(buildGeneratedVouchers(2)));
    const s = setup({ "POST /v1/vouchers/generate": server.handler });
    const form = await screen.findByRole("form", { name: "Generate Vouchers" });
    await s.user.dblClick(within(form).getByRole("button", { name: "Generate" }));
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(server.calls()).toBe(1));
    server.release();
    await screen.findByRole("region", { name: "2 New Vouchers" });
    expect(sent(s.requests, "POST", "/v1/vouchers/generate")).toHaveLength(1);
  });

  it("after a timeout says the vouchers may exist, reads the list again, and sends nothing more", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const batch = buildGeneratedVouchers(2);
    const server = slowReply<"POST /v1/vouchers/generate">(generated(batch));
    let lists = 0;
    setup({
      "POST /v1/vouchers/generate": server.handler,
      "GET /v1/vouchers": () => ok({ vouchers: lists++ === 0 ? [] : batch }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const form = await screen.findByRole("form", { name: "Generate Vouchers" });
    await user.click(within(form).getByRole("button", { name: "Generate" }));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    const alert = await within(form).findByRole("alert");
    expect(alert).toHaveTextContent(
      "We could not confirm the new vouchersThe server did not answer in time, so we cannot tell whether the vouchers were generated. The voucher list below has been read again: look for new ones before you generate more.",
    );
    expect(await screen.findByText(batch[0].code)).toBeInTheDocument();
    expect(lists).toBe(2);
    await waitFor(() => expect(within(form).getByRole("button", { name: "Generate" })).toBeEnabled());
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(server.calls()).toBe(1);
    server.release();
  });

  it("downloads the new codes as CSV", async () => {
    const batch = buildGeneratedVouchers(2);
    const s = setup({ "POST /v1/vouchers/generate": generated(batch) });
    await s.user.click(await screen.findByRole("button", { name: "Generate" }));
    await s.user.click(await screen.findByRole("button", { name: "Download CSV" }));
    expect(downloads).toHaveLength(1);
    expect(downloads[0].name).toBe("vouchers-2026-03-14-0712.csv");
    expect(downloads[0].blob.type).toBe("text/csv;charset=utf-8");
    expect(await downloads[0].blob.text()).toBe(
      "code,value_usd,redeemed,created_at,expires_at\r\n" +
        batch.map((v) => `${v.code},50,false,${v.created_at},${v.expires_at}`).join("\r\n") +
        "\r\n",
    );
  });

  it("adds the new vouchers to the list", async () => {
    const batch = buildGeneratedVouchers(1);
    let listed = buildVouchers();
    const s = setup({
      "GET /v1/vouchers": () => ok({ vouchers: listed }),
      "POST /v1/vouchers/generate": () => {
        listed = [...listed, ...batch];
        return ok({ vouchers: batch }, 201);
      },
    });
    await screen.findByRole("region", { name: "All vouchers" });
    expect(screen.getByText("Showing 1–6 of 6 vouchers")).toBeInTheDocument();
    await s.user.click(screen.getByRole("button", { name: "Generate" }));
    await screen.findByRole("region", { name: "1 New Voucher" });
    await waitFor(() => expect(screen.getByText("Showing 1–7 of 7 vouchers")).toBeInTheDocument());
    const list = screen.getByRole("region", { name: "All vouchers" });
    expect(within(list).getAllByRole("row")[1]).toHaveTextContent(batch[0].code);
  });

  it("shows the rules next to the fields and sends nothing while they fail", async () => {
    const s = setup();
    const form = await screen.findByRole("form", { name: "Generate Vouchers" });
    const count = within(form).getByRole("textbox", { name: "Number of Vouchers" });
    await s.user.clear(count);
    await s.user.type(count, "1001");
    const expiry = within(form).getByRole("textbox", { name: "Expiry (days)" });
    await s.user.clear(expiry);
    await s.user.type(expiry, "400");
    await s.user.click(within(form).getByRole("button", { name: "Generate" }));
    expect(await within(form).findByText("Number of vouchers cannot exceed 1000")).toBeInTheDocument();
    expect(within(form).getByText("Expiry cannot exceed 365 days")).toBeInTheDocument();
    expect(count).toHaveAttribute("aria-invalid", "true");
    expect(sent(s.requests, "POST", "/v1/vouchers/generate")).toEqual([]);
  });

  it("puts the server's validator failure on its field", async () => {
    const s = setup({
      "POST /v1/vouchers/generate": () =>
        fail(400, {
          status: 400,
          message: "Invalid request format",
          error: "Key: 'GenerateVouchersInput.Count' Error:Field validation for 'Count' failed on the 'max' tag",
        }),
    });
    await s.user.click(await screen.findByRole("button", { name: "Generate" }));
    expect(await screen.findByText("Number of vouchers is too long")).toBeInTheDocument();
  });

  it("lists every voucher, newest first, with its state; search and filter by state", async () => {
    // Expiry is judged against the time the list arrived: a day in the contract's examples' March 2026.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-15T12:00:00Z"));
    const s = setup({ "GET /v1/vouchers": () => ok({ vouchers: buildVouchers() }) });
    const list = await screen.findByRole("region", { name: "All vouchers" });
    const rows = () =>
      within(screen.getByRole("region", { name: "All vouchers" }))
        .getAllByRole("row")
        .slice(1);
    const state = (code: string) => within(screen.getByRole("row", { name: new RegExp(code) })).getAllByRole("cell")[2];
    expect(within(list).getAllByRole("row")[1]).toHaveTextContent("Hq7TzR2w-5509");
    expect(state("nlyC8dvz-2348")).toHaveTextContent("Redeemed");
    expect(state("8zqXNHgF-2348")).toHaveTextContent("Expired");

    await s.user.click(screen.getByRole("radio", { name: "Expired" }));
    expect(rows().map((r) => within(r).getAllByRole("cell")[0].textContent)).toEqual([
      "OdhefSsQ-2348",
      "8zqXNHgF-2348",
    ]);
    await s.user.click(screen.getByRole("radio", { name: "All" }));
    await s.user.type(screen.getByRole("searchbox", { name: "Search vouchers" }), "hq7t");
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent("Hq7TzR2w-5509");
    expect(rows()[0]).toHaveTextContent("Available");
  });
});
