import { describe, expect, it } from "vitest";
import { shortClassNames } from "./short-class-names.ts";

const naming = (command) => shortClassNames().config({}, { command, mode: "production" });

describe("short class names", () => {
  it("names a class by its file and name alone: the same in the server and the client build", () => {
    const first = naming("build").css.modules.generateScopedName;
    const second = naming("build").css.modules.generateScopedName;
    const file = `${process.cwd()}/src/app/layout/RootLayout.module.css`;
    expect(first("shell", file)).toMatch(/^c[a-z2-7]{5}$/);
    expect(first("shell", file)).toBe(second("shell", `${file}?used`));
    expect(first("main", file)).not.toBe(first("shell", file));
    expect(first("shell", file.replace("RootLayout", "Navbar"))).not.toBe(first("shell", file));
  });

  it("leaves development and tests with Vite's readable names", () => {
    expect(naming("serve")).toEqual({});
  });
});
