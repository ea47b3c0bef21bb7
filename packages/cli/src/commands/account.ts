// Money: balance, card charges, vouchers, invoices and payments (the console's billing screens' calls).
import { writeFile } from "node:fs/promises";
import type { Command } from "commander";
import type { Invoice, PendingRecord } from "@kubecloud/sdk";
import { example, group, parseNumber, withOutput } from "../command-kit.ts";
import { addFunds } from "../charge.ts";
import { CliError, Exit } from "../exit.ts";
import { dateTime, usd } from "../format.ts";
import { printList, printObject } from "../output.ts";
import type { Runtime } from "../runtime.ts";

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

  const funds = group(program, "funds", "Add money to your balance", "kubecloud funds add 20 --card tok_visa");
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

  const vouchers = group(program, "vouchers", "Prepaid vouchers", "kubecloud vouchers redeem Hq7TzR2w-5509");
  example(
    vouchers
      .command("redeem")
      .argument("<code>", "the voucher code (case-sensitive)")
      .description("Redeem a voucher: its value is credited to your balance")
      .action((code: string) => redeem(rt(), code)),
    "kubecloud vouchers redeem Hq7TzR2w-5509",
  );

  const invoices = group(program, "invoices", "Your monthly invoices", "kubecloud invoices list");
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

  const payments = group(program, "payments", "Money you added and its transfer to your balance");
  example(payments, "kubecloud payments list");
  example(
    withOutput(payments.command("list").description("List card charges, vouchers and credits")).action(() =>
      listPayments(rt()),
    ),
    "kubecloud payments list -o wide",
  );
}
