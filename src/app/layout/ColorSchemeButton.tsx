import { useMantineColorScheme } from "@mantine/core";
import { lazy, Suspense, useRef, useState, type KeyboardEvent } from "react";
import ui from "../../components/ui/ui.module.css";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { defaultColorScheme } from "../../theme.ts";
import { schemeIcons, schemeNames, type MenuFocus } from "./color-schemes.tsx";
import classes from "./Navbar.module.css";

// Loaded on first open: the menu's code stays out of the first load.
const ColorSchemeMenu = lazy(() => import("./ColorSchemeMenu.tsx"));

/**
 * The theme switch (product-rules §1): a button with the chosen scheme's icon and name, opening a menu of
 * the three (dark, light, the system's). A menu rather than a button that cycles: in a light system theme a
 * cycle's light → system step changed nothing on screen. Until the page is hydrated it shows the default
 * (dark), as the prerendered HTML does, then the visitor's choice.
 */
export function ColorSchemeButton() {
  const { colorScheme: chosen, setColorScheme } = useMantineColorScheme();
  const colorScheme = useHydrated() ? chosen : defaultColorScheme;
  const [menu, setMenu] = useState<{ opened: boolean; loaded: boolean; focus: MenuFocus }>({
    opened: false,
    loaded: false,
    focus: "checked",
  });
  const button = useRef<HTMLButtonElement>(null);
  const open = (focus: MenuFocus) => setMenu({ opened: true, loaded: true, focus });
  const close = (refocus: boolean) => {
    setMenu((current) => ({ ...current, opened: false }));
    if (refocus) button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    open(event.key === "ArrowDown" ? "first" : "last");
  };
  const Icon = schemeIcons[colorScheme];
  return (
    <div className={classes.schemeSwitch}>
      <button
        ref={button}
        type="button"
        className={`${ui.iconButton} mantine-focus-auto`}
        onClick={() => (menu.opened ? close(false) : open("checked"))}
        onKeyDown={onKeyDown}
        aria-haspopup="menu"
        aria-expanded={menu.opened}
        aria-label={`Theme: ${schemeNames[colorScheme]}`}
      >
        <Icon />
      </button>
      {menu.loaded && (
        <Suspense fallback={null}>
          <ColorSchemeMenu
            opened={menu.opened}
            focus={menu.focus}
            current={colorScheme}
            button={button}
            onChoose={(scheme) => {
              setColorScheme(scheme);
              close(true);
            }}
            onClose={close}
          />
        </Suspense>
      )}
    </div>
  );
}
