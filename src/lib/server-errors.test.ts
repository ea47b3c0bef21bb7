import { describe, expect, it } from "vitest";
import { parseValidatorText, validatorMessage } from "./server-errors.ts";

describe("parseValidatorText", () => {
  it("reads the field and tag of each Go validator failure", () => {
    const text = [
      "Key: 'RegisterInput.Email' Error:Field validation for 'Email' failed on the 'email' tag",
      "Key: 'RegisterInput.ConfirmPassword' Error:Field validation for 'ConfirmPassword' failed on the 'eqfield' tag",
    ].join("\n");
    expect(parseValidatorText(text)).toEqual([
      { field: "Email", tag: "email" },
      { field: "ConfirmPassword", tag: "eqfield" },
    ]);
  });

  it("finds nothing in other server texts", () => {
    expect(parseValidatorText("email or password is incorrect")).toEqual([]);
    expect(
      parseValidatorText("json: cannot unmarshal string into Go struct field VerifyCodeInput.code of type uint"),
    ).toEqual([]);
    expect(parseValidatorText(undefined)).toEqual([]);
  });
});

describe("validatorMessage", () => {
  it("words each tag like the form's own messages", () => {
    expect(validatorMessage("Email", "email")).toBe("Please enter a valid email address");
    expect(validatorMessage("Confirm password", "eqfield")).toBe("Passwords do not match");
    expect(validatorMessage("Verification code", "required")).toBe("Verification code is required");
    expect(validatorMessage("Password", "min")).toBe("Password is too short");
    expect(validatorMessage("Username", "alphanum")).toBe("Username is not valid");
  });
});
