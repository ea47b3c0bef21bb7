import type { MantineColorScheme } from "@mantine/core";
import { icon } from "../../components/icon.tsx";

/** One icon per colour scheme: the button always shows which one is chosen. */
export const schemeIcons = {
  dark: icon(["M12 3c.132 0 .263 0 .393 0a7.5 7.5 0 0 0 7.92 12.446a9 9 0 1 1 -8.313 -12.454z"], "MoonIcon"),
  light: icon(
    [
      "M12 12m-4 0a4 4 0 1 0 8 0a4 4 0 1 0 -8 0",
      "M3 12h1m8 -9v1m8 8h1m-9 8v1m-6.4 -15.4l.7 .7m12.1 -.7l-.7 .7m0 11.4l.7 .7m-12.1 -.7l-.7 .7",
    ],
    "SunIcon",
  ),
  auto: icon(
    ["M3 5a1 1 0 0 1 1 -1h16a1 1 0 0 1 1 1v10a1 1 0 0 1 -1 1h-16a1 1 0 0 1 -1 -1v-10z", "M7 20h10M9 16v4M15 16v4"],
    "SystemIcon",
  ),
} satisfies Record<MantineColorScheme, unknown>;

export const schemeNames: Record<MantineColorScheme, string> = { dark: "Dark", light: "Light", auto: "System" };
