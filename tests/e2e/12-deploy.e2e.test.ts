// Journey 12: the platform's main job. A new user signs up, adds an SSH key inside the wizard, deploys a
// 1-master 1-worker cluster with automatic placement, follows its timeline (leaving for the dashboard and
// coming back) until it runs, downloads its kubeconfig, adds a node, removes it and deletes the cluster by
// typing its name (each with "Do it now" on its 10 s undo countdown). A second run has the sandbox fail a step: the timeline shows the failure, the server's
// reason and the rollback; then every cluster goes with "Delete All". Every screen is looked at (axe) at
// 375 and 1440 px in both themes.
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { regionOf } from "../../packages/sandbox/src/regions.ts";
import { expectFitsPhone } from "./fit.ts";
import {
  api,
  at,
  consoleUrl,
  demo,
  emailedCode,
  eventually,
  gone,
  journey,
  live,
  loginToken,
  sandbox,
  signIn,
  toastSelector,
  toastTitles,
  useBrowser,
  visible,
} from "./harness.ts";

useBrowser();

/** Dialogs are looked at on a phone and on a desktop. */
const dialogWidths = [375, 1440] as const;

/** A public key the new user pastes (ssh-keygen -t ed25519; the private half was never kept). */
const PUBLIC_KEY = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGM0pHSkWozn0yaS+tPPBF1h3tmhAMqRbvSsoP/os0vF e2e@laptop";

/** Signs up through the forms with the emailed code and lands on the dashboard. */
async function signUp(page: Page, user: { name: string; email: string; password: string }): Promise<void> {
  await page.goto(`${consoleUrl}/sign-up`);
  await page.getByRole("textbox", { name: "Username", exact: true }).fill(user.name);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(user.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(user.password);
  await page.getByRole("textbox", { name: "Confirm password", exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.waitForURL((url) => url.pathname === "/register/verify");
  const email = page.getByRole("textbox", { name: "Email", exact: true });
  if ((await email.inputValue()) === "") await email.fill(user.email);
  await page.getByLabel("Verification code").fill(await emailedCode(user.email));
  await page.getByRole("button", { name: "Verify", exact: true }).click();
  await at(page, "/dashboard");
}

/** The wizard's cluster name field (its generated name is kept unless `name` is given). */
async function clusterName(page: Page, name?: string): Promise<string> {
  const field = page.getByRole("textbox", { name: "Cluster name" });
  await visible(field);
  if (name) await field.fill(name);
  return field.inputValue();
}

/** Places every VM automatically and waits for the reasons and the storage checks. */
async function placeAutomatically(page: Page, vms: number): Promise<void> {
  await page.getByRole("button", { name: "Place Automatically" }).click();
  await eventually(() => page.getByText(/^Why node \d+$/).count(), "a reason per VM").toBe(vms);
  await eventually(() => page.getByRole("button", { name: "Continue to Review" }).isEnabled()).toBe(true);
}

/**
 * Bills one simulated day and checks that the deployer's debt (they have no balance) grew by a day of `monthly`
 * (a month is 720 hours), within the sandbox's rounding to the mill per VM and hour.
 */
async function billedDay(monthly: number): Promise<void> {
  const token = await loginToken({ email: "deployer@example.com", password: "Tr1cky!Pass" });
  const debt = async () => (await api<{ debt_usd: number }>("GET", "/v1/user/balance", { token })).debt_usd;
  const before = await debt();
  await sandbox("advance", { hours: 24 });
  expect(Math.abs((await debt()) - before - (monthly * 24) / 720)).toBeLessThan(0.03);
}

/** The timeline's step line, e.g. "Step 3: Done at …". */
const step = (page: Page, n: number) => page.getByText(new RegExp(`^Step ${n}: `));

describe("journey 12: deploy a cluster, watch it come up, manage it", () => {
  it("takes a new user from sign-up to a running cluster, its kubeconfig, a resize and its deletion", async () => {
    await journey("12-deploy", async ({ page, check, checkOverlay }) => {
      await signUp(page, { name: "deployer", email: "deployer@example.com", password: "Tr1cky!Pass" });
      await page.goto(`${consoleUrl}/dashboard?section=clusters`);
      await visible(page.getByText("No clusters yet"));
      await check("clusters-empty");
      await page.getByRole("link", { name: "Deploy Your First Cluster" }).click();
      await at(page, "/deploy");

      // Define: no SSH key yet, so one is added in a dialog over the wizard; the name typed stays.
      const name = await clusterName(page, "webshop1");
      await visible(page.getByText("You have no SSH key yet"));
      await check("define-no-key");
      await page.getByRole("button", { name: "Add an SSH Key" }).click();
      const keyDialog = page.getByRole("dialog", { name: "Add SSH Key" });
      await visible(keyDialog);
      await keyDialog.getByRole("textbox", { name: "Key name" }).fill("laptop");
      await keyDialog.getByRole("textbox", { name: "Public key" }).fill(PUBLIC_KEY);
      await checkOverlay("define-add-key", dialogWidths);
      await keyDialog.getByRole("button", { name: "Add SSH Key" }).click();
      await gone(keyDialog);
      expect(await clusterName(page)).toBe(name);
      await visible(page.getByRole("group", { name: "VM master1" }).getByText("laptop"));
      await visible(page.getByRole("group", { name: "VM worker1" }));
      await check("define");

      // A reload keeps the wizard, and so does the back button between steps.
      await page.reload();
      expect(await clusterName(page)).toBe(name);
      await page.getByRole("button", { name: "Continue to Placement" }).click();
      await at(page, "/deploy?step=place");
      // Placement in one region: the nodes offered, and so the automatic choice, are all in Europe.
      await page.getByRole("combobox", { name: "Region" }).click();
      await page.getByRole("option", { name: "Europe", exact: true }).click();
      await placeAutomatically(page, 2);
      for (const vm of ["master1", "worker1"]) {
        const chosen = await page.getByRole("combobox", { name: `Node for ${vm}` }).inputValue();
        expect(regionOf(chosen.split(" · ")[1] ?? ""), `${vm} on ${chosen}`).toBe("Europe");
      }
      await check("place");
      await page.goBack();
      await at(page, "/deploy");
      await page.goForward();
      await at(page, "/deploy?step=place");
      await page.getByRole("button", { name: "Continue to Review" }).click();

      // Review: the price and the runway (a new account has no balance: a warning, not a block), the API call.
      // A new account rents no node: both VMs go to shared nodes, so the price is an estimate that says so.
      await at(page, "/deploy?step=review");
      await visible(
        page.getByTestId("cluster-price").getByText(/^about \$[\d.,]+ a month · \$[\d.,]+ an hour \(estimate\)$/),
      );
      await visible(page.getByText(/^Estimate: the grid bills a VM on a shared node/));
      await visible(page.getByText("Your balance runs out soon"));
      expect(await page.getByTestId("runway").innerText()).toMatch(
        /^Your balance \(\$0\.00\) does not cover what you pay with this cluster, \$[\d.,]+ a month: about \$[\d.,]+ for this cluster\.$/,
      );
      await page.getByRole("button", { name: "Show as API Call" }).click();
      const sdk = page.getByLabel("SDK call");
      await visible(sdk);
      expect(await sdk.innerText()).toContain('api.call("post", "/v1/deployments"');
      const curl = await page.getByLabel("curl command").innerText();
      expect(curl).toContain('-H "Authorization: Bearer $KUBECLOUD_TOKEN"');
      expect(curl).not.toMatch(/securetoken|"token"/);
      await check("review");

      // Deploy → the timeline; leaving for the dashboard and coming back loses nothing.
      await page.getByRole("button", { name: "Deploy Cluster" }).click();
      await at(page, `/clusters/${name}`);
      await visible(page.getByRole("progressbar", { name: "Deployment progress" }));
      await visible(step(page, 1));
      await check("provisioning");
      await page.goto(`${consoleUrl}/dashboard?section=clusters`);
      await visible(page.getByRole("link", { name, exact: true }));
      await page.getByRole("link", { name, exact: true }).click();
      await at(page, `/clusters/${name}`);
      await visible(page.getByRole("heading", { name, level: 1 }));
      await check("back-on-the-cluster");
      await visible(page.getByText("The cluster is running"));
      await visible(page.getByRole("region", { name: "Cluster nodes" }).getByText("master1"));
      await page.getByRole("button", { name: "Show the Timeline" }).click();
      for (const n of [1, 2, 3, 4]) await visible(step(page, n).filter({ hasText: "Done" }));
      await check("running");

      // The price the page shows is what the sandbox bills: a day of it is a day of debt (no balance here).
      const tile = page.getByText("Price a month", { exact: true }).locator("..");
      await visible(tile.getByText("an estimate"));
      const monthly = Number((await tile.innerText()).match(/\$([\d.,]+)/)![1].replace(/,/g, ""));
      expect(monthly).toBeGreaterThan(0);
      await billedDay(monthly);

      // The kubeconfig: on demand, downloaded as {name}-kubeconfig.yaml, never stored by the browser.
      await page.getByRole("button", { name: "Show Kubeconfig" }).click();
      await visible(page.getByLabel(`Kubeconfig of ${name}`));
      await visible(page.getByText(`kubectl --kubeconfig ./${name}-kubeconfig.yaml get nodes`));
      const [file] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: `Download ${name}-kubeconfig.yaml` }).click(),
      ]);
      expect(file.suggestedFilename()).toBe(`${name}-kubeconfig.yaml`);
      const saved = await readFile(await file.path(), "utf8");
      expect(saved).toMatch(/^apiVersion: v1\n[\s\S]*client-key-data: /);
      // Named after the cluster, so it merges with other clusters' files (the server's file says `default`).
      expect(saved).toContain(`current-context: ${name}\n`);
      expect(saved).not.toMatch(/\bdefault\b/);
      // Each VM's SSH line, ready to copy.
      const ssh = page.getByRole("region", { name: "SSH Access" });
      await visible(ssh.getByText(/^ssh root@[0-9a-f:]+$/).first());
      await visible(ssh.getByRole("button", { name: "Copy the SSH command for master1" }));
      const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
      expect(stored).not.toMatch(/client-key-data|certificate-authority-data|apiVersion/);
      await visible(page.getByText("Ready").first());
      await check("kubeconfig");

      // The breadcrumb leads back to the clusters, and the navbar's Dashboard then comes back to that section.
      await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Clusters" }).click();
      await at(page, "/dashboard?section=clusters");
      await page.getByRole("link", { name, exact: true }).click();
      await at(page, `/clusters/${name}`);
      const dashboard = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" });
      expect(await dashboard.getAttribute("href")).toBe("/dashboard?section=clusters");

      // Add a node with the same editor and placement, and the price change.
      await page.getByRole("button", { name: "Add Node" }).click();
      const addDialog = page.getByRole("dialog", { name: `Add a Node to ${name}` });
      await visible(addDialog.getByRole("group", { name: "VM worker2" }));
      await addDialog.getByRole("button", { name: "Place Automatically" }).click();
      await visible(addDialog.getByTestId("price-change"));
      await visible(addDialog.getByText("Its SSD storage pool has room for the disk"));
      await checkOverlay("add-node", dialogWidths);
      await addDialog.getByRole("button", { name: "Add Node" }).click();
      await gone(addDialog);
      await visible(page.getByRole("region", { name: "Cluster nodes" }).getByText("worker2"));

      // Remove it (the leader cannot be removed).
      await visible(page.getByText("The leader stays"));
      await page.getByRole("button", { name: "Remove worker2" }).click();
      const removeDialog = page.getByRole("dialog", { name: "Remove worker2?" });
      await checkOverlay("remove-node", dialogWidths);
      await removeDialog.getByRole("button", { name: "Remove worker2" }).click();
      await gone(removeDialog);
      // It waits 10 s for an undo (its row counts down); "Do it now" sends it.
      await visible(page.getByRole("region", { name: "Cluster nodes" }).getByText(/^Removing in \d+ s$/));
      await page.locator(toastSelector).getByRole("button", { name: "Do it now: removing worker2" }).click();
      await gone(page.getByRole("region", { name: "Cluster nodes" }).getByText("worker2"));
      await check("node-removed");

      // Delete the cluster by typing its name.
      await page.getByRole("button", { name: "Delete Cluster" }).click();
      const deleteDialog = page.getByRole("dialog", { name: `Delete ${name}?` });
      const confirm = deleteDialog.getByRole("button", { name: `Delete ${name}` });
      await deleteDialog.getByRole("textbox", { name: `Type ${name} to confirm` }).fill("webshop");
      expect(await confirm.isDisabled()).toBe(true);
      await deleteDialog.getByRole("textbox", { name: `Type ${name} to confirm` }).fill(name);
      await checkOverlay("delete-cluster", dialogWidths);
      await confirm.click();
      await gone(deleteDialog);
      await page
        .locator(toastSelector)
        .getByRole("button", { name: `Do it now: deleting ${name}` })
        .click();
      await at(page, "/dashboard?section=clusters");
      await visible(page.getByText("No clusters yet"));
    });
    // The whole lifecycle in one browser session, looked at in 4 ways on every screen: longer than one page.
  }, 180_000);

  it("shows a failed step, the server's reason and the rollback; then deletes every cluster", async () => {
    await journey("12-deploy-failure", async ({ page, check, checkOverlay }) => {
      await page.goto(`${consoleUrl}/sign-in`);
      await signIn(page, demo);
      await at(page, "/dashboard");
      await page.goto(`${consoleUrl}/dashboard?section=clusters`);
      await visible(page.getByRole("heading", { name: "Europe" }));
      await visible(page.getByRole("link", { name: "prodcluster", exact: true }));
      await check("clusters");

      // The list as the original console had it: sort, search (both in the URL) and each row's actions.
      const europe = page.getByRole("table", { name: "Clusters in Europe" });
      const rowNames = () =>
        page
          .locator("table[aria-label^='Clusters in'] tbody tr")
          .evaluateAll((rows) => rows.map((row) => row.querySelector("a")?.textContent ?? ""));
      expect((await rowNames()).length).toBeGreaterThan(1);
      await page.getByRole("combobox", { name: "Sort by" }).click();
      await page.getByRole("option", { name: "Name (A–Z)" }).click();
      await at(page, "/dashboard?section=clusters&sort=name");
      await visible(europe.getByRole("columnheader", { name: /Name/ }).and(page.locator("[aria-sort=ascending]")));
      await page.getByRole("searchbox", { name: "Search by name" }).fill("PROD");
      await at(page, "/dashboard?section=clusters&sort=name&q=PROD");
      await eventually(rowNames, "the search's clusters").toEqual(["prodcluster"]);
      // The kubeconfig straight from the row, named after the cluster.
      const [kubeconfig] = await Promise.all([
        page.waitForEvent("download"),
        europe.getByRole("button", { name: "Download the kubeconfig of prodcluster" }).click(),
      ]);
      expect(kubeconfig.suggestedFilename()).toBe("prodcluster-kubeconfig.yaml");
      expect(await readFile(await kubeconfig.path(), "utf8")).toMatch(/^apiVersion: v1\n/);
      // Add Node and Delete open the cluster page's own dialogs.
      await europe.getByRole("button", { name: "Add a node to prodcluster" }).click();
      const addFromRow = page.getByRole("dialog", { name: "Add a Node to prodcluster" });
      await visible(addFromRow.getByRole("group", { name: /^VM / }));
      await addFromRow.getByRole("button", { name: "Cancel" }).click();
      await gone(addFromRow);
      await europe.getByRole("button", { name: "Delete prodcluster" }).click();
      const deleteFromRow = page.getByRole("dialog", { name: "Delete prodcluster?" });
      await visible(deleteFromRow.getByRole("textbox", { name: "Type prodcluster to confirm" }));
      await page.keyboard.press("Escape");
      await gone(deleteFromRow);
      // On a phone each cluster is a card with its four actions in view.
      await expectFitsPhone(page, europe, "clusters");
      await check("clusters-searched");
      await page.getByRole("button", { name: "Clear the search" }).click();
      await at(page, "/dashboard?section=clusters&sort=name");

      // prodcluster runs on three nodes Amira rents: it adds nothing to the rent My Nodes already counts.
      await page.getByRole("link", { name: "prodcluster", exact: true }).click();
      const tile = page.getByText("Price a month", { exact: true }).locator("..");
      await visible(tile.getByText("on top of your rent"));
      expect(await tile.innerText()).toMatch(/\$0\.00/);
      await visible(
        page.getByText(
          "3 VMs run on nodes you reserve (150, 318, 1024): their rent, $286.42 a month in My Nodes, covers them, so they add nothing.",
        ),
      );
      await page.goBack();
      await visible(page.getByRole("link", { name: "prodcluster", exact: true }));
      await live(page);

      await sandbox("fail-deploy", { email: demo.email, step: 3 });
      await page.getByRole("link", { name: "Deploy a Cluster" }).click();
      const name = await clusterName(page);
      await page.getByRole("button", { name: "Continue to Placement" }).click();
      await placeAutomatically(page, 2);
      await page.getByRole("button", { name: "Continue to Review" }).click();
      // Both VMs go to nodes she rents: nothing more to pay, and the runway counts the rent she already pays.
      await visible(page.getByTestId("cluster-price").getByText("$0.00 a month · $0.00 an hour"));
      await visible(page.getByText(/^2 VMs run on nodes you reserve \(\d+, \d+\)/));
      expect(await page.getByTestId("runway").innerText()).toMatch(
        /covers about \d+ days? of what you pay with this cluster, \$322\.62 a month: \$322\.62 of rent for your reserved nodes and nothing more for this cluster\.$/,
      );
      await page.getByRole("button", { name: "Deploy Cluster" }).click();
      await at(page, `/clusters/${name}`);

      await visible(page.getByRole("alert").filter({ hasText: "Step 3 (VM worker1) failed." }));
      await visible(page.getByText("The server rolled the deployment back"));
      await visible(page.getByText("Reason: Failed to deploy node worker1 on grid node", { exact: false }));
      await visible(step(page, 3).filter({ hasText: "Failed" }));
      // One outcome, one message: the timeline and its alert tell the failure and the rollback; the
      // deployment's live events (the failed step, the failure, the rollback) stack no toast over them.
      expect(await toastTitles(page)).toEqual([]);
      await check("deploy-failed");

      // The dashboard keeps the failure in view; Delete All takes the clusters after typing "delete all".
      await page.getByRole("link", { name: "Back to Clusters" }).click();
      await visible(page.getByText("Failed", { exact: true }));
      await page.getByRole("button", { name: "Delete All" }).click();
      const dialog = page.getByRole("dialog", { name: "Delete All Clusters?" });
      await dialog.getByRole("textbox", { name: "Type delete all to confirm" }).fill("delete all");
      await checkOverlay("delete-all", dialogWidths);
      await dialog.getByRole("button", { name: "Delete All Clusters" }).click();
      await gone(dialog);
      // The list counts down under one Undo; the toast's "Do it now" sends it.
      await visible(page.getByRole("group", { name: /^All \d+ clusters will be deleted$/ }));
      await page.locator(toastSelector).getByRole("button", { name: "Do it now: deleting all clusters" }).click();
      await eventually(() => page.getByRole("link", { name: "prodcluster", exact: true }).count()).toBe(0);
      await page.getByRole("link", { name, exact: true }).click();
      await page.getByRole("button", { name: "Dismiss" }).click();
      await at(page, "/dashboard?section=clusters");
      await visible(page.getByText("No clusters yet"));
      await check("clusters-deleted");
    });
  }, 120_000);
});
