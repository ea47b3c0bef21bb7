import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { pathsSent, signedInStorage } from "../../test/account.ts";
import { fail, ok, renderApp, type Handlers } from "../../test/render.tsx";
import { fakeTimersEachTest } from "../../test/fake-timers.ts";
import { slowReply } from "../../test/slow-reply.ts";
import { liveEvent, ScriptedEventSource } from "../../test/scripted-event-source.ts";
import { toastTitles } from "../../test/toast-region.tsx";

fakeTimersEachTest();

const accepted = (voucher_code: string) =>
  ok(
    { workflow_id: "8b1e4d27-5c3a-4f90-b6d2-e7a9031c5f48", voucher_code, amount: 50, email: "amira@example.com" },
    202,
  );

function setup(api: Handlers = {}) {
  const view = renderApp({
    path: "/dashboard?section=vouchers",
    storage: signedInStorage(),
    api: {
      "GET /v1/user/balance": () => ok({ balance_usd: 40, debt_usd: 0, pending_balance_usd: 0 }),
      "PUT /v1/user/redeem/{voucher_code}": (_request, { voucher_code }) => accepted(voucher_code),
      ...api,
    },
  });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const redeem = async (code: string) => {
    const field = await screen.findByRole("textbox", { name: /Voucher code/ });
    await user.clear(field);
    await user.type(field, code);
    await user.click(screen.getByRole("button", { name: "Redeem" }));
    return field;
  };
  return { ...view, user, redeem };
}

describe("vouchers", () => {
  it("redeems the trimmed code with an empty body, shows the amount inline (no toast), and reloads the balance", async () => {
    const s = setup();
    expect(await screen.findByTestId("balance")).toHaveTextContent("$40.00");
    const field = await s.redeem("  aB3dE6gH-0712 ");
    const inline = (
      await screen.findAllByText("$50.00 will be credited to your balance. Money transfer in progress.")
    )[0];
    expect(inline).toBeInTheDocument();
    expect(screen.getAllByText("Voucher redeemed")).toHaveLength(1); // inline only: one outcome, one message
    expect(toastTitles()).toEqual([]);
    expect(field).toHaveValue("");
    const put = s.requests.find((r) => r.method === "PUT");
    expect(new URL(put!.url).pathname).toBe("/api/v1/user/redeem/aB3dE6gH-0712");
    expect(await put!.clone().text()).toBe("{}");
    expect(pathsSent(s.requests, "GET").filter((p) => p === "/v1/user/balance")).toHaveLength(2);
  });

  it("follows the transfer in the inline result through the live events, which add no toast", async () => {
    ScriptedEventSource.install();
    const events = [
      liveEvent("billing", "info", "Redeem Voucher has been started", "started"),
      liveEvent(
        "billing",
        "success",
        "Voucher redeemed successfully.",
        "voucher_redeemed",
        "1b4e28ba-2fa1-41d2-883f-0016d3cca427",
      ),
    ];
    // A fast server reports the whole transfer before the console has read its 202.
    const s = setup({
      "PUT /v1/user/redeem/{voucher_code}": (_request, { voucher_code }) => {
        for (const event of events) ScriptedEventSource.latest().send(event);
        return accepted(voucher_code);
      },
    });
    await screen.findByTestId("balance");
    const live = await ScriptedEventSource.connected();
    await s.redeem("aB3dE6gH-0712");
    await live.handled(2);
    expect(
      screen.getByText(
        "$50.00 was added to your account. It shows as pending until it has been transferred to your balance.",
      ),
    ).toBeInTheDocument();
    expect(toastTitles()).toEqual([]);
  });

  it("says so inline when the accepted voucher's transfer fails", async () => {
    ScriptedEventSource.install();
    const s = setup();
    await screen.findByTestId("balance");
    const live = await ScriptedEventSource.connected();
    await s.redeem("aB3dE6gH-0712");
    await screen.findByText(/will be credited to your balance/);
    await live.emit(liveEvent("billing", "error", "Failed to add funds to your account", "funds_failed"));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "The voucher was accepted, but its $50.00 could not be added to your account.",
    );
    expect(toastTitles()).toEqual([]);
  });

  it.each([
    [404, "Voucher is not found", "Voucher is not found."],
    [400, "Voucher is already redeemed", "Voucher is already redeemed."],
    [400, "Voucher is already expired", "Voucher is already expired."],
  ])("puts the server's reason (%i %s) on the field and keeps the code", async (status, message, shown) => {
    const s = setup({ "PUT /v1/user/redeem/{voucher_code}": () => fail(status, { status, message }) });
    const field = await s.redeem("nlyC8dvz-2348");
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(field).toHaveValue("nlyC8dvz-2348");
    expect(field).toHaveAttribute("aria-invalid", "true");
  });

  it("says 'Failed to redeem voucher' for a failure that is not about the code", async () => {
    const s = setup({
      "PUT /v1/user/redeem/{voucher_code}": () => new Response("", { status: 502, statusText: "Bad Gateway" }),
    });
    await s.redeem("Hq7TzR2w-5509");
    const alert = await screen.findByRole("alert");
    expect(within(alert).getAllByText("Failed to redeem voucher").length).toBeGreaterThan(0);
  });

  it("redeems once for a double click and a double Enter while the server is slow to answer", async () => {
    const server = slowReply<"PUT /v1/user/redeem/{voucher_code}">((_request, { voucher_code }) =>
      accepted(voucher_code),
    );
    const s = setup({ "PUT /v1/user/redeem/{voucher_code}": server.handler });
    const field = await screen.findByRole("textbox", { name: /Voucher code/ });
    await s.user.type(field, "aB3dE6gH-0712");
    await s.user.dblClick(screen.getByRole("button", { name: "Redeem" }));
    const form = screen.getByRole("form", { name: "Redeem voucher" });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await screen.findByRole("button", { name: "Redeem" });
    await vi.waitFor(() => expect(server.calls()).toBe(1));
    server.release();
    expect((await screen.findAllByText(/\$50\.00 will be credited/)).length).toBeGreaterThan(0);
    // The second request would have said "already redeemed" on the field while the first one worked.
    expect(field).not.toHaveAttribute("aria-invalid", "true");
    expect(pathsSent(s.requests, "PUT")).toEqual(["/v1/user/redeem/aB3dE6gH-0712"]);
  });

  it("after a timeout says the voucher may be redeemed, reads the balance again, and keeps the code for a retry", async () => {
    const server = slowReply<"PUT /v1/user/redeem/{voucher_code}">((_request, { voucher_code }) =>
      accepted(voucher_code),
    );
    let balances = 0;
    const s = setup({
      "PUT /v1/user/redeem/{voucher_code}": server.handler,
      "GET /v1/user/balance": () =>
        ok({ balance_usd: 40, debt_usd: 0, pending_balance_usd: balances++ === 0 ? 0 : 50 }),
    });
    const field = await s.redeem("aB3dE6gH-0712");
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("We could not confirm the voucher")).toBeInTheDocument();
    expect(alert).toHaveTextContent(
      "The server did not answer in time, so we cannot tell whether the voucher was redeemed. Check your balance and pending amount above before you try again; if it was redeemed, trying again only tells you so.",
    );
    expect(await screen.findByTestId("pending-balance")).toHaveTextContent("$50.00");
    expect(field).toHaveValue("aB3dE6gH-0712");
    expect(screen.getByRole("button", { name: "Redeem" })).toBeEnabled();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(server.calls()).toBe(1);
    server.release();
  });

  it("asks for a code before sending anything", async () => {
    const s = setup();
    await s.user.click(await screen.findByRole("button", { name: "Redeem" }));
    expect(await screen.findByText("Enter a voucher code")).toBeInTheDocument();
    expect(pathsSent(s.requests, "PUT")).toEqual([]);
  });

  it("takes a second click right after a redemption as part of it: no 'Enter a voucher code' under the emptied field", async () => {
    const s = setup();
    await s.redeem("aB3dE6gH-0712");
    await screen.findAllByText("Voucher redeemed");
    await s.user.click(screen.getByRole("button", { name: "Redeem" }));
    expect(screen.queryByText("Enter a voucher code")).not.toBeInTheDocument();
    expect(screen.getAllByText("Voucher redeemed")).toHaveLength(1);
    expect(pathsSent(s.requests, "PUT")).toHaveLength(1);
    // Once the user goes back to the field, an empty code is asked for again.
    await s.user.click(screen.getByRole("textbox", { name: /Voucher code/ }));
    await s.user.click(screen.getByRole("button", { name: "Redeem" }));
    expect(await screen.findByText("Enter a voucher code")).toBeInTheDocument();
  });
});
