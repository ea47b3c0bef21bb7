import type {
  Balance,
  InvoiceList,
  PendingRecordList,
  RedeemAccepted,
  VoucherList,
  WorkflowAccepted,
} from "@kubecloud/sdk";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clusterVmResources, nodePrice, sharedVmPrice } from "@kubecloud/sdk";
import { withDiscount } from "./grid.ts";
import { billHour, closeMonth, HOURS_PER_MONTH, tftToUsd, usdToTft } from "./money.ts";
import { findUser } from "./store.ts";
import { ADMIN_USER, signedInSandbox, testSandbox, type Enveloped, type TestSandbox } from "./test-support/harness.ts";

let t: TestSandbox;
let token: string;
// Without the background jobs, the tests decide when money settles and rent is billed.
beforeEach(async () => ({ t, token } = await signedInSandbox({ backgroundJobs: false })));
afterEach(() => t.close());

const balance = async (tok = token) =>
  (await t.call<Enveloped<Balance>>("GET", "/v1/user/balance", { token: tok })).body.data;
const settle = () => t.request("POST", "/__sandbox/settle");

describe("money", () => {
  it("converts at the contract's TFT price", () => {
    expect(usdToTft(20)).toBe(24691358025);
    expect(tftToUsd(12000000000)).toBe(9.72);
  });

  it("seeds no invoice dated after the seeding: the month not yet due has just been issued", async () => {
    const { invoices } = (await t.call<Enveloped<InvoiceList>>("GET", "/v1/user/invoice", { token })).body.data;
    const latest = Math.max(...invoices.map((invoice) => Date.parse(invoice.created_at)));
    expect(invoices).toHaveLength(3);
    expect(latest).toBeLessThanOrEqual(Date.now());
    expect(latest).toBeGreaterThan(Date.now() - 60_000);
  });

  it("seeds the demo balance from the examples and settles pending records over time", async () => {
    expect(await balance()).toEqual({ balance_usd: 87.42, debt_usd: 1.35, pending_balance_usd: 60.28 });
    await settle();
    // 60.28 arrived on chain and paid the 1.35 debt first.
    expect(await balance()).toEqual({ balance_usd: 146.35, debt_usd: 0, pending_balance_usd: 0 });
  });

  it("charges a test card: tok_visa succeeds, tok_chargeDeclined fails with a billing error, an expired card is refused at once", async () => {
    const stream = await t.events(token);
    await settle();
    const ok = await t.call<Enveloped<WorkflowAccepted>>("POST", "/v1/user/balance/charge", {
      token,
      body: { card_type: "card", payment_method_id: "tok_visa", amount: 20 },
    });
    expect(ok.status).toBe(202);
    await t.until(() => stream.messages.some((m) => m.data.status === "funds_succeeded"));
    const succeeded = stream.messages.find((m) => m.data.status === "funds_succeeded")!;
    expect(succeeded).toMatchObject({ type: "billing", severity: "success" });
    expect(succeeded.data.message).toBe(
      "Funds were added successfully to your account. Amount added: $20.00. New balance will be: $166.35.",
    );
    expect(succeeded.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await balance()).toMatchObject({ balance_usd: 146.35, pending_balance_usd: 20 });
    const records = (await t.call<Enveloped<PendingRecordList>>("GET", "/v1/user/pending-records", { token })).body.data
      .pending_records!;
    expect(records.at(-1)).toMatchObject({
      transfer_mode: "charge_balance",
      usd_amount: 20,
      transferred_usd_amount: 0,
    });
    await settle();
    expect(await balance()).toMatchObject({ balance_usd: 166.35, pending_balance_usd: 0 });

    await t.call("POST", "/v1/user/balance/charge", {
      token,
      body: { card_type: "card", payment_method_id: "tok_chargeDeclined", amount: 30 },
    });
    await t.until(() => stream.messages.some((m) => m.data.status === "funds_failed"));
    expect(stream.messages.find((m) => m.data.status === "funds_failed")).toMatchObject({
      type: "billing",
      severity: "error",
      data: { message: "Failed to add funds to your account" },
    });
    expect(await balance()).toMatchObject({ balance_usd: 166.35, pending_balance_usd: 0 });

    const refused = await t.call("POST", "/v1/user/balance/charge", {
      token,
      body: { card_type: "card", payment_method_id: "tok_chargeDeclinedExpiredCard", amount: 5 },
    });
    expect(refused.body).toEqual({ status: 402, message: "expired_card", error: "Your card has expired." });
    stream.stop();
  });

  it("redeems a voucher once; expired and unknown codes fail", async () => {
    const stream = await t.events(token);
    const redeemed = await t.call<Enveloped<RedeemAccepted>>("PUT", "/v1/user/redeem/Hq7TzR2w-5509", {
      token,
      body: {},
    });
    expect(redeemed.body.data).toMatchObject({ voucher_code: "Hq7TzR2w-5509", amount: 50, email: "amira@example.com" });
    expect((await t.call("PUT", "/v1/user/redeem/Hq7TzR2w-5509", { token, body: {} })).body).toEqual({
      status: 400,
      message: "Voucher is already redeemed",
    });
    expect((await t.call("PUT", "/v1/user/redeem/8zqXNHgF-2348", { token, body: {} })).body).toEqual({
      status: 400,
      message: "Voucher is already expired",
    });
    expect((await t.call("PUT", "/v1/user/redeem/hq7tzr2w-5509", { token, body: {} })).body).toEqual({
      status: 404,
      message: "Voucher is not found",
    });
    await t.until(() => stream.messages.some((m) => m.data.status === "voucher_redeemed"));
    const admin = (await t.login(ADMIN_USER.email, ADMIN_USER.password)).access_token;
    const vouchers = (await t.call<Enveloped<VoucherList>>("GET", "/v1/vouchers", { token: admin })).body.data.vouchers;
    expect(vouchers.find((v) => v.code === "Hq7TzR2w-5509")!.redeemed).toBe(true);
    expect((await balance()).pending_balance_usd).toBe(110.28);
    stream.stop();
  });

  it("bills rented nodes per simulated hour, turns what the balance cannot pay into debt, and invoices each month", async () => {
    const user = findUser(t.ctx.state, 12)!;
    user.chainTft = 0;
    t.ctx.state.pendingRecords = [];
    user.debt = 0;
    billHour(t.ctx);
    // 150, 318, 1024, 2215: half their monthly price / 720 each.
    const hourly = [166.52, 106.4, 299.92, 72.4].reduce(
      (sum, price) => sum + Math.round(((price * 0.5) / 720) * 1000),
      0,
    );
    expect(user.debt).toBe(hourly);
    for (let hour = 1; hour < HOURS_PER_MONTH; hour++) billHour(t.ctx);
    const invoices = (await t.call<Enveloped<InvoiceList>>("GET", "/v1/user/invoice", { token })).body.data.invoices;
    const invoice = invoices.at(-1)!;
    expect(invoice.nodes.map((line) => [line.node_id, line.period])).toEqual([
      [150, 720],
      [318, 720],
      [1024, 720],
      [2215, 720],
    ]);
    expect(invoice.total).toBeCloseTo(
      invoice.nodes.reduce((sum, line) => sum + line.cost, 0),
      2,
    );
    expect(invoice.nodes[0].cost).toBeCloseTo(83.26, 0);
    expect(closeMonth(t.ctx)).toEqual([]);

    const pdf = await t.call<string>("GET", `/v1/user/invoice/${invoice.id}`, { token });
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe(`attachment; filename=invoice-12-${invoice.id}.pdf`);
    expect(pdf.body.startsWith("%PDF-")).toBe(true);
    expect((await t.call("GET", "/v1/user/invoice/303", { token })).body).toEqual({
      status: 404,
      message: "User is not authorized to download this invoice",
    });
    expect((await t.call("GET", "/v1/user/invoice/99999", { token })).body).toEqual({
      status: 404,
      message: "Invoice is not found",
    });
  });

  it("bills rent at the price the console shows: the discount plus the extra fee, a month of hours to the cent", () => {
    const state = t.ctx.state;
    const user = findUser(state, 12)!;
    // Node 1432: $350.98 listed, $175.49 reserved, plus a $20 fee: $195.49 a month on /nodes and in My Nodes.
    const node = state.grid.find((n) => n.nodeId === 1432)!;
    expect(nodePrice(withDiscount(node))).toBeCloseTo(195.49, 10);
    state.rentals = [{ userId: 12, nodeId: 1432, contractId: 9001, createdAt: "2026-03-01T00:00:00Z" }];
    state.deployments = [];
    Object.assign(user, { chainTft: usdToTft(1000), debt: 0 });
    for (let hour = 0; hour < HOURS_PER_MONTH; hour++) billHour(t.ctx);
    expect(tftToUsd(user.chainTft)).toBeCloseTo(1000 - 195.49, 2);
    expect(state.invoices.at(-1)!.nodes).toEqual([
      expect.objectContaining({ node_id: 1432, period: 720, cost: 195.49 }),
    ]);
  });

  it("bills a VM on a shared node its estimate every hour, and nothing more for a VM on a rented node", () => {
    const state = t.ctx.state;
    const user = findUser(state, 12)!;
    state.rentals = state.rentals.filter((r) => r.nodeId === 150);
    const prod = state.deployments.find((d) => d.cluster.name === "prodcluster")!;
    state.deployments = [prod];
    // prodcluster runs on 150 (rented), 318 and 1024 (no longer rented here: shared).
    const shared = prod.cluster.nodes.filter((vm) => vm.node_id !== 150);
    const monthly = shared.reduce(
      (sum, vm) =>
        sum +
        sharedVmPrice(
          state.grid.find((n) => n.nodeId === vm.node_id)!,
          clusterVmResources(vm),
        ),
      0,
    );
    const rent = nodePrice(withDiscount(state.grid.find((n) => n.nodeId === 150)!));
    Object.assign(user, { chainTft: usdToTft(1000), debt: 0 });
    for (let hour = 0; hour < 24; hour++) billHour(t.ctx);
    expect(tftToUsd(user.chainTft)).toBeCloseTo(1000 - ((rent + monthly) / HOURS_PER_MONTH) * 24, 2);
    expect(monthly).toBeGreaterThan(0);
    // Without a balance, the grid's charge becomes debt too.
    Object.assign(user, { chainTft: 0, debt: 0 });
    state.rentals = [];
    billHour(t.ctx);
    const all = prod.cluster.nodes.reduce(
      (sum, vm) =>
        sum +
        sharedVmPrice(
          state.grid.find((n) => n.nodeId === vm.node_id)!,
          clusterVmResources(vm),
        ),
      0,
    );
    expect(user.debt / 1000).toBeCloseTo(all / HOURS_PER_MONTH, 2);
  });

  it("lets an admin credit a user: the admin is notified, the user gets an email-only notification", async () => {
    const admin = (await t.login(ADMIN_USER.email, ADMIN_USER.password)).access_token;
    const adminStream = await t.events(admin);
    const userStream = await t.events(token);
    const credited = await t.call("POST", "/v1/users/12/credit", {
      token: admin,
      body: { amount: 25, memo: "Compensation for the outage" },
    });
    expect(credited.body).toEqual({
      status: 202,
      message: "Transaction is created successfully, Money transfer is in progress",
      data: { user: "amira@example.com", amount: 25, memo: "Compensation for the outage" },
    });
    await t.until(() => adminStream.messages.some((m) => m.type === "billing" && m.severity === "success"));
    const notifications = (
      await t.call<Enveloped<{ notifications: { payload: Record<string, string> }[] }>>("GET", "/v1/notifications", {
        token,
      })
    ).body.data.notifications;
    expect(notifications[0].payload).toMatchObject({
      subject: "Your Account Has Been Credited",
      message: "Your account has been credited with $25.00. Memo: Compensation for the outage",
    });
    expect(userStream.messages.some((m) => m.type === "billing")).toBe(false);
    expect(
      (await t.call("POST", "/v1/users/9999/credit", { token: admin, body: { amount: 5, memo: "nobody" } })).status,
    ).toBe(500);
    expect(
      (await t.call("POST", "/v1/users/0/credit", { token: admin, body: { amount: 5, memo: "zero" } })).body,
    ).toEqual({ status: 400, message: "Invalid user ID format" });
    expect(
      (await t.call("POST", "/v1/users/abc/credit", { token: admin, body: { amount: 5, memo: "x" } })).body.message,
    ).toBe("Invalid request format");
    adminStream.stop();
    userStream.stop();
  });
});

describe("sandbox time controls", () => {
  it("advance bills hours at once and closes the month at 720 hours", async () => {
    const t = await testSandbox({ backgroundJobs: false });
    const token = (await t.login()).access_token;
    const before = (await t.call<Enveloped<InvoiceList>>("GET", "/v1/user/invoice", { token })).body.data.invoices
      .length;
    const advanced = (await (await t.request("POST", "/__sandbox/advance", { body: { hours: 720 } })).json()) as {
      invoices: number[];
    };
    expect(advanced.invoices).toHaveLength(1);
    const invoices = (await t.call<Enveloped<InvoiceList>>("GET", "/v1/user/invoice", { token })).body.data.invoices;
    expect(invoices).toHaveLength(before + 1);
    expect((await t.call<Enveloped<Balance>>("GET", "/v1/user/balance", { token })).body.data.pending_balance_usd).toBe(
      0,
    );
    t.close();
  });
});

describe("background jobs in simulated time", () => {
  it("bill an hour of rent every simulated hour and settle pending records (speed 3 600 000: an hour per millisecond)", async () => {
    const fast = await testSandbox({ speed: 3_600_000 });
    const start = fast.ctx.state.billedHours;
    await fast.until(() => fast.ctx.state.billedHours >= start + 20);
    expect(
      fast.ctx.state.pendingRecords.every(
        (r) => r.transferred_tft_amount === r.tft_amount || !findUser(fast.ctx.state, r.user_id),
      ),
    ).toBe(true);
    expect(fast.ctx.state.ledger.find((e) => e.nodeId === 150)!.hours).toBeGreaterThanOrEqual(20);
    fast.close();
    const stopped = fast.ctx.state.billedHours;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fast.ctx.state.billedHours).toBe(stopped);
  });
});
