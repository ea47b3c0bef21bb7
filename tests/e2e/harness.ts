// What every journey shares: one Chromium per test file (Debian's, driven by playwright-core), a clean
// sandbox and a new browser context per journey, and per visited page a screenshot and an axe scan at
// 375 and 1440 px. Console errors, page errors and failed requests are collected per page and fail the
// journey unless the journey expects them. Every look at a page (and every toast moment, checkToasts)
// also fails when a toast covers a visible control.
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Request } from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";

export const consoleUrl = inject("consoleUrl");
export const sandboxUrl = inject("sandboxUrl");
export const apiUrl = `${sandboxUrl}/api`;

export const demo = { email: "amira@example.com", password: "Str0ng!Pass", username: "" };
export const admin = { email: "admin@example.com", password: "Adm1n!Pass" };

export const shotsDir = resolve(import.meta.dirname, "shots");
export const widths = [375, 1440] as const;
/** Every page is looked at in both colour schemes. */
export const themes = ["dark", "light"] as const;
const height = 900;

/** How long a journey waits for what the user waits for. */
export const patience = 15_000;

/** Waits until `locator` is visible (what a user would wait for). */
export async function visible(locator: Locator): Promise<void> {
  await locator.waitFor({ state: "visible", timeout: patience });
}

/** Waits until `locator` is gone (hidden or detached). */
export async function gone(locator: Locator): Promise<void> {
  await locator.waitFor({ state: "hidden", timeout: patience });
}

/** Waits until the page's path (and query) is `path`. */
export async function at(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path, { timeout: patience });
}

/** Retries `value` until it passes `matcher` (Vitest's expect.poll with the journey's patience). */
export const eventually = <T>(value: () => T | Promise<T>, message?: string) =>
  expect.poll(value, { timeout: patience, interval: 50, message });

let browser: Browser | undefined;

/** Launches Chromium for the file's journeys and closes it afterwards. */
export function useBrowser(): void {
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.E2E_CHROMIUM ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    });
  });
  afterAll(async () => {
    await browser?.close();
    browser = undefined;
  });
}

/** A sandbox-only control (`/__sandbox/...`). */
export async function sandbox(path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${sandboxUrl}/__sandbox/${path}`, {
    method: "POST",
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`/__sandbox/${path}: ${response.status} ${await response.text()}`);
  return response.headers.get("content-type")?.includes("json") ? response.json() : response.text();
}

/** The last code the sandbox "emailed" to `email`. */
export async function emailedCode(email: string): Promise<string> {
  // A background workflow "mails" the code: wait for it as a user waits for the mail.
  let code = "";
  await eventually(async () => {
    const response = await fetch(`${sandboxUrl}/__sandbox/codes?email=${encodeURIComponent(email)}`);
    if (response.ok) code = String(((await response.json()) as { code: string | number }).code);
    return response.ok;
  }, "the emailed code").toBe(true);
  return code;
}

/** A call to the API as a script (not the browser) would make it; throws unless it is a 2xx. */
export async function api<T>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? (JSON.parse(text) as { data: T }).data : undefined) as T;
}

/** Waits until the page's live event stream is connected, so an event caused next reaches it. */
export async function live(page: Page): Promise<void> {
  await visible(page.getByRole("status", { name: "Live updates on" }));
}

export async function loginToken(account: { email: string; password: string }): Promise<string> {
  return (await api<{ access_token: string }>("POST", "/v1/user/login", { body: account })).access_token;
}

/** Where Mantine shows toasts. */
export const toastRegion = ".mantine-Notifications-root";
/** One toast. */
export const toastSelector = ".mantine-Notification-root";

/**
 * The controls that toasts cover now, one line each (product-rules §2: a toast never covers a control). A
 * control is covered where a toast is what the user sees, the control lies under it, and the user would see
 * the control there if not for the toasts (with them hidden it is on top), or could not scroll it out from
 * under them (it is pinned: fixed or sticky). What has scrolled under the navbar and the toasts' band, as
 * under any sticky header, can be scrolled back, and is not counted.
 */
export async function controlsUnderToasts(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ region, toast }) => {
      const shown = (element: Element) => {
        const rect = element.getBoundingClientRect();
        return (
          rect.width > 0 &&
          rect.height > 0 &&
          element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
        );
      };
      const toasts = [...document.querySelectorAll(toast)].filter(shown);
      if (toasts.length === 0) return [];
      const controls = [
        ...document.querySelectorAll(
          'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], ' +
            '[role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="menuitem"], [role="combobox"], ' +
            '[role="slider"], [role="option"], [tabindex]:not([tabindex="-1"])',
        ),
      ].filter((control) => !control.closest(region) && shown(control));
      const roots = [...document.querySelectorAll<HTMLElement>(region)];
      const pinned = (element: Element) => {
        for (let e: Element | null = element; e && e !== document.body; e = e.parentElement) {
          const { position } = getComputedStyle(e);
          if (position === "fixed" || position === "sticky") return true;
        }
        return false;
      };
      const label = (element: Element) =>
        (element.getAttribute("aria-label") || element.textContent || element.getAttribute("placeholder") || "")
          .trim()
          .replace(/\s+/g, " ")
          .slice(0, 60);
      /** What is on top at (x, y) with the toasts hidden. */
      const beneath = (x: number, y: number) => {
        const saved = roots.map((root) => root.style.visibility);
        for (const root of roots) root.style.visibility = "hidden";
        const element = document.elementFromPoint(x, y);
        roots.forEach((root, i) => (root.style.visibility = saved[i]));
        return element;
      };
      const covered = new Set<string>();
      for (const t of toasts) {
        const tr = t.getBoundingClientRect();
        const title = label(t.querySelector(".mantine-Notification-title") ?? t);
        for (const control of controls) {
          const cr = control.getBoundingClientRect();
          const left = Math.max(tr.left, cr.left, 0);
          const right = Math.min(tr.right, cr.right, window.innerWidth);
          const top = Math.max(tr.top, cr.top, 0);
          const bottom = Math.min(tr.bottom, cr.bottom, window.innerHeight);
          if (right - left < 1 || bottom - top < 1) continue;
          for (const fx of [0.1, 0.5, 0.9])
            for (const fy of [0.1, 0.5, 0.9]) {
              const x = left + (right - left) * fx;
              const y = top + (bottom - top) * fy;
              const seen = document.elementFromPoint(x, y);
              if (!seen || !toasts.some((other) => other.contains(seen))) continue; // the toast is not what is seen
              if (!document.elementsFromPoint(x, y).some((e) => control.contains(e))) continue; // not under it here
              const under = beneath(x, y);
              if ((under && control.contains(under)) || pinned(control))
                covered.add(`${control.tagName.toLowerCase()} "${label(control)}" under the toast "${title}"`);
            }
        }
      }
      return [...covered];
    },
    { region: toastRegion, toast: toastSelector },
  );
}

/** Fails when a toast covers a control now (see controlsUnderToasts). */
export async function expectNoToastOverControls(page: Page, where: string): Promise<void> {
  // Lets an arriving toast finish its entrance (250 ms) and the page make room for it (the next frame).
  if ((await page.locator(toastSelector).count()) > 0) await page.waitForTimeout(350);
  expect(await controlsUnderToasts(page), `a toast covers a control ${where}`).toEqual([]);
}

/** The titles of the toasts on screen now. */
export async function toastTitles(page: Page): Promise<string[]> {
  return page.locator(`${toastSelector} .mantine-Notification-title`).allInnerTexts();
}

/** An axe scan for WCAG 2.0 and 2.1, A and AA. */
export function scan(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
}

/** axe's violations, one line per rule, with the nodes and why they fail. */
export function describeViolations(
  violations: { id: string; impact?: string | null; nodes: { target: unknown[]; failureSummary?: string }[] }[],
  where: string,
): string[] {
  return violations.map(
    (v) =>
      `${v.id} (${v.impact ?? "?"}) ${where}: ${v.nodes.map((n) => `${n.target.join(" ")} (${n.failureSummary ?? ""})`).join(", ")}`,
  );
}

/** One problem the page showed in its console or network. */
interface Problem {
  page: string;
  text: string;
}

export interface Journey {
  context: BrowserContext;
  page: Page;
  /**
   * Screenshot and axe scan of the current page at 375 and 1440 px, in the dark and the light theme (back to
   * the journey's width after). `only` narrows the widths for states that exist at one width only (the open
   * mobile menu).
   */
  check: (name: string, only?: readonly number[]) => Promise<void>;
  /**
   * Screenshot and axe scan, both themes, of an open overlay at the current width, or at each width of `only`
   * and back (for dialogs: a resize closes menus and popovers, not modals).
   */
  checkOverlay: (name: string, only?: readonly number[]) => Promise<void>;
  /**
   * At a toast moment: waits for a toast, then at 375 and 1440 px checks that no toast covers a visible
   * control (product-rules §2) and keeps a picture of each (back to the journey's width after).
   */
  checkToasts: (name: string) => Promise<void>;
  /** Problems matching one of these are expected (the journey causes them on purpose). */
  allow: (...patterns: RegExp[]) => void;
  /** Waits until no request of the page is in flight (the user sees the final state). */
  settled: () => Promise<void>;
}

/** Where to take a journey's screenshots: `shots/<journey>/<page>-<width>-<theme>.png`. */
function shotPath(journey: string, name: string, width: number, theme: string): string {
  return resolve(shotsDir, journey, `${name}-${width}-${theme}.png`);
}

/** Switches Mantine's colour scheme in place (no reload, so open overlays and typed values stay). */
async function useTheme(page: Page, theme: string): Promise<string> {
  return page.evaluate(async (next) => {
    const root = document.documentElement;
    const previous = root.getAttribute("data-mantine-color-scheme") ?? "dark";
    root.setAttribute("data-mantine-color-scheme", next);
    await new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
    return previous;
  }, theme);
}

/**
 * Runs `body` in a new browser context against a freshly reset sandbox. The journey fails on console
 * errors, page errors and failed requests (HTTP ≥ 400 or network failures) that it did not `allow`.
 */
export async function journey(
  name: string,
  body: (j: Journey) => Promise<void>,
  options: { width?: number; touch?: boolean } = {},
): Promise<void> {
  if (!browser) throw new Error("useBrowser() first");
  await sandbox("reset", {});
  const width = options.width ?? 1440;
  const context = await browser.newContext({
    viewport: { width, height },
    locale: "en-US",
    timezoneId: "UTC",
    hasTouch: options.touch ?? false,
  });
  const page = await context.newPage();
  const problems: Problem[] = [];
  const allowed: RegExp[] = [];
  const where = () => new URL(page.url()).pathname;
  const inFlight = new Set<Request>();

  page.on("console", (message) => {
    if (message.type() === "error") problems.push({ page: where(), text: `console error: ${message.text()}` });
  });
  page.on("pageerror", (error) => problems.push({ page: where(), text: `page error: ${error.message}` }));
  page.on("request", (request) => {
    if (!request.url().includes("/v1/events")) inFlight.add(request);
  });
  page.on("requestfinished", (request) => inFlight.delete(request));
  // A worker ended while its script still loads (the globe's, when a journey leaves the home page at once)
  // cancels that request, but Playwright never reports its end: it is not one the page waits for.
  page.on("worker", (worker) =>
    worker.on("close", () => {
      for (const request of inFlight) if (request.url() === worker.url()) inFlight.delete(request);
    }),
  );
  page.on("requestfailed", (request) => {
    inFlight.delete(request);
    const failure = request.failure()?.errorText ?? "";
    // Requests cut short by a navigation or an abort signal (React Query cancelling, the live stream
    // closing when the page goes) are not failures the user sees.
    if (failure === "net::ERR_ABORTED") return;
    problems.push({ page: where(), text: `request failed: ${request.method()} ${request.url()} ${failure}` });
  });
  page.on("response", (response) => {
    if (response.status() >= 400)
      problems.push({
        page: where(),
        text: `HTTP ${response.status()}: ${response.request().method()} ${response.url()}`,
      });
  });

  const settled = async () => {
    await page.waitForLoadState("load");
    // A worker's script whose worker is gone (terminated while the script loaded, before Playwright saw the
    // worker start, so no `close` came) never ends: nothing waits for it. The URLs, not a count, so that a
    // failure names the request that never ended.
    const pending = () => {
      const workers = new Set(page.workers().map((worker) => worker.url()));
      return [...inFlight]
        .filter((request) => !/\.worker-[\w-]+\.js$/.test(request.url()) || workers.has(request.url()))
        .map((request) => request.url());
    };
    await eventually(pending, "requests in flight").toEqual([]);
  };

  /** Screenshots and scans the page as it is now, in both themes. */
  const look = async (shot: string, w: number) => {
    mkdirSync(resolve(shotsDir, name), { recursive: true });
    for (const theme of themes) {
      const previous = await useTheme(page, theme);
      await page.screenshot({ path: shotPath(name, shot, w, theme), fullPage: true, animations: "disabled" });
      // Toasts come and go on timers, so whether a scan meets one is a matter of timing: pages are scanned
      // without them, and 03-notifications scans a toast on its own.
      const axe = await scan(page).exclude(toastRegion).analyze();
      await useTheme(page, previous);
      const violations = describeViolations(axe.violations, `at ${w}px in the ${theme} theme on ${where()}`);
      expect(violations, `axe violations on ${shot} at ${w}px (${theme})`).toEqual([]);
    }
  };

  const check = async (shot: string, only: readonly number[] = widths) => {
    await settled();
    for (const w of only) {
      await page.setViewportSize({ width: w, height });
      // Let the layout follow the new width (two frames) before looking.
      await page.evaluate(
        () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
      );
      // Nothing runs off the side: no element makes the page wider than the window.
      const overflow = await page.evaluate(() => {
        const root = document.documentElement;
        return root.scrollWidth > root.clientWidth ? `${root.scrollWidth} > ${root.clientWidth}` : "";
      });
      expect(overflow, `${shot} is wider than the window at ${w}px`).toBe("");
      await expectNoToastOverControls(page, `on ${shot} at ${w}px`);
      await look(shot, w);
    }
    await page.setViewportSize({ width, height });
  };

  const checkOverlay = async (shot: string, only?: readonly number[]) => {
    await settled();
    const current = page.viewportSize()?.width ?? width;
    // The width the page has now: `only` may list the current width after another one.
    let now = current;
    for (const w of only ?? [current]) {
      if (w !== now) await page.setViewportSize({ width: w, height });
      now = w;
      await expectNoToastOverControls(page, `on ${shot} at ${w}px`);
      await look(shot, w);
    }
    if (now !== current) await page.setViewportSize({ width: current, height });
  };

  // Quick, so that a toast (5 s) is still there at the second width: no axe scan (03 scans toasts), one
  // picture of the window per width.
  const checkToasts = async (shot: string) => {
    await visible(page.locator(toastSelector).first());
    const current = page.viewportSize()?.width ?? width;
    for (const w of [current, ...widths.filter((other) => other !== current)]) {
      if (w !== current) await page.setViewportSize({ width: w, height });
      expect(await page.locator(toastSelector).count(), `a toast on ${shot} at ${w}px`).toBeGreaterThan(0);
      await expectNoToastOverControls(page, `on ${shot} at ${w}px`);
      mkdirSync(resolve(shotsDir, name), { recursive: true });
      await page.screenshot({ path: shotPath(name, `${shot}-toasts`, w, "dark"), animations: "disabled" });
    }
    await page.setViewportSize({ width: current, height });
  };

  try {
    await body({
      context,
      page,
      check,
      checkOverlay,
      checkToasts,
      allow: (...patterns) => allowed.push(...patterns),
      settled,
    });
    const unexpected = problems
      .filter((p) => !allowed.some((pattern) => pattern.test(p.text)))
      .map((p) => `${p.page}: ${p.text}`);
    expect(unexpected, "unexpected console errors or failed requests").toEqual([]);
  } finally {
    await context.close();
  }
}

/** Signs in through the form of /sign-in (the page must show it). */
export async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(account.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}
