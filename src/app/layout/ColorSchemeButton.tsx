import { ActionIcon, useMantineColorScheme, type MantineColorScheme } from "@mantine/core";
import { SunMoonIcon } from "../../components/icons.tsx";

const order: MantineColorScheme[] = ["dark", "light", "auto"];
const names: Record<MantineColorScheme, string> = { dark: "dark", light: "light", auto: "the system's" };

/**
 * One button that cycles dark → light → system (Mantine remembers the choice). A button rather than a
 * menu keeps the popover machinery out of the first load.
 */
export function ColorSchemeButton() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const next = order[(order.indexOf(colorScheme) + 1) % order.length];
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      onClick={() => setColorScheme(next)}
      aria-label={`Colour scheme: ${names[colorScheme]}. Switch to ${names[next]}`}
      title={`Colour scheme: ${names[colorScheme]}`}
    >
      <SunMoonIcon />
    </ActionIcon>
  );
}
