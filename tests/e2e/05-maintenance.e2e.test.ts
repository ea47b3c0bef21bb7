// Journey 5: the admin turns maintenance on while a signed-in user has a page open: within seconds, without a
// reload, the page goes to /maintenance, and back to the same section once it is over (not to /). On /nodes,
// which stays open, the page says so and a reservation is stopped with the maintenance message, nothing sent.
// / and /docs stay reachable; a typed /dashboard lands on /maintenance, and comes back when it is over.
import { describe, expect, it } from "vitest";
import { admin, api, at, consoleUrl, demo, journey, loginToken, signIn, useBrowser, visible } from "./harness.ts";

useBrowser();

const changesStopped =
  "KubeCloud is under maintenance, so nothing can be changed right now and nothing was sent. Try again once it is over.";

describe("journey 5: maintenance mode", () => {
  it("reaches a signed-in user's open page within seconds, stops her changes and brings her back", async () => {
    await journey("05-maintenance", async ({ page, check }) => {
      const changes: string[] = [];
      page.on("request", (request) => {
        if (request.method() !== "GET" && request.url().includes("/v1/user/nodes")) changes.push(request.url());
      });
      const adminToken = await loginToken(admin);
      const maintenance = (enabled: boolean) =>
        api("PUT", "/v1/system/maintenance/status", { token: adminToken, body: { enabled } });
      const checkNow = page.getByRole("button", { name: "Check Now", disabled: false });

      await page.goto(`${consoleUrl}/sign-in`);
      await signIn(page, demo);
      await at(page, "/dashboard");
      await visible(page.getByRole("heading", { name: /^Welcome back, / }));
      await page.getByRole("link", { name: "My Nodes" }).first().click();
      await at(page, "/dashboard?section=nodes");
      await visible(page.getByRole("heading", { name: "My Nodes" }));

      // Maintenance goes on while My Nodes is open: the page follows within seconds (a check every 5 s).
      const switchedOn = Date.now();
      await maintenance(true);
      await at(page, "/maintenance");
      expect(Date.now() - switchedOn).toBeLessThan(9_000);
      await visible(page.getByRole("heading", { name: "We'll Be Back Soon" }));
      await check("maintenance");
      // A way to reach a person while the console is closed.
      await expect(page.getByRole("link", { name: /^support@/ }).getAttribute("href")).resolves.toMatch(
        /^mailto:support@[^?]+\?subject=/,
      );

      // Over: the page takes her back to My Nodes, where she was.
      await visible(checkNow);
      await maintenance(false);
      await checkNow.click();
      await at(page, "/dashboard?section=nodes");
      await visible(page.getByRole("heading", { name: "My Nodes" }));

      // /nodes stays open during maintenance: it says so within seconds, and stops a reservation.
      await page.getByRole("link", { name: "Reserve New Node" }).click();
      await at(page, "/nodes");
      await page.getByRole("textbox", { name: "Search" }).fill("1432");
      await page.getByRole("button", { name: "Reserve node 1432" }).click();
      const dialog = page.getByRole("dialog", { name: "Reserve node 1432" });
      const reserve = dialog.getByRole("button", { name: "Reserve for $195.49 a Month" });
      await visible(reserve);
      await maintenance(true);
      await visible(page.getByRole("status").filter({ hasText: "KubeCloud is under maintenance" }));
      await reserve.click();
      await visible(page.getByText(changesStopped).first());
      expect(new URL(page.url()).pathname).toBe("/nodes");
      expect(changes).toEqual([]);
      await page.keyboard.press("Escape");
      await check("nodes-under-maintenance");

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
      await visible(page.getByRole("heading", { name: "We'll Be Back Soon" }));

      // The page asks the server again when it mounts; let that check finish first, or its answer
      // (sent before maintenance ended or after) would race the click below.
      await visible(checkNow);
      await maintenance(false);
      await checkNow.click();
      await at(page, "/dashboard");
      await visible(page.getByRole("heading", { name: /^Welcome back, / }));
    });
  }, 120_000);
});
