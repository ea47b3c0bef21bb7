import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { passwordRules } from "../../lib/password-rules.ts";
import { resetPasswordSchema, signInSchema, signUpSchema, verifySchema } from "./schemas.ts";
import { STRONG_PASSWORD } from "./test-fixtures.ts";

interface ContractProperty {
  type?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
}
interface ContractSchema {
  properties: Record<string, ContractProperty>;
}

const contract = JSON.parse(
  readFileSync(resolve(process.cwd(), "packages/sdk/src/generated/openapi.json"), "utf8"),
) as {
  components: { schemas: Record<string, ContractSchema> };
};

const firstMessage = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;
const messagesFor = (schema: z.ZodType, value: unknown, field: string) =>
  schema
    .safeParse(value)
    .error?.issues.filter((issue) => issue.path[0] === field)
    .map((issue) => issue.message) ?? [];

describe("form schemas against the contract", () => {
  // Every contract length must be the form's, so the two cannot drift apart.
  const forms = [
    ["LoginInput", signInSchema.shape],
    ["RegisterInput", signUpSchema.shape],
    ["ChangePasswordInput", resetPasswordSchema.shape],
  ] as const;

  for (const [name, shape] of forms) {
    it(`${name}: the form's min/max lengths equal the contract's minLength/maxLength`, () => {
      const { properties } = contract.components.schemas[name];
      const bounded = Object.entries(properties).filter(
        ([, p]) => p.minLength !== undefined || p.maxLength !== undefined,
      );
      expect(bounded.length).toBeGreaterThan(0);
      for (const [field, property] of bounded) {
        if (field === "confirm_password") {
          // The form checks confirm_password by equality with password, which carries the same bounds.
          expect([property.minLength, property.maxLength]).toEqual([
            properties.password.minLength,
            properties.password.maxLength,
          ]);
          continue;
        }
        const formField = (shape as Record<string, z.ZodString | undefined>)[field];
        expect(formField, `${name}.${field} has no form field`).toBeDefined();
        expect({ field, min: formField?.minLength, max: formField?.maxLength }).toEqual({
          field,
          min: property.minLength ?? null,
          max: property.maxLength ?? null,
        });
      }
    });
  }

  it("verification codes are sent as the integer ≥ 1 the contract asks for", () => {
    for (const name of ["RegisterVerifyInput", "ResetCodeVerifyInput"]) {
      expect(contract.components.schemas[name].properties.code).toMatchObject({ type: "integer", minimum: 1 });
    }
    expect(verifySchema.parse({ email: "amira@example.com", code: "4827" })).toEqual({
      email: "amira@example.com",
      code: 4827,
    });
    expect(firstMessage(verifySchema, { email: "amira@example.com", code: "0000" })).toBe(
      "Please enter the code from the email",
    );
  });
});

describe("UI rules", () => {
  it("email: required, then format; surrounding spaces are trimmed", () => {
    expect(firstMessage(signInSchema, { email: "  ", password: "abc" })).toBe("Email is required");
    expect(firstMessage(signInSchema, { email: "amira@", password: "abc" })).toBe("Please enter a valid email address");
    expect(signInSchema.parse({ email: " amira@example.com ", password: "abc" }).email).toBe("amira@example.com");
  });

  it("sign-in accepts any 3–64 character password (no strength rule)", () => {
    expect(signInSchema.safeParse({ email: "amira@example.com", password: "abc" }).success).toBe(true);
    expect(firstMessage(signInSchema, { email: "amira@example.com", password: "" })).toBe("Password is required");
    expect(firstMessage(signInSchema, { email: "amira@example.com", password: "ab" })).toBe(
      "Password must be at least 3 characters",
    );
    expect(firstMessage(signInSchema, { email: "amira@example.com", password: "a".repeat(65) })).toBe(
      "Password must be no more than 64 characters",
    );
  });

  it("sign-up accepts any characters in the name, as the server does", () => {
    const base = { email: "amira@example.com", password: STRONG_PASSWORD, confirm_password: STRONG_PASSWORD };
    for (const name of ["Amira Haddad", "kenji.w", "Zoë O'Brien", "Ядвига"]) {
      expect(signUpSchema.safeParse({ ...base, name }).success, name).toBe(true);
    }
    expect(messagesFor(signUpSchema, { ...base, name: " " }, "name")[0]).toBe("Username is required");
    expect(messagesFor(signUpSchema, { ...base, name: "ab" }, "name")[0]).toBe(
      "Username must be at least 3 characters",
    );
    expect(messagesFor(signUpSchema, { ...base, name: "a".repeat(65) }, "name")[0]).toBe(
      "Username must be no more than 64 characters",
    );
  });

  it("new passwords (sign-up and reset) need the strength rule; each missing kind is refused", () => {
    const strength = "Password must include an uppercase letter, a lowercase letter, a number and one of @$!%*?&";
    for (const schema of [resetPasswordSchema, signUpSchema]) {
      const values = (password: string) => ({
        name: "Amira Haddad",
        email: "amira@example.com",
        password,
        confirm_password: password,
      });
      expect(schema.safeParse(values(STRONG_PASSWORD)).success).toBe(true);
      expect(messagesFor(schema, values(""), "password")[0]).toBe("Password is required");
      expect(messagesFor(schema, values("Sh0rt!"), "password")[0]).toBe("Password must be at least 8 characters");
      expect(messagesFor(schema, values(`Aa1!${"a".repeat(61)}`), "password")[0]).toBe(
        "Password must be no more than 64 characters",
      );
      for (const weak of ["str0ng!pass", "STR0NG!PASS", "Strong!Pass", "Str0ngPass1"]) {
        expect(messagesFor(schema, values(weak), "password"), weak).toEqual([strength]);
      }
    }
  });

  it("the checklist rules match the schema's strength rule", () => {
    expect(passwordRules.map((rule) => rule.test("Str0ng!Pass"))).toEqual([true, true, true, true, true]);
    expect(passwordRules.map((rule) => rule.test("abc"))).toEqual([false, false, true, false, false]);
  });

  it("confirm must be given and match", () => {
    expect(
      messagesFor(resetPasswordSchema, { password: STRONG_PASSWORD, confirm_password: "" }, "confirm_password"),
    ).toEqual(["Please confirm your password"]);
    expect(
      messagesFor(
        resetPasswordSchema,
        { password: STRONG_PASSWORD, confirm_password: "Str0ng!Pas" },
        "confirm_password",
      ),
    ).toEqual(["Passwords do not match"]);
  });

  it("verification code: required, digits only, 4–6 digits", () => {
    const code = (value: string) => messagesFor(verifySchema, { email: "amira@example.com", code: value }, "code")[0];
    expect(code("")).toBe("Verification code is required");
    expect(code("12a4")).toBe("Verification code must contain only numbers");
    expect(code("123")).toBe("Verification code must be 4-6 digits");
    expect(code("1234567")).toBe("Verification code must be 4-6 digits");
    expect(code("123456")).toBeUndefined();
  });
});
