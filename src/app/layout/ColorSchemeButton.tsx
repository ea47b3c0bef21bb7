import { ActionIcon, Menu, useMantineColorScheme, type MantineColorScheme } from "@mantine/core";
import { SunMoonIcon } from "../../components/icons.tsx";

const options: { value: MantineColorScheme; label: string }[] = [
  { value: "dark", label: "Dark" },
  { value: "light", label: "Light" },
  { value: "auto", label: "System" },
];

/** Dark, light or the system's scheme; Mantine remembers the choice in local storage. */
export function ColorSchemeMenu() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Colour scheme">
          <SunMoonIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Colour scheme</Menu.Label>
        {options.map((option) => (
          <Menu.Item key={option.value} onClick={() => setColorScheme(option.value)} aria-current={colorScheme === option.value ? "true" : undefined} fw={colorScheme === option.value ? 700 : undefined}>
            {option.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
