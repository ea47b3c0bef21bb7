// admin users list, credit, vouchers generate, maintenance, mail; and the refusal of non-admins.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schemaErrors } from "./contract-check.ts";
import {
  admin,
  amira,
  createHome,
  kubecloud,
  login,
  startSignedIn,
  stopAll,
  type Home,
  type Stack,
} from "./support.ts";

let stack: Stack;
let home: Home;
let user: Home;

beforeAll(async () => {
  ({ stack, home } = await startSignedIn(admin));
  user = createHome(stack);
  await login(user, amira);
});
afterAll(() => stopAll(stack, home, user));

describe("a non-admin", () => {
  it("is refused before anything is sent, and stays signed in (exit 1)", async () => {
    for (const args of [
      ["admin", "users", "list"],
      ["admin", "maintenance", "on"],
      ["admin", "credit", amira.email, "5", "--memo", "Thanks a lot"],
    ]) {
      expect(await kubecloud(user, args)).toEqual({
        code: 1,
        stdout: "",
        stderr: `Admin access required: ${amira.email} is not an administrator (nothing was sent)\n`,
      });
    }
    expect((await kubecloud(user, ["whoami"])).code).toBe(0);
  });
});

describe("kubecloud admin users list", () => {
  it("lists the users with their balance, never their password hash or code", async () => {
    const table = await kubecloud(home, ["admin", "users", "list"]);
    expect(table.code).toBe(0);
    expect(table.stdout.split("\n")[0]).toMatch(/^ ?ID +NAME +EMAIL +ADMIN +BALANCE$/);
    expect(table.stdout).toMatch(/Amira Haddad +amira@example\.com/);
    const run = await kubecloud(home, ["admin", "users", "list", "-o", "json"]);
    const users = JSON.parse(run.stdout) as Record<string, unknown>[];
    expect(users.length).toBe(6);
    for (const entry of users) {
      expect(schemaErrors("AdminUser", entry)).toEqual([]);
      expect(entry).not.toHaveProperty("password");
      expect(entry).not.toHaveProperty("code");
    }
  });
});

describe("kubecloud admin credit", () => {
  it("credits a user by email", async () => {
    expect(
      await kubecloud(home, ["admin", "credit", "kenji@example.org", "25", "--memo", "Outage compensation"]),
    ).toEqual({
      code: 0,
      stdout: 'Credited $25.00 to kenji@example.org ("Outage compensation"): the transfer is in progress.\n',
      stderr: "",
    });
  });

  it("says an unknown email is not found (exit 4) and checks amount and memo first (exit 2)", async () => {
    expect(await kubecloud(home, ["admin", "credit", "nobody@example.org", "5", "--memo", "Hello there"])).toEqual({
      code: 4,
      stdout: "",
      stderr: "No user with the email nobody@example.org\n",
    });
    const amount = await kubecloud(home, ["admin", "credit", amira.email, "20000", "--memo", "Too much"]);
    expect(amount).toEqual({ code: 2, stdout: "", stderr: "AMOUNT must be more than $0 and at most $10,000.00\n" });
    const memo = await kubecloud(home, ["admin", "credit", amira.email, "5", "--memo", "<b>"]);
    expect(memo.code).toBe(2);
    expect(memo.stderr).toContain("--memo must be 3 to 255");
  });
});

describe("kubecloud admin vouchers generate", () => {
  const generate = (...options: string[]) => kubecloud(home, ["admin", "vouchers", "generate", ...options]);

  it("generates a batch and prints the codes (table and the contract's Voucher objects)", async () => {
    const table = await generate("--count", "2", "--value", "10", "--expiry", "30");
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(
      /^CODE +VALUE +EXPIRES\n\S+-\d{4} +\$10\.00 +\d{4}-\d\d-\d\d\n\S+-\d{4} +\$10\.00 +\d{4}-/,
    );
    const run = await generate("--count", "3", "--value", "5", "--expiry", "7", "-o", "json");
    const vouchers = JSON.parse(run.stdout) as { code: string }[];
    expect(vouchers).toHaveLength(3);
    for (const voucher of vouchers) expect(schemaErrors("Voucher", voucher)).toEqual([]);
    // A generated voucher is redeemable by a user.
    expect((await kubecloud(user, ["vouchers", "redeem", vouchers[0].code])).code).toBe(0);
  });

  it("checks the console's limits before sending (exit 2)", async () => {
    const run = await generate("--count", "5000", "--value", "1", "--expiry", "3");
    expect(run).toEqual({ code: 2, stdout: "", stderr: "--count cannot exceed 1000\n" });
  });
});

describe("kubecloud admin maintenance", () => {
  it("turns maintenance on and off and shows it", async () => {
    expect((await kubecloud(home, ["admin", "maintenance", "on"])).stdout).toBe(
      "Maintenance: on (the console shows the maintenance page)\n",
    );
    const status = await kubecloud(home, ["admin", "maintenance", "status", "-o", "json"]);
    expect(JSON.parse(status.stdout)).toEqual({ enabled: true });
    expect(schemaErrors("MaintenanceStatus", JSON.parse(status.stdout))).toEqual([]);
    expect((await kubecloud(home, ["admin", "maintenance", "off"])).stdout).toBe("Maintenance: off\n");
    expect((await kubecloud(home, ["admin", "maintenance", "sideways"])).code).toBe(2);
  });
});

describe("kubecloud admin mail", () => {
  it("emails every user (multipart, as the console) and says how many", async () => {
    const body = join(home.dir, "notice.txt");
    writeFileSync(body, "KubeCloud will be under maintenance on Saturday.\n");
    const run = await kubecloud(home, ["admin", "mail", "--subject", "Maintenance on Saturday", "--body-file", body]);
    expect(run).toEqual({ code: 0, stdout: "Users:  6\nSent:   6\nFailed: 0\n", stderr: "" });
    const mails = (await stack.control("/mails")) as { subject?: string }[] | { mails: { subject?: string }[] };
    expect(JSON.stringify(mails)).toContain("Maintenance on Saturday");
  });

  it("refuses a body file it cannot read (exit 2)", async () => {
    const run = await kubecloud(home, [
      "admin",
      "mail",
      "--subject",
      "Hi",
      "--body-file",
      join(home.dir, "missing.txt"),
    ]);
    expect(run).toEqual({ code: 2, stdout: "", stderr: `Cannot read ${join(home.dir, "missing.txt")}\n` });
  });
});

it("sent nothing that breaks the contract (prism proxy --errors)", () => {
  expect(stack.checked).toBeGreaterThan(15);
  expect(stack.violations).toEqual([]);
});
