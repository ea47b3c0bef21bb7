import { useMantineColorScheme, type MantineColorScheme } from "@mantine/core";
import { icon } from "../../components/icon.tsx";
import ui from "../../components/ui/ui.module.css";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { defaultColorScheme } from "../../theme.ts";

const SunMoonIcon = /* @__PURE__ */ icon(
  [
    "M9.173 14.83a4 4 0 1 1 5.657 -5.657",
    "M11.294 12.707l.174 .247a7.5 7.5 0 0 0 8.845 2.492a9 9 0 0 1 -14.671 2.914",
    "M3 12h1",
    "M12 3v1",
    "M5.6 5.6l.7 .7",
    "M3 21l18 -18",
  ],
  "SunMoonIcon",
);

const order: MantineColorScheme[] = ["dark", "light", "auto"];
const names: Record<MantineColorScheme, string> = { dark: "dark", light: "light", auto: "the system's" };

/**
 * One button that cycles dark → light → system (Mantine remembers the choice). A button rather than a
 * menu keeps the popover machinery out of the first load. Its label says the default (dark) until the page
 * is hydrated, as the prerendered HTML does, then the visitor's choice.
 */
export function ColorSchemeButton() {
  const { colorScheme: chosen, setColorScheme } = useMantineColorScheme();
  const colorScheme = useHydrated() ? chosen : defaultColorScheme;
  const next = order[(order.indexOf(colorScheme) + 1) % order.length];
  return (
    <button
      type="button"
      className={`${ui.iconButton} mantine-focus-auto`}
      onClick={() => setColorScheme(next)}
      aria-label={`Colour scheme: ${names[colorScheme]}. Switch to ${names[next]}`}
      title={`Colour scheme: ${names[colorScheme]}`}
    >
      <SunMoonIcon />
    </button>
  );
}
