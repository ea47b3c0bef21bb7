// Journey 4: forgot password → the emailed code → reset; the old password then fails and the new one works.
import { describe, it } from "vitest";
import { at, consoleUrl, demo, emailedCode, journey, signIn, useBrowser, visible } from "./harness.ts";

useBrowser();

describe("journey 4: forgot and reset the password", () => {
  it("resets the password with the emailed code", async () => {
    await journey("04-reset-password", async ({ page, check, allow }) => {
      const newPassword = "N3w!Passw0rd";
      await page.goto(`${consoleUrl}/sign-in`);
      await page.getByRole("link", { name: "Forgot Password?" }).click();
      await at(page, "/forgot-password");
      await visible(page.getByRole("heading", { name: "Forgot Password" }));
      await check("forgot-password");

      await page.getByRole("textbox", { name: "Email", exact: true }).fill(demo.email);
      await page.getByRole("button", { name: "Send Reset Code" }).click();
      const code = page.getByLabel("Verification code");
      await visible(code);
      await check("forgot-password-code");
      // A wrong code: spec §8's 'Invalid reset code', with the same sentence whatever the reason (on purpose: a 400).
      allow(
        /HTTP 400: POST .*\/v1\/user\/forgot_password\/verify$/,
        /console error: Failed to load resource: the server responded with a status of 400/,
      );
      await code.fill("1111");
      await page.getByRole("button", { name: "Verify Code" }).click();
      const refused = page.getByRole("alert", { name: "Invalid reset code" });
      await visible(refused);
      await visible(refused.getByText("This code is not valid or has expired. Check it, or ask for a new one."));
      await check("forgot-password-wrong-code");
      await code.fill(await emailedCode(demo.email));
      await page.getByRole("button", { name: "Verify Code" }).click();

      await at(page, "/reset-password");
      await visible(page.getByRole("heading", { name: "Reset Password" }));
      await check("reset-password");
      await page.getByRole("textbox", { name: "New password", exact: true }).fill(newPassword);
      await page.getByRole("textbox", { name: "Confirm password", exact: true }).fill(newPassword);
      await page.getByRole("button", { name: "Reset Password" }).click();

      await at(page, "/sign-in");
      await visible(page.getByText("Password updated"));

      // The old password is refused (on purpose: one 401 from the login).
      allow(
        /HTTP 401: POST .*\/v1\/user\/login$/,
        /console error: Failed to load resource: the server responded with a status of 401/,
      );
      await signIn(page, demo);
      await visible(page.getByRole("alert", { name: "Login failed" }).getByText("Email or password is incorrect."));
      await check("sign-in-refused");

      await signIn(page, { email: demo.email, password: newPassword });
      await at(page, "/dashboard");
      await visible(page.getByRole("heading", { name: /^Welcome back, / }));
    });
  });
});
