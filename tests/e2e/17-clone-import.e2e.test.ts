// Journey 17: fast hands. Amira reaches prodcluster, clones it and deploys the clone with the keyboard alone
// (Tab, Enter, Space): the wizard opens with its VMs under a new name, placement is redone automatically, the
// clone's page says its kubeconfig comes once it runs, then gives the merge one-liners. In the wizard a file
// with an error shows it at its field (in the dialog and in the form, nothing typed lost), and the exported
// request is the very file `kubecloud deploy -f` reads.
import { readFile } from "node:fs/promises";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { parseDeployFile } from "../../packages/cli/src/clusters/deploy-file.ts";
import {
  api,
  at,
  consoleUrl,
  demo,
  eventually,
  gone,
  journey,
  loginToken,
  signIn,
  useBrowser,
  visible,
} from "./harness.ts";

useBrowser();

/** Presses Tab until `target` has the focus (as a keyboard user moves), at most `max` times. */
async function tabTo(page: Page, target: Locator, max = 120): Promise<void> {
  await visible(target);
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

/** Tabs to `target` and presses `key` on it. */
async function press(page: Page, target: Locator, key: "Enter" | "Space" = "Enter"): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

describe("journey 17: clone a cluster with the keyboard, import and export the request", () => {
  it("clones prodcluster and deploys the clone with Tab, Enter and Space alone", async () => {
    await journey("17-clone", async ({ page, check }) => {
      await page.goto(`${consoleUrl}/sign-in`);
      await signIn(page, demo);
      await at(page, "/dashboard");
      await page.goto(`${consoleUrl}/dashboard?section=clusters`);
      const europe = page.getByRole("table", { name: "Clusters in Europe" });
      await visible(europe.getByRole("link", { name: "Clone prodcluster" }));
      await press(page, page.getByRole("link", { name: "prodcluster", exact: true }));
      await at(page, "/clusters/prodcluster");

      // Clone: the wizard with prodcluster's VMs, a new generated name, nothing placed.
      await press(page, page.getByRole("link", { name: "Clone", exact: true }));
      await at(page, "/deploy");
      const nameField = page.getByRole("textbox", { name: "Cluster name" });
      await visible(nameField);
      const name = await nameField.inputValue();
      expect(name).toMatch(/^[a-z]+\d+$/);
      expect(name).not.toBe("prodcluster");
      const vms = await page.getByRole("group", { name: /^VM / }).count();
      expect(vms).toBeGreaterThan(1);
      await check("clone-define");

      await press(page, page.getByRole("button", { name: "Continue to Placement" }));
      await at(page, "/deploy?step=place");
      await press(page, page.getByRole("button", { name: "Place Automatically" }), "Space");
      await eventually(() => page.getByText(/^Why node \d+$/).count(), "a reason per VM").toBe(vms);
      const next = page.getByRole("button", { name: "Continue to Review" });
      await eventually(() => next.isEnabled()).toBe(true);
      await check("clone-place");
      await press(page, next);
      await at(page, "/deploy?step=review");
      await press(page, page.getByRole("button", { name: "Deploy Cluster" }));
      await at(page, `/clusters/${name}`);

      // While it deploys, the kubeconfig panel says so and asks nothing.
      await visible(page.getByText("The cluster is still being deployed: its kubeconfig is here once it is running."));
      await check("clone-provisioning");
      await page.getByText("The cluster is running").waitFor({ state: "visible", timeout: 90_000 });
      await visible(page.getByRole("heading", { name, level: 1 }));
      await visible(page.getByLabel("merge command for kubectl", { exact: true }));
      expect(await page.getByLabel("merge command for kubecloud", { exact: true }).innerText()).toBe(
        `kubecloud kubeconfig get ${name} --merge --use`,
      );
      expect(await page.getByLabel("merge command for kubectl", { exact: true }).innerText()).toContain(
        `kubectl config use-context ${name}`,
      );
      await check("clone-running");
    });
  }, 240_000);

  it("imports a file with an error (shown at its field), fixes it and exports the request", async () => {
    await journey("17-import-export", async ({ page, check, checkOverlay }) => {
      const token = await loginToken(demo);
      const [key] = await api<{ public_key: string }[]>("GET", "/v1/user/ssh-keys", { token });
      await page.goto(`${consoleUrl}/sign-in`);
      await signIn(page, demo);
      await at(page, "/dashboard");
      await page.goto(`${consoleUrl}/deploy`);
      await visible(page.getByRole("textbox", { name: "Cluster name" }));

      const file = [
        "name: imported1",
        "nodes:",
        "  - name: master1",
        "    type: master",
        "    cpu: 2",
        "    memory: 4096",
        "    root_size: 5120",
        "    disk_size: 25600",
        "    env_vars:",
        `      SSH_KEY: ${JSON.stringify(key.public_key)}`,
        "  - name: worker1",
        "    type: worker",
        "    cpu: 2",
        "    memory: 1024",
        "    root_size: 5120",
        "    disk_size: 25600",
        "    env_vars:",
        `      SSH_KEY: ${JSON.stringify(key.public_key)}`,
        "",
      ].join("\n");
      await page.getByRole("button", { name: "Import a Request" }).click();
      const dialog = page.getByRole("dialog", { name: "Import a Request" });
      await dialog.getByRole("textbox", { name: "Request (YAML or JSON)" }).fill(file);
      await dialog.getByRole("button", { name: "Import", exact: true }).click();
      await visible(dialog.getByRole("alert").getByText("nodes[1].memory: RAM must be at least 2 GB"));
      // Nothing typed is lost.
      expect(await dialog.getByRole("textbox", { name: "Request (YAML or JSON)" }).inputValue()).toBe(file);
      await checkOverlay("import-error", [375, 1440]);

      // In the wizard the error is at worker1's RAM; fixed there, the request goes on.
      await dialog.getByRole("button", { name: "Fix It in the Wizard" }).click();
      await gone(dialog);
      expect(await page.getByRole("textbox", { name: "Cluster name" }).inputValue()).toBe("imported1");
      const worker = page.getByRole("group", { name: "VM worker1" });
      await visible(worker.getByText("RAM must be at least 2 GB"));
      await check("import-at-field");
      await worker.getByRole("textbox", { name: "RAM (GB)" }).fill("4");
      await page.getByRole("button", { name: "Continue to Placement" }).click();
      await page.getByRole("button", { name: "Place Automatically" }).click();
      await eventually(() => page.getByText(/^Why node \d+$/).count(), "a reason per VM").toBe(2);
      const next = page.getByRole("button", { name: "Continue to Review" });
      await eventually(() => next.isEnabled()).toBe(true);
      await next.click();
      await at(page, "/deploy?step=review");
      await check("review-export");

      // Export: YAML and JSON, the same request, read by the command line's own reader.
      const exported = async (format: "yaml" | "json") => {
        const [download] = await Promise.all([
          page.waitForEvent("download"),
          page.getByRole("button", { name: `Export imported1.${format}` }).click(),
        ]);
        expect(download.suggestedFilename()).toBe(`imported1.${format}`);
        return readFile(await download.path(), "utf8");
      };
      const yamlText = await exported("yaml");
      const jsonText = await exported("json");
      const request = parse(yamlText) as { name: string; nodes: { name: string; memory: number; node_id: number }[] };
      expect(JSON.parse(jsonText)).toEqual(request);
      expect(request.name).toBe("imported1");
      expect(request.nodes.map((node) => [node.name, node.memory])).toEqual([
        ["master1", 4096],
        ["worker1", 4096],
      ]);
      expect(request.nodes.every((node) => Number.isInteger(node.node_id))).toBe(true);
      const cli = parseDeployFile(yamlText);
      expect(cli.ok && cli.file).toEqual(request);
    });
  }, 180_000);
});
