// balance, funds add, vouchers redeem, invoices list/download, payments list.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schemaErrors } from "./contract-check.ts";
import { createHome, kubecloud, startSignedIn, stopAll, type Home, type Stack } from "./support.ts";

let stack: Stack;
let home: Home;

beforeAll(async () => ({ stack, home } = await startSignedIn()));
afterAll(() => stopAll(stack, home));

const json = (text: string) => JSON.parse(text) as unknown;

describe("kubecloud balance", () => {
  it("shows balance, debt, what is available and what is pending", async () => {
    const run = await kubecloud(home, ["balance"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /^Balance: +\$[\d,]+\.\d\d\nDebt: +\$0\.00\nAvailable: +\$[\d,.]+\nPending: +\$[\d,.]+ \(paid, not yet transferred\)\n$/,
    );
  });

  it("prints the SDK's Balance as JSON and YAML", async () => {
    const run = await kubecloud(home, ["balance", "-o", "json"]);
    expect(schemaErrors("Balance", json(run.stdout))).toEqual([]);
    const yaml = await kubecloud(home, ["balance", "-o", "yaml"]);
    expect(yaml.stdout).toMatch(/^balance_usd: [\d.]+\ndebt_usd: 0\npending_balance_usd: [\d.]+\n/);
  });

  it("says how to sign in without a session (exit 3)", async () => {
    const fresh = createHome(stack);
    expect(await kubecloud(fresh, ["balance"])).toEqual({
      code: 3,
      stdout: "",
      stderr: "Not signed in: run kubecloud login\n",
    });
    fresh.remove();
  });
});

describe("kubecloud funds add", () => {
  it("charges the card and follows the charge until it completes", async () => {
    const run = await kubecloud(home, ["funds", "add", "20", "--card", "tok_visa"]);
    expect(run).toEqual({
      code: 0,
      stdout: "Added $20.00: the transfer to your balance is in progress (see kubecloud payments list).\n",
      stderr: "Charging $20.00…\n",
    });
  });

  it("reports a card declined in the workflow with the server's reason (exit 1)", async () => {
    const run = await kubecloud(home, ["funds", "add", "5", "--card", "tok_chargeDeclined"]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(/^Charging \$5\.00…\nAdding funds failed: .*declined.*\n$/i);
  });

  it("reports a card refused at once (402) with the server's reason (exit 1)", async () => {
    const run = await kubecloud(home, ["funds", "add", "5", "--card", "tok_chargeDeclinedExpiredCard"]);
    expect(run).toMatchObject({ code: 1, stdout: "" });
    expect(run.stderr).toMatch(/^Adding funds failed: .*expired.*\n$/i);
  });

  it("returns at once with --no-wait", async () => {
    const run = await kubecloud(home, ["funds", "add", "5", "--card", "tok_visa", "--no-wait"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Charge of \$5\.00 accepted \(workflow [\w-]+\); it is being processed\.\n$/);
  });

  it("refuses an amount out of the console's limits, or not a card token, before sending (exit 2)", async () => {
    expect(await kubecloud(home, ["funds", "add", "0.5", "--card", "tok_visa"])).toEqual({
      code: 2,
      stdout: "",
      stderr: 'AMOUNT must be from $1.00 to $10,000.00, got "0.5"\n',
    });
    expect((await kubecloud(home, ["funds", "add", "10.001", "--card", "tok_visa"])).stderr).toBe(
      "AMOUNT can have at most two decimals (cents)\n",
    );
    expect((await kubecloud(home, ["funds", "add", "10", "--card", "4242"])).code).toBe(2);
    expect((await kubecloud(home, ["funds", "add", "10"])).stderr).toContain("required option '--card <token>'");
  });
});

describe("kubecloud vouchers redeem", () => {
  it("redeems a voucher", async () => {
    const run = await kubecloud(home, ["vouchers", "redeem", "Hq7TzR2w-5509"]);
    expect(run).toEqual({
      code: 0,
      stdout: "Voucher redeemed: $50.00 will be credited to your balance. Money transfer in progress.\n",
      stderr: "",
    });
  });

  it("refuses a voucher already redeemed (exit 1) and an unknown one (exit 4), in the server's words", async () => {
    const again = await kubecloud(home, ["vouchers", "redeem", "Hq7TzR2w-5509"]);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^Failed to redeem voucher: .*redeemed.*\n$/i);
    const unknown = await kubecloud(home, ["vouchers", "redeem", "Nope1234-0000"]);
    expect(unknown.code).toBe(4);
    expect(unknown.stderr).toMatch(/^Failed to redeem voucher: .*not found.*\n$/i);
  });
});

describe("kubecloud invoices", () => {
  it("lists invoices as a table and as the contract's Invoice objects", async () => {
    const table = await kubecloud(home, ["invoices", "list"]);
    expect(table.code).toBe(0);
    expect(table.stdout.split("\n")[0]).toMatch(/^ ?ID +DATE +NODES +TOTAL$/);
    expect(table.stdout).toMatch(/^317 +\d{4}-\d\d-\d\d \d\d:\d\d +4 +\$170\.97$/m);
    const list = json((await kubecloud(home, ["invoices", "list", "-o", "json"])).stdout) as unknown[];
    expect(list.length).toBeGreaterThan(0);
    for (const invoice of list) expect(schemaErrors("Invoice", invoice)).toEqual([]);
  });

  it("downloads an invoice's PDF to a file", async () => {
    const file = join(home.dir, "march.pdf");
    const run = await kubecloud(home, ["invoices", "download", "317", "-o", file]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Saved invoice 317 to .*march\.pdf \([\d,]+ bytes\)\.\n$/);
    expect(readFileSync(file).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const named = await kubecloud(home, ["invoices", "download", "317"]);
    expect(named.stdout).toContain("Saved invoice 317 to invoice-317.pdf");
    expect(readFileSync(join(home.dir, "invoice-317.pdf")).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // `-o -` writes the PDF itself to stdout, for pipes.
    const piped = await kubecloud(home, ["invoices", "download", "317", "-o", "-"]);
    expect(piped.code).toBe(0);
    expect(piped.stdout.startsWith("%PDF-")).toBe(true);
  });

  it("says an unknown invoice is not found (exit 4) and a bad id is a usage error (exit 2)", async () => {
    const missing = await kubecloud(home, ["invoices", "download", "999999"]);
    expect(missing.code).toBe(4);
    expect(missing.stderr).toMatch(/^Failed to download invoice: .+\n$/);
    expect((await kubecloud(home, ["invoices", "download", "abc"])).code).toBe(2);
  });
});

describe("kubecloud payments list", () => {
  it("lists the pending records, the new charge and voucher included", async () => {
    const table = await kubecloud(home, ["payments", "list"]);
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/Card charge +\$20\.00/);
    expect(table.stdout).toMatch(/Voucher +\$50\.00/);
    const records = json((await kubecloud(home, ["payments", "list", "-o", "json"])).stdout) as unknown[];
    for (const record of records) expect(schemaErrors("PendingRecord", record)).toEqual([]);
    const wide = await kubecloud(home, ["payments", "list", "-o", "wide"]);
    expect(wide.stdout.split("\n")[0]).toContain("TFT");
  });
});

it("sent nothing that breaks the contract (prism proxy --errors)", () => {
  expect(stack.checked).toBeGreaterThan(10);
  expect(stack.violations).toEqual([]);
});
