import type { AdminUserList, MaintenanceStatus, PendingRecordList, VoucherList } from "@kubecloud/sdk";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ADMIN_USER, testSandbox, type Enveloped, type TestSandbox } from "./test-support/harness.ts";

let t: TestSandbox;
let admin: string;
beforeEach(async () => {
  t = await testSandbox();
  admin = (await t.login(ADMIN_USER.email, ADMIN_USER.password)).access_token;
});
afterEach(() => t.close());

/** POST /v1/users/mail as the admin, multipart as the console sends it. */
function mail(fields: Record<string, string>, attachments: File[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const file of attachments) form.append("attachments", file);
  return t.sandbox.app.request("/api/v1/users/mail", {
    method: "POST",
    body: form,
    headers: { Authorization: `Bearer ${admin}` },
  });
}

describe("admin", () => {
  it("lists users with balances and without secrets, and deletes users (not themselves)", async () => {
    const users = (await t.call<Enveloped<AdminUserList>>("GET", "/v1/users", { token: admin })).body.data.users;
    expect(users.map((u) => u.email)).toContain("amira@example.com");
    expect(users.find((u) => u.ID === 12)!.balance).toBeGreaterThanOrEqual(87.42);
    expect(JSON.stringify(users)).not.toMatch(/"password"|"code"|scrypt/);
    // In order: the second deletion of user 38 finds it gone.
    const deletions: [id: string, answer: object][] = [
      ["1", { status: 403, message: "Admins cannot delete their own account" }],
      ["38", { status: 200, message: "User is deleted successfully" }],
      ["38", { status: 404, message: "User not found" }],
      ["abc", { status: 400, message: "Invalid user ID", error: 'strconv.Atoi: parsing "abc": invalid syntax' }],
    ];
    for (const [id, answer] of deletions)
      expect((await t.call("DELETE", `/v1/users/${id}`, { token: admin })).body).toEqual(answer);
    const zero = await t.request("DELETE", "/api/v1/users/0", { token: admin });
    expect([zero.status, await zero.text()]).toEqual([500, ""]);
  });

  it("generates vouchers that a user can redeem, and lists them", async () => {
    const stream = await t.events(admin);
    const generated = await t.call<Enveloped<VoucherList>>("POST", "/v1/vouchers/generate", {
      token: admin,
      body: { count: 3, value: 20, expire_after_days: 30 },
    });
    expect(generated.status).toBe(201);
    const codes = generated.body.data.vouchers.map((v) => v.code);
    expect(new Set(codes.map((c) => c.split("-")[1])).size).toBe(1);
    expect(stream.messages.at(-1)).toMatchObject({
      type: "billing",
      severity: "success",
      data: { message: "3 vouchers generated successfully." },
    });
    const user = (await t.login()).access_token;
    expect((await t.call("PUT", `/v1/user/redeem/${codes[0]}`, { token: user, body: {} })).status).toBe(202);
    const all = (await t.call<Enveloped<VoucherList>>("GET", "/v1/vouchers", { token: admin })).body.data.vouchers;
    expect(all.find((v) => v.code === codes[0])!.redeemed).toBe(true);
    stream.stop();
  });

  it("records mail to all users instead of sending it, and rejects bad attachments with a 500", async () => {
    const sent = await mail({ subject: "Maintenance", body: "Saturday 06:00 UTC" }, [new File(["hello"], "notes.txt")]);
    expect(await sent.json()).toEqual({
      status: 200,
      message: "Mail sent successfully to all users",
      data: { total_users: 6, successful_emails: 6, failed_emails_count: 0 },
    });
    const mails = (
      (await (await t.request("GET", "/__sandbox/mails")).json()) as {
        mails: { subject: string; attachments: unknown[] }[];
      }
    ).mails;
    expect(mails[0]).toMatchObject({ subject: "Maintenance", attachments: [{ name: "notes.txt", size: 5 }] });

    const missing = await mail({ body: "x" });
    expect(await missing.json()).toEqual({
      status: 400,
      message: "Invalid request format",
      error: "Key: 'AdminMailInput.Subject' Error:Field validation for 'Subject' failed on the 'required' tag",
    });
    expect((await mail({ subject: "s", body: "b" }, [new File(["MZ"], "tool.exe")])).status).toBe(500);
  });

  it("switches maintenance mode, which the public status reflects", async () => {
    expect(
      (await t.call("PUT", "/v1/system/maintenance/status", { token: admin, body: { enabled: true } })).status,
    ).toBe(200);
    expect((await t.call<Enveloped<MaintenanceStatus>>("GET", "/v1/system/maintenance/status")).body.data.enabled).toBe(
      true,
    );
    await t.call("PUT", "/v1/system/maintenance/status", { token: admin, body: {} });
    expect((await t.call<Enveloped<MaintenanceStatus>>("GET", "/v1/system/maintenance/status")).body.data.enabled).toBe(
      false,
    );
    expect((await t.call("PUT", "/v1/system/maintenance/status", { token: admin, body: "{" })).body.message).toBe(
      "Invalid request format",
    );
  });

  it("lists every invoice and pending record", async () => {
    expect(
      (await t.call<Enveloped<{ invoices: unknown[] }>>("GET", "/v1/invoices", { token: admin })).body.data.invoices,
    ).toHaveLength(6);
    const records = (await t.call<Enveloped<PendingRecordList>>("GET", "/v1/pending-records", { token: admin })).body
      .data.pending_records!;
    expect(records.map((r) => r.username)).toContain("Grace Mensah");
  });
});
