// Journey 5: the admin turns maintenance on: a signed-in user's next navigation to /dashboard lands on
// /maintenance while / and /docs stay reachable; maintenance off → /maintenance returns to /.
import { describe, expect, it } from "vitest";
import { admin, api, at, consoleUrl, demo, journey, loginToken, signIn, useBrowser, visible } from "./harness.ts";

useBrowser();

describe("journey 5: maintenance mode", () => {
  it("sends a signed-in user to /maintenance and back", async () => {
    await journey("05-maintenance", async ({ page, check }) => {
      await page.goto(`${consoleUrl}/sign-in`);
      await signIn(page, demo);
      await at(page, "/dashboard");
      await visible(page.getByRole("heading", { name: /^Welcome back, / }));

      const adminToken = await loginToken(admin);
      await api("PUT", "/v1/system/maintenance/status", { token: adminToken, body: { enabled: true } });

      // The guard checks maintenance when the app starts (then hourly): the user's next visit.
      await page.goto(`${consoleUrl}/dashboard`);
      await at(page, "/maintenance");
      await visible(page.getByRole("heading", { name: "We'll be back soon" }));
      await check("maintenance");
      // A way to reach a person while the console is closed.
      await expect(page.getByRole("link", { name: /^support@/ }).getAttribute("href")).resolves.toMatch(
        /^mailto:support@[^?]+\?subject=/,
      );

      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
      await at(page, "/");
      await visible(page.getByRole("heading", { name: "KubeCloud", level: 1 }));
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Docs" }).click();
      await at(page, "/docs");
      await visible(page.getByRole("heading", { level: 1 }));
      await check("docs");
      // The navbar offers only what works: no Dashboard while maintenance is on; typed in, it goes nowhere else.
      const mainNav = page.getByRole("navigation", { name: "Main" });
      await expect(mainNav.getByRole("link", { name: "Dashboard" }).count()).resolves.toBe(0);
      await page.goto(`${consoleUrl}/dashboard`);
      await at(page, "/maintenance");
      await visible(page.getByRole("heading", { name: "We'll be back soon" }));

      // The page asks the server again when it mounts; let that check finish first, or its answer
      // (sent before maintenance ended or after) would race the click below.
      const checkNow = page.getByRole("button", { name: "Check Now", disabled: false });
      await visible(checkNow);
      await api("PUT", "/v1/system/maintenance/status", { token: adminToken, body: { enabled: false } });
      await checkNow.click();
      await at(page, "/");
      await visible(page.getByRole("heading", { name: "KubeCloud", level: 1 }));
    });
  });
});
