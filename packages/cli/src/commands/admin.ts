// Admin commands (the console's admin panel). Non-admins are refused before anything is sent: the admin
// guard's 403 would make the SDK refresh, retry and then end the session.
import { readFile } from "node:fs/promises";
import type { Command } from "commander";
import type { AdminUser, KubeCloudClient, Voucher } from "@kubecloud/sdk";
import { example, group, parseNumber, withOutput } from "../command-kit.ts";
import { CliError, Exit } from "../exit.ts";
import { date, usd } from "../format.ts";
import { printList, printObject } from "../output.ts";
import type { Runtime } from "../runtime.ts";
import { withoutSecrets } from "../secrets.ts";

// The console's limits (config/admin.ts and the contract's CreditInput / VoucherGenerateInput).
const maxAmountUsd = 10_000;
const maxVoucherCount = 1000;
const maxVoucherExpiryDays = 365;
const memoPattern = /^[A-Za-z0-9\s\-_.,!?()]*$/;

/** The signed-in client, after checking that the account is an admin. */
async function adminApi(rt: Runtime): Promise<KubeCloudClient> {
  const api = await rt.api();
  const { user } = await api.call("get", "/v1/user/");
  if (!user.admin)
    throw new CliError(`Admin access required: ${user.email} is not an administrator (nothing was sent)`, Exit.api);
  return api;
}

function usdAmount(name: string, text: string): number {
  const value = parseNumber(name, text);
  if (value <= 0 || value > maxAmountUsd)
    throw new CliError(`${name} must be more than $0 and at most ${usd(maxAmountUsd)}`, Exit.usage);
  if (Math.abs(Math.round(value * 100) - value * 100) > 1e-6)
    throw new CliError(`${name} can have at most 2 decimal places`, Exit.usage);
  return value;
}

async function listUsers(rt: Runtime): Promise<void> {
  const api = await adminApi(rt);
  const { users } = await api.call("get", "/v1/users");
  printList<Partial<AdminUser>>(rt, users.map(withoutSecrets), [
    { header: "ID", value: (u) => u.ID, align: "right" },
    { header: "Name", value: (u) => u.username },
    { header: "Email", value: (u) => u.email },
    { header: "Admin", value: (u) => (u.admin ? "yes" : "") },
    { header: "Verified", value: (u) => (u.verified ? "yes" : "no"), wide: true },
    { header: "Balance", value: (u) => usd(u.balance), align: "right" },
    { header: "Debt", value: (u) => usd((u.debt ?? 0) / 1000), align: "right", wide: true },
    { header: "Updated", value: (u) => date(u.updated_at), wide: true },
  ]);
}

async function credit(rt: Runtime, email: string, amountText: string, options: { memo: string }): Promise<void> {
  const amount = usdAmount("AMOUNT", amountText);
  const memo = options.memo.trim();
  if (memo.length < 3 || memo.length > 255 || !memoPattern.test(memo))
    throw new CliError("--memo must be 3 to 255 letters, numbers, spaces and basic punctuation (-_.,!?())", Exit.usage);
  const api = await adminApi(rt);
  const { users } = await api.call("get", "/v1/users");
  const user = users.find((u) => u.email.toLowerCase() === email.toLowerCase());
  if (!user) throw new CliError(`No user with the email ${email}`, Exit.notFound);
  const result = await api.call("post", "/v1/users/{user_id}/credit", {
    params: { path: { user_id: user.ID } },
    body: { amount, memo },
  });
  rt.out(`Credited ${usd(result.amount)} to ${user.email} ("${result.memo}"): the transfer is in progress.`);
}

async function generateVouchers(rt: Runtime, options: { count: string; value: string; expiry: string }) {
  const count = parseNumber("--count", options.count, { integer: true, min: 1 });
  if (count > maxVoucherCount) throw new CliError(`--count cannot exceed ${maxVoucherCount}`, Exit.usage);
  const value = usdAmount("--value", options.value);
  const days = parseNumber("--expiry", options.expiry, { integer: true, min: 1 });
  if (days > maxVoucherExpiryDays)
    throw new CliError(`--expiry cannot exceed ${maxVoucherExpiryDays} days`, Exit.usage);
  const api = await adminApi(rt);
  const { vouchers } = await api.call("post", "/v1/vouchers/generate", {
    body: { count, value, expire_after_days: days },
  });
  printList<Voucher>(rt, vouchers, [
    { header: "Code", value: (v) => v.code },
    { header: "Value", value: (v) => usd(v.value), align: "right" },
    { header: "Expires", value: (v) => date(v.expires_at) },
    { header: "ID", value: (v) => v.id, align: "right", wide: true },
  ]);
}

async function maintenance(rt: Runtime, action: string): Promise<void> {
  if (!["on", "off", "status"].includes(action))
    throw new CliError(`Use on, off or status (got "${action}")`, Exit.usage);
  const api = await adminApi(rt);
  if (action !== "status")
    await api.call("put", "/v1/system/maintenance/status", { body: { enabled: action === "on" } });
  const { enabled } = await api.call("get", "/v1/system/maintenance/status");
  printObject(rt, { enabled }, [["Maintenance", enabled ? "on (the console shows the maintenance page)" : "off"]]);
}

async function mail(rt: Runtime, options: { subject: string; bodyFile: string }): Promise<void> {
  const subject = options.subject.trim();
  if (!subject) throw new CliError("--subject is empty", Exit.usage);
  let body: string;
  try {
    body = await readFile(options.bodyFile, "utf8");
  } catch {
    throw new CliError(`Cannot read ${options.bodyFile}`, Exit.usage);
  }
  if (!body.trim()) throw new CliError(`${options.bodyFile} is empty`, Exit.usage);
  const api = await adminApi(rt);
  // multipart/form-data, as the console sends it (the contract's only body type for this call).
  const form = new FormData();
  form.append("subject", subject);
  form.append("body", body);
  const result = await api.call("post", "/v1/users/mail", { body: { subject, body }, bodySerializer: () => form });
  printObject(rt, result, [
    ["Users", String(result.total_users)],
    ["Sent", String(result.successful_emails)],
    ["Failed", String(result.failed_emails_count)],
  ]);
}

export function register(program: Command, rt: () => Runtime): void {
  const admin = group(program, "admin", "Administration (admin accounts only)", "kubecloud admin users list");

  const users = group(admin, "users", "User accounts", "kubecloud admin users list");
  example(
    withOutput(users.command("list").description("List every user with balance")).action(() => listUsers(rt())),
    "kubecloud admin users list -o wide",
  );

  example(
    admin
      .command("credit")
      .argument("<email>", "the user's email")
      .argument("<amount>", "USD, more than 0 and at most 10,000")
      .requiredOption("--memo <text>", "the reason, stored with the transaction (3 to 255 characters)")
      .description("Credit a user's balance")
      .action((email: string, amount: string, options: { memo: string }) => credit(rt(), email, amount, options)),
    'kubecloud admin credit kenji@example.org 25 --memo "Outage compensation"',
  );

  const vouchers = group(admin, "vouchers", "Prepaid vouchers");
  example(vouchers, "kubecloud admin vouchers generate --count 10 --value 50 --expiry 30");
  example(
    withOutput(
      vouchers
        .command("generate")
        .requiredOption("--count <n>", "how many (1 to 1000)")
        .requiredOption("--value <usd>", "each voucher's value in USD")
        .requiredOption("--expiry <days>", "days until they expire (1 to 365)")
        .description("Generate a batch of vouchers and print their codes"),
    ).action((options: { count: string; value: string; expiry: string }) => generateVouchers(rt(), options)),
    "kubecloud admin vouchers generate --count 10 --value 50 --expiry 30 -o json",
  );

  example(
    withOutput(
      admin
        .command("maintenance")
        .argument("<action>", "on, off or status")
        .description("Turn maintenance mode on or off, or show it"),
    ).action((action: string) => maintenance(rt(), action)),
    "kubecloud admin maintenance on",
  );

  example(
    withOutput(
      admin
        .command("mail")
        .requiredOption("--subject <text>", "the email's subject")
        .requiredOption("--body-file <file>", "the message (placed in the announcement template)")
        .description("Email every user"),
    ).action((options: { subject: string; bodyFile: string }) => mail(rt(), options)),
    'kubecloud admin mail --subject "Maintenance on March 21" --body-file notice.txt',
  );
}
