import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { notifications } from "@mantine/notifications";
import { afterEach, describe, expect, it } from "vitest";
import { pathsSent, signedInStorage } from "../../test/account.ts";
import { fail, ok, renderApp, type Handlers } from "../../test/render.tsx";

afterEach(() => notifications.clean());

function setup(api: Handlers = {}) {
  const view = renderApp({
    path: "/dashboard?section=vouchers",
    storage: signedInStorage(),
    api: {
      "GET /v1/user/balance": () => ok({ balance_usd: 40, debt_usd: 0, pending_balance_usd: 0 }),
      "PUT /v1/user/redeem/{voucher_code}": (_request, { voucher_code }) =>
        ok(
          { workflow_id: "8b1e4d27-5c3a-4f90-b6d2-e7a9031c5f48", voucher_code, amount: 50, email: "amira@example.com" },
          202,
        ),
      ...api,
    },
  });
  const user = userEvent.setup();
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
  it("redeems the trimmed code with an empty body, shows the amount inline and by toast, and reloads the balance", async () => {
    const s = setup();
    expect(await screen.findByTestId("balance")).toHaveTextContent("$40.00");
    const field = await s.redeem("  aB3dE6gH-0712 ");
    const inline = (
      await screen.findAllByText("$50.00 will be credited to your balance. Money transfer in progress.")
    )[0];
    expect(inline).toBeInTheDocument();
    expect(screen.getAllByText("Voucher redeemed").length).toBeGreaterThanOrEqual(2); // inline and toast
    expect(field).toHaveValue("");
    const put = s.requests.find((r) => r.method === "PUT");
    expect(new URL(put!.url).pathname).toBe("/api/v1/user/redeem/aB3dE6gH-0712");
    expect(await put!.clone().text()).toBe("{}");
    expect(pathsSent(s.requests, "GET").filter((p) => p === "/v1/user/balance")).toHaveLength(2);
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

  it("asks for a code before sending anything", async () => {
    const s = setup();
    await s.user.click(await screen.findByRole("button", { name: "Redeem" }));
    expect(await screen.findByText("Enter a voucher code")).toBeInTheDocument();
    expect(pathsSent(s.requests, "PUT")).toEqual([]);
  });
});
