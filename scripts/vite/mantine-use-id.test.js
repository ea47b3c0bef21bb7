// @vitest-environment jsdom
/* global document */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { act, createElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterAll, describe, expect, it } from "vitest";
import { mantineStableIds } from "./mantine-use-id.ts";

const MANTINE_USE_ID = resolve("node_modules/@mantine/hooks/esm/use-id/use-id.mjs");
const plugin = mantineStableIds();
// Inside the project, so that the module's `import "react"` resolves.
const dir = mkdtempSync(join(resolve("node_modules"), ".use-id-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("Mantine's useId in the build", () => {
  it("leaves every other module alone", () => {
    expect(plugin.load("/x/node_modules/@mantine/hooks/esm/use-media-query/use-media-query.mjs")).toBeNull();
    expect(plugin.load("/x/src/lib/use-id.ts")).toBeNull();
  });

  it("keeps React's id (the same in the prerendered HTML and after hydration) or the id given", async () => {
    const file = join(dir, "use-id.mjs");
    writeFileSync(file, plugin.load(MANTINE_USE_ID));
    const { useId } = await import(pathToFileURL(file).href);
    const Ids = () => createElement("p", null, `${useId()} ${useId()} ${useId("given")}`);
    const [first, second, given] = renderToString(createElement(Ids))
      .replace(/<\/?p>/g, "")
      .split(" ");
    expect(first).toMatch(/^mantine-\S+$/);
    expect(second).toMatch(/^mantine-\S+$/);
    expect(first).not.toBe(second);
    expect(given).toBe("given");
  });

  it("keeps the prerendered ids once hydrated (Mantine's own swapped them for random ones, re-rendering)", async () => {
    const file = join(dir, "use-id-hydrated.mjs");
    writeFileSync(file, plugin.load(MANTINE_USE_ID));
    const { useId } = await import(pathToFileURL(file).href);
    let renders = 0;
    const Ids = () => {
      renders += 1;
      return createElement("label", { htmlFor: useId() }, "Email");
    };
    const root = document.createElement("div");
    root.innerHTML = renderToString(createElement(Ids));
    const prerendered = root.innerHTML;
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    renders = 0;
    await act(async () => void hydrateRoot(root, createElement(Ids)));
    expect(root.innerHTML).toBe(prerendered);
    expect(renders).toBe(1);
  });
});
