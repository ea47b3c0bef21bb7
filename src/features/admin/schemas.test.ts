import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { adminSettings } from "../../config/admin.ts";
import {
  acceptedAttachment,
  adminSignInSchema,
  attachmentProblem,
  confirmsRemoval,
  creditSchema,
  mailSchema,
  MEMO_MAX,
  MEMO_MIN,
  voucherSchema,
} from "./schemas.ts";

interface ContractProperty {
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  type?: string;
}
interface Contract {
  components: { schemas: Record<string, { properties: Record<string, ContractProperty> }> };
  paths: Record<
    string,
    Record<
      string,
      {
        description: string;
        requestBody: { content: Record<string, { schema: { properties: Record<string, ContractProperty> } }> };
      }
    >
  >;
}
const contract = JSON.parse(
  readFileSync(resolve(process.cwd(), "packages/sdk/src/generated/openapi.json"), "utf8"),
) as Contract;
const schemas = contract.components.schemas;

/** The first message for `field` (what the form shows next to it), or undefined when it passes. */
function messageFor(schema: z.ZodType, values: Record<string, unknown>, field: string): string | undefined {
  return schema.safeParse(values).error?.issues.find((issue) => issue.path[0] === field)?.message;
}

const credit = (amount: string, memo = "Goodwill credit") => ({ amount, memo });

describe("credit form (existing front end's rules and messages)", () => {
  it.each([
    ["", "Amount is required"],
    ["0", "Amount is required"],
    ["0.00", "Amount is required"],
    ["abc", "Amount must be a valid number"],
    ["1e3", "Amount must be a valid number"],
    ["12,5", "Amount must be a valid number"],
    ["-5", "Amount must be greater than 0"],
    ["10000.01", "Amount cannot exceed $10,000"],
    ["15.005", "Amount can have at most 2 decimal places"],
  ])("amount %j → %s", (amount, message) => {
    expect(messageFor(creditSchema, credit(amount), "amount")).toBe(message);
  });

  it.each(["15", "0.01", "10000", " 15.50 ", ".5"])("accepts the amount %j as a number", (amount) => {
    const parsed = creditSchema.parse(credit(amount));
    expect(parsed.amount).toBe(Number(amount.trim()));
  });

  it.each([
    ["", "Memo is required"],
    ["  ", "Memo is required"],
    ["ab", "Memo must be at least 3 characters long"],
    [" ab ", "Memo must be at least 3 characters long"],
    ["x".repeat(256), "Memo cannot exceed 255 characters"],
    [
      "Refund <script>",
      "Memo contains invalid characters. Only letters, numbers, spaces, and basic punctuation are allowed",
    ],
    [
      "Credit; sorry",
      "Memo contains invalid characters. Only letters, numbers, spaces, and basic punctuation are allowed",
    ],
  ])("memo %j → %s", (memo, message) => {
    expect(messageFor(creditSchema, credit("15", memo), "memo")).toBe(message);
  });

  it("trims the memo and accepts basic punctuation", () => {
    expect(creditSchema.parse(credit("15", "  Outage (March 9) - sorry, again!?_. "))).toEqual({
      amount: 15,
      memo: "Outage (March 9) - sorry, again!?_.",
    });
  });
});

describe("voucher form", () => {
  const batch = (over: Partial<Record<"value" | "count" | "expiryDays", string>>) => ({
    value: "50",
    count: "10",
    expiryDays: "30",
    ...over,
  });

  it.each([
    [{ count: "" }, "count", "Number of vouchers is required"],
    [{ count: "ten" }, "count", "Number of vouchers must be a valid number"],
    [{ count: "2.5" }, "count", "Number of vouchers must be a whole number"],
    [{ count: "0" }, "count", "Number of vouchers must be at least 1"],
    [{ count: "1001" }, "count", "Number of vouchers cannot exceed 1000"],
    [{ expiryDays: "" }, "expiryDays", "Expiry is required"],
    [{ expiryDays: "1.5" }, "expiryDays", "Expiry must be a whole number"],
    [{ expiryDays: "0" }, "expiryDays", "Expiry must be at least 1 day"],
    [{ expiryDays: "366" }, "expiryDays", "Expiry cannot exceed 365 days"],
    [{ value: "0" }, "value", "Value is required"],
    [{ value: "10001" }, "value", "Value cannot exceed $10,000"],
    [{ value: "9.999" }, "value", "Value can have at most 2 decimal places"],
  ] as const)("%j → %s: %s", (over, field, message) => {
    expect(messageFor(voucherSchema, batch(over), field)).toBe(message);
  });

  it("accepts the bounds and sends numbers", () => {
    expect(voucherSchema.parse(batch({ count: "1000", expiryDays: "365", value: "0.01" }))).toEqual({
      value: 0.01,
      count: 1000,
      expiryDays: 365,
    });
    expect(voucherSchema.parse(batch({ count: "1", expiryDays: "1" }))).toMatchObject({ count: 1, expiryDays: 1 });
  });
});

const file = (name: string, size = 10) => ({ name, size }) as File;

describe("mail form", () => {
  const mail = (over: Partial<{ subject: string; body: string; attachments: File[] }> = {}) => ({
    subject: "Maintenance",
    body: "Saturday 06:00 UTC",
    attachments: [],
    ...over,
  });

  it("needs a subject and content", () => {
    expect(messageFor(mailSchema, mail({ subject: "  " }), "subject")).toBe("Subject is required");
    expect(messageFor(mailSchema, mail({ body: "\n " }), "body")).toBe("Content is required");
    expect(mailSchema.parse(mail({ subject: " Hi " })).subject).toBe("Hi");
  });

  it("takes at most 5 attachments of at most 10 MB each, of the accepted types", () => {
    const limit = 10 * 1024 * 1024;
    expect(attachmentProblem([file("a.pdf", limit)])).toBeUndefined();
    expect(attachmentProblem([file("big.zip", limit + 1)])).toBe('File "big.zip" is too large. Maximum size is 10MB.');
    expect(attachmentProblem(["1", "2", "3", "4", "5"].map((n) => file(`${n}.txt`)))).toBeUndefined();
    expect(attachmentProblem(["1", "2", "3", "4", "5", "6"].map((n) => file(`${n}.txt`)))).toBe(
      "Maximum 5 files allowed",
    );
    expect(attachmentProblem([file("run.exe")])).toBe(
      'File "run.exe" is not an accepted type. Accepted: .pdf, .doc, .docx, .txt, .jpg, .jpeg, .png, .gif, .zip',
    );
    expect(messageFor(mailSchema, mail({ attachments: [file("x.sh")] }), "attachments")).toMatch(/not an accepted/);
  });

  it("accepts the types case-insensitively, as the server does", () => {
    expect(["A.PDF", "b.Docx", "photo.JPEG", "notes.txt", "c.gif"].every(acceptedAttachment)).toBe(true);
    expect(["pdf", "a.pdf.exe", "a.tar.gz", "a.svg"].some(acceptedAttachment)).toBe(false);
  });
});

describe("the admin forms agree with the contract", () => {
  it("CreditInput: amount above 0, memo 3–255", () => {
    const { amount, memo } = schemas.CreditInput.properties;
    expect(amount.exclusiveMinimum).toBe(0);
    expect([memo.minLength, memo.maxLength]).toEqual([MEMO_MIN, MEMO_MAX]);
    expect(messageFor(creditSchema, credit("0.01"), "amount")).toBeUndefined();
  });

  it("VoucherGenerateInput: value above 0, count and expiry at least 1 (the console adds the upper bounds)", () => {
    const { value, count, expire_after_days } = schemas.VoucherGenerateInput.properties;
    expect(value.exclusiveMinimum).toBe(0);
    expect([count.minimum, expire_after_days.minimum]).toEqual([1, 1]);
    expect(
      messageFor(voucherSchema, { value: "1", count: String(count.minimum), expiryDays: "1" }, "count"),
    ).toBeUndefined();
  });

  it("mail: subject and body need at least one character; the attachment rules are the ones the contract states", () => {
    const operation = contract.paths["/v1/users/mail"].post;
    const { subject, body } = operation.requestBody.content["multipart/form-data"].schema.properties;
    expect([subject.minLength, body.minLength]).toEqual([1, 1]);
    for (const type of adminSettings.attachmentTypes) expect(operation.description).toContain(`\`${type}\``);
    expect(operation.description).toContain("10 MB per");
    expect(operation.description).toContain(`at most ${adminSettings.maxAttachments} files`);
  });

  it("LoginInput: the administrator sign-in's password bounds are the contract's", () => {
    const { password } = schemas.LoginInput.properties;
    expect(adminSignInSchema.shape.password.minLength).toBe(password.minLength);
    expect(adminSignInSchema.shape.password.maxLength).toBe(password.maxLength);
    expect(messageFor(adminSignInSchema, { email: "admin@example", password: "ab" }, "email")).toBe(
      "Please enter a valid email address",
    );
  });
});

describe("type-to-confirm removal", () => {
  it("needs the exact email (surrounding spaces aside)", () => {
    expect(confirmsRemoval(" tomasz@example.com ", "tomasz@example.com")).toBe(true);
    expect(confirmsRemoval("Tomasz@example.com", "tomasz@example.com")).toBe(false);
    expect(confirmsRemoval("tomasz@example", "tomasz@example.com")).toBe(false);
  });
});
