import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { root } from "./lib.mjs";

describe("the favicon", () => {
  it("is a PNG the pages link, not the SVG it is drawn from (a document of its own on the page's main thread)", () => {
    const icons = readFileSync(join(root, "index.html"), "utf8").match(/<link rel="icon"[^>]*>/g);
    expect(icons).toEqual(['<link rel="icon" type="image/png" sizes="32x32" href="/favicon.png" />']);
    const png = readFileSync(join(root, "public/favicon.png"));
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    // The IHDR chunk: width and height, big-endian, from byte 16.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([32, 32]);
  });
});
