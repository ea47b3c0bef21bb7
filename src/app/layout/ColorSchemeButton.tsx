import { useMantineColorScheme, type MantineColorScheme } from "@mantine/core";
import { SunMoonIcon } from "../../components/icons.tsx";
import ui from "../../components/ui/ui.module.css";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { defaultColorScheme } from "../../theme.ts";

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
