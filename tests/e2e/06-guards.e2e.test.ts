// Journey 6: route guards. A guest on /dashboard goes to /sign-in and back to /dashboard after signing in;
// a non-admin on /admin goes to /dashboard; a signed-in user on /sign-in goes to /.
import { describe, it } from "vitest";
import { at, consoleUrl, demo, journey, signIn, useBrowser, visible } from "./harness.ts";

useBrowser();

describe("journey 6: guards", () => {
  it("redirects guests, non-admins and signed-in users", async () => {
    await journey("06-guards", async ({ page, check }) => {
      await page.goto(`${consoleUrl}/dashboard?section=profile`);
      await at(page, "/sign-in");
      await visible(page.getByRole("heading", { name: "Welcome back!" }));
      await signIn(page, demo);
      await at(page, "/dashboard?section=profile");
      await visible(page.getByRole("heading", { name: /^Welcome back, / }));
      await check("dashboard-profile");

      await page.goto(`${consoleUrl}/admin`);
      await at(page, "/dashboard");
      await visible(page.getByRole("heading", { name: /^Welcome back, / }));

      await page.goto(`${consoleUrl}/sign-in`);
      await at(page, "/");
      await visible(page.getByRole("heading", { name: "KubeCloud", level: 1 }));
      await visible(page.getByRole("button", { name: /^Account menu for / }));
    });
  });
});
