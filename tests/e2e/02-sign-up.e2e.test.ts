// Journey 2: sign up → the emailed code (from the sandbox) → verify → the dashboard, which welcomes the new
// account; sign out → / with Sign In in the navbar; signing in again is "Welcome back".
import { describe, it } from "vitest";
import { at, consoleUrl, emailedCode, journey, signIn, useBrowser, visible } from "./harness.ts";

useBrowser();

describe("journey 2: sign up, verify, sign out", () => {
  it("creates an account with the emailed code and signs out to the home page", async () => {
    await journey("02-sign-up", async ({ page, check }) => {
      const user = { name: "e2etester", email: "e2e.tester@example.com", password: "Tr1cky!Pass" };
      await page.goto(`${consoleUrl}/sign-up`);
      await visible(page.getByRole("heading", { name: "Create Account" }));
      await check("sign-up");

      await page.getByRole("textbox", { name: "Username", exact: true }).fill(user.name);
      await page.getByRole("textbox", { name: "Email", exact: true }).fill(user.email);
      await page.getByRole("textbox", { name: "Password", exact: true }).fill(user.password);
      await page.getByRole("textbox", { name: "Confirm password", exact: true }).fill(user.password);
      await page.getByRole("button", { name: "Create Account" }).click();

      await visible(page.getByRole("heading", { name: "Verify Your Email" }));
      await page.waitForURL((url) => url.pathname === "/register/verify");
      await check("verify");
      const email = page.getByRole("textbox", { name: "Email", exact: true });
      if ((await email.inputValue()) === "") await email.fill(user.email);
      await page.getByLabel("Verification code").fill(await emailedCode(user.email));
      await page.getByRole("button", { name: "Verify", exact: true }).click();

      await at(page, "/dashboard");
      // A brand-new account is welcomed, not welcomed back.
      await visible(page.getByRole("heading", { name: `Welcome to KubeCloud, ${user.name}!` }));
      await check("dashboard");

      await page.getByRole("button", { name: `Account menu for ${user.name}` }).click();
      await page.getByRole("menuitem", { name: "Sign Out" }).click();
      await at(page, "/");
      await visible(page.getByRole("link", { name: "Sign In" }));
      await check("home-signed-out");

      // Signing in again is coming back.
      await page.goto(`${consoleUrl}/dashboard`);
      await at(page, "/sign-in");
      await signIn(page, user);
      await at(page, "/dashboard");
      await visible(page.getByRole("heading", { name: `Welcome back, ${user.name}!` }));
    });
  });
});
