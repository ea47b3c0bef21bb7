import type { MantineColorScheme } from "@mantine/core";
import { icon } from "../../components/icon.tsx";

/** One icon per colour scheme: the button always shows which one is chosen. */
export const schemeIcons = {
  dark: icon(["M12 3a6 6 0 0 0 9 9a9 9 0 1 1-9-9z"], "MoonIcon"),
  light: icon(
    ["M8 12a4 4 0 1 0 8 0a4 4 0 1 0-8 0M12 2v2m0 16v2M2 12h2m16 0h2M5 5l1.5 1.5m11 11L19 19M5 19l1.5-1.5m11-11L19 5"],
    "SunIcon",
  ),
  auto: icon(["M3 4h18v12H3zM7 20h10M9 16v4m6-4v4"], "SystemIcon"),
} satisfies Record<MantineColorScheme, unknown>;

export const schemeNames: Record<MantineColorScheme, string> = { dark: "Dark", light: "Light", auto: "System" };

/** Where the menu puts the focus when it opens: the chosen scheme, or the first or last (arrow keys). */
export type MenuFocus = "checked" | "first" | "last";
