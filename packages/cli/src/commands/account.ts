// Money: balance, card charges, vouchers, invoices and payments (the console's billing screens' calls).
import { writeFile } from "node:fs/promises";
import type { Command } from "commander";
import type { Invoice, KubeCloudClient, Notification, PendingRecord } from "@kubecloud/sdk";
import { example, parseNumber, withOutput } from "../command-kit.ts";
import { CliError, Exit, actionFailed } from "../exit.ts";
import { dateTime, usd } from "../format.ts";
import { printList, printObject } from "../output.ts";
import type { Runtime } from "../runtime.ts";

// The console's limits for a card charge (config/settings.ts): $1 to $10,000, whole cents.
const chargeMinUsd = 1;
const chargeMaxUsd = 10_000;
/** How often and how long a charge's workflow is followed (the console's chargePollMs / chargeWatchMs). */
const chargePollMs = 2000;
const chargeWatchMs = 120_000;

async function balance(rt: Runtime): Promise<void> {
  const api = await rt.api();
  const value = await api.call("get", "/v1/user/balance");
  printObject(rt, value, [
    ["Balance", usd(value.balance_usd)],
    ["Debt", usd(value.debt_usd)],
    ["Available", usd(value.balance_usd - value.debt_usd)],
    ["Pending", `${usd(value.pending_balance_usd)} (paid, not yet transferred)`],
  ]);
}

function chargeAmount(text: string): number {
  const amount = Number(text);
  if (!Number.isFinite(amount) || text.trim() === "" || amount < chargeMinUsd || amount > chargeMaxUsd)
    throw new CliError(`AMOUNT must be from ${usd(chargeMinUsd)} to ${usd(chargeMaxUsd)}, got "${text}"`, Exit.usage);
  if (Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6)
    throw new CliError("AMOUNT can have at most two decimals (cents)", Exit.usage);
  return Math.round(amount * 100) / 100;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Why a charge failed: the newest failed-funds notification (the workflow status does not say). */
async function failureReason(api: KubeCloudClient): Promise<string | undefined> {
  const { notifications } = await api
    .call("get", "/v1/notifications", { params: { query: { limit: 10 } } })
    .catch(() => ({ notifications: [] as Notification[] }));
  const failed = notifications.find((n) => n.type === "billing" && n.payload.status === "funds_failed");
  return failed?.payload.error || failed?.payload.message || undefined;
}

/**
 * The console's charge flow: POST the card token (202), then follow the workflow until it completes or
 * fails. The server can answer 500 until the workflow is stored, so a server error counts as still pending.
 */
async function addFunds(rt: Runtime, amountText: string, options: { card: string; wait: boolean }): Promise<void> {
  const amount = chargeAmount(amountText);
  if (!options.card.startsWith("tok_"))
    throw new CliError(`--card must be a card token (tok_…), got "${options.card}"`, Exit.usage);
  const api = await rt.api();
  const { workflow_id } = await api
    .call("post", "/v1/user/balance/charge", {
      body: { card_type: "card", payment_method_id: options.card, amount },
    })
    .catch((error: unknown) => actionFailed("Adding funds failed", error));
  if (!options.wait) {
    rt.out(`Charge of ${usd(amount)} accepted (workflow ${workflow_id}); it is being processed.`);
    return;
  }
  rt.err(`Charging ${usd(amount)}…`);
  const deadline = Date.now() + chargeWatchMs;
  for (;;) {
    const status = await api
      .call("get", "/v1/workflow/{workflow_id}", { params: { path: { workflow_id } } })
      .catch((error: { status?: number }) => {
        if ((error.status ?? 0) >= 500) return "pending" as const;
        throw error;
      });
    if (status === "completed") {
      rt.out(`Added ${usd(amount)}: the transfer to your balance is in progress (see kubecloud payments list).`);
      return;
    }
    if (status === "failed") {
      const reason = await failureReason(api);
      throw new CliError(`Adding funds failed${reason ? `: ${reason}` : ""}`, Exit.api);
    }
    if (Date.now() > deadline)
      throw new CliError(
        `The charge is still being processed after ${chargeWatchMs / 1000} s (workflow ${workflow_id}): check kubecloud balance later`,
        Exit.timeout,
      );
    await sleep(chargePollMs);
  }
}

async function redeem(rt: Runtime, code: string): Promise<void> {
  const voucher = code.trim();
  if (!voucher) throw new CliError("CODE is required", Exit.usage);
  const api = await rt.api();
  const result = await api.call("put", "/v1/user/redeem/{voucher_code}", {
    params: { path: { voucher_code: voucher } },
    body: {},
  });
  rt.out(`Voucher redeemed: ${usd(result.amount)} will be credited to your balance. Money transfer in progress.`);
}

async function listInvoices(rt: Runtime): Promise<void> {
  const api = await rt.api();
  const { invoices } = await api.call("get", "/v1/user/invoice");
  printList<Invoice>(
    rt,
    invoices,
    [
      { header: "ID", value: (row) => row.id, align: "right" },
      { header: "Date", value: (row) => dateTime(row.created_at) },
      { header: "Nodes", value: (row) => row.nodes.length, align: "right" },
      { header: "Total", value: (row) => usd(row.total), align: "right" },
      { header: "Tax", value: (row) => usd(row.tax), align: "right", wide: true },
    ],
    "No invoices yet: one is issued each month you rent nodes.",
  );
}

async function downloadInvoice(rt: Runtime, idText: string, options: { output?: string }): Promise<void> {
  const id = parseNumber("ID", idText, { integer: true, min: 1 });
  const api = await rt.api();
  const pdf = await api.call("get", "/v1/user/invoice/{invoice_id}", { params: { path: { invoice_id: id } } });
  const bytes = Buffer.from(await pdf.arrayBuffer());
  const file = options.output ?? `invoice-${id}.pdf`;
  if (file === "-") {
    await new Promise<void>((resolve, reject) =>
      process.stdout.write(bytes, (error) => (error ? reject(error) : resolve())),
    );
    return;
  }
  await writeFile(file, bytes);
  rt.out(`Saved invoice ${id} to ${file} (${bytes.length.toLocaleString("en-US")} bytes).`);
}

const transferModes: Record<PendingRecord["transfer_mode"], string> = {
  charge_balance: "Card charge",
  redeem_voucher: "Voucher",
  admin_credit: "Admin credit",
};

async function listPayments(rt: Runtime): Promise<void> {
  const api = await rt.api();
  const { pending_records } = await api.call("get", "/v1/user/pending-records");
  const percent = (row: PendingRecord) =>
    row.tft_amount > 0 ? Math.floor((row.transferred_tft_amount / row.tft_amount) * 100) : 100;
  printList<PendingRecord>(
    rt,
    pending_records ?? [],
    [
      { header: "ID", value: (row) => row.id, align: "right" },
      { header: "Date", value: (row) => dateTime(row.created_at) },
      { header: "Kind", value: (row) => transferModes[row.transfer_mode] ?? row.transfer_mode },
      { header: "Amount", value: (row) => usd(row.usd_amount), align: "right" },
      { header: "Transferred", value: (row) => usd(row.transferred_usd_amount), align: "right" },
      { header: "Status", value: (row) => (percent(row) >= 100 ? "completed" : `${percent(row)}%`) },
      { header: "TFT", value: (row) => (row.tft_amount / 1e7).toFixed(2), align: "right", wide: true },
    ],
    "No payments: card charges, vouchers and credits show here until they reach your account.",
  );
}

export function register(program: Command, rt: () => Runtime): void {
  example(
    withOutput(program.command("balance").description("Show your balance, debt and pending payments")).action(() =>
      balance(rt()),
    ),
    "kubecloud balance",
    "kubecloud balance -o json",
  );

  const funds = example(
    program.command("funds").description("Add money to your balance"),
    "kubecloud funds add 20 --card tok_visa",
  );
  example(
    funds
      .command("add")
      .argument("<amount>", "USD to charge, $1 to $10,000")
      .requiredOption("--card <token>", "a card token from your payment provider (tok_…)")
      .option("--no-wait", "return once the charge is accepted, without following it")
      .description("Charge a card and follow the charge until it completes or fails")
      .action((amount: string, options: { card: string; wait: boolean }) => addFunds(rt(), amount, options)),
    "kubecloud funds add 20 --card tok_visa",
  );

  const vouchers = example(
    program.command("vouchers").description("Prepaid vouchers"),
    "kubecloud vouchers redeem Hq7TzR2w-5509",
  );
  example(
    vouchers
      .command("redeem")
      .argument("<code>", "the voucher code (case-sensitive)")
      .description("Redeem a voucher: its value is credited to your balance")
      .action((code: string) => redeem(rt(), code)),
    "kubecloud vouchers redeem Hq7TzR2w-5509",
  );

  const invoices = example(program.command("invoices").description("Your monthly invoices"), "kubecloud invoices list");
  example(
    withOutput(invoices.command("list").description("List your invoices")).action(() => listInvoices(rt())),
    "kubecloud invoices list",
  );
  example(
    invoices
      .command("download")
      .argument("<id>", "the invoice id (see invoices list)")
      .option("-o, --output <file>", "where to save the PDF (- for stdout)", undefined)
      .description("Download an invoice as PDF (default file: invoice-ID.pdf)")
      .action((id: string, options: { output?: string }) => downloadInvoice(rt(), id, options)),
    "kubecloud invoices download 317 -o march.pdf",
  );

  const payments = example(
    program.command("payments").description("Money you added and its transfer to your balance"),
    "kubecloud payments list",
  );
  example(
    withOutput(payments.command("list").description("List card charges, vouchers and credits")).action(() =>
      listPayments(rt()),
    ),
    "kubecloud payments list -o wide",
  );
}
