import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { COMPILE_HINT, hintCompile } from "./compile-hints.ts";

describe("hintCompile", () => {
  it("starts each large file with V8's compile hint, once, and leaves small files as they are", () => {
    const dir = mkdtempSync(join(tmpdir(), "hints-"));
    const large = `export function f(){return ${"1+".repeat(3000)}1}\n`;
    const small = "export const g=()=>2;\n";
    writeFileSync(join(dir, "large.js"), large);
    writeFileSync(join(dir, "small.js"), small);

    hintCompile(dir, ["large.js", "small.js"]);
    hintCompile(dir, ["large.js"]); // a second pass adds nothing

    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad\n");
    expect(readFileSync(join(dir, "large.js"), "utf8")).toBe(COMPILE_HINT + large);
    expect(readFileSync(join(dir, "small.js"), "utf8")).toBe(small);
  });
});
