// Journey 7: the sandbox expires every token of the user; the next call sends the user to /sign-in without an
// error toast, where the page says why, and signing in again leads back to where the user was.
import { describe, expect, it } from "vitest";
import { at, consoleUrl, demo, journey, sandbox, signIn, useBrowser, visible } from "./harness.ts";

useBrowser();

describe("journey 7: session expiry", () => {
  it("goes to /sign-in without an error toast, says why, and comes back after signing in", async () => {
    await journey("07-session-expiry", async ({ page, check, allow, settled }) => {
      await page.goto(`${consoleUrl}/sign-in`);
      await signIn(page, demo);
      await at(page, "/dashboard");
      await visible(page.getByRole("heading", { name: /^Welcome back, / }));
      await visible(page.getByRole("button", { name: /^Notifications/ }));
      await settled();

      await page.getByRole("button", { name: /^Notifications/ }).click();
      await page.getByRole("button", { name: "See All Notifications" }).click();
      await at(page, "/notifications");
      await visible(page.getByRole("heading", { name: "Notifications", level: 1 }));
      await settled();

      await sandbox("expire-tokens", { email: demo.email });
      // On purpose: the API refuses the expired tokens (and the refresh), and the live stream drops.
      allow(
        /HTTP 401: /,
        /console error: Failed to load resource: the server responded with a status of 401/,
        /\/v1\/events/,
      );

      // The list is cached, so the first call is usually the user's next action: marking one read. On a slow
      // machine a refetch of data gone stale can come first and find the session expired before the click; either
      // way the user lands on /sign-in, so the click may find its page gone.
      await page
        .getByRole("button", { name: /^Mark ".*" as read$/ })
        .first()
        .click({ timeout: 5_000 })
        .catch(() => undefined);
      await at(page, "/sign-in");
      await visible(page.getByRole("heading", { name: "Welcome back!" }));
      const why = page.getByRole("status", { name: "Your session has expired" });
      await visible(why);
      expect(await why.textContent()).toContain("Sign in again to go back to where you were.");
      await check("sign-in-after-expiry");
      expect(await page.getByRole("alert").count(), "no error toast").toBe(0);
      expect(await page.locator(".mantine-Notifications-root").getByText("Error").count(), "no error toast").toBe(0);

      // Signing in again leads back to the notifications, not to the dashboard.
      await signIn(page, demo);
      await at(page, "/notifications");
      await visible(page.getByRole("heading", { name: "Notifications", level: 1 }));
    });
  });
});
