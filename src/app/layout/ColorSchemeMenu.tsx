import type { MantineColorScheme } from "@mantine/core";
import { useEffect, useRef, useSyncExternalStore, type KeyboardEvent, type RefObject } from "react";
import { CheckIcon } from "../../components/icons.tsx";
import { schemeIcons, schemeNames, type MenuFocus } from "./color-schemes.tsx";
import classes from "./ColorSchemeMenu.module.css";

const order: MantineColorScheme[] = ["dark", "light", "auto"];
const darkQuery = "(prefers-color-scheme: dark)";

/** What "System" means on this device right now, following the device as it changes. */
function useSystemScheme(): "dark" | "light" {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(darkQuery);
      query.addEventListener("change", onChange);
      return () => query.removeEventListener("change", onChange);
    },
    () => (window.matchMedia(darkQuery).matches ? "dark" : "light"),
  );
}

interface ColorSchemeMenuProps {
  opened: boolean;
  focus: MenuFocus;
  current: MantineColorScheme;
  button: RefObject<HTMLButtonElement | null>;
  onChoose: (scheme: MantineColorScheme) => void;
  /** `refocus`: give the focus back to the button (Escape), rather than leave it where it went (Tab, a click). */
  onClose: (refocus: boolean) => void;
}

/**
 * The theme menu (WAI-ARIA menu button): three radio items, the chosen one checked. Arrow keys, Home and
 * End move between them, Enter or Space chooses, Escape closes; a click outside or Tab closes it too.
 */
export default function ColorSchemeMenu({ opened, focus, current, button, onChoose, onClose }: ColorSchemeMenuProps) {
  const menu = useRef<HTMLDivElement>(null);
  const system = useSystemScheme();
  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>("[role=menuitemradio]") ?? [])];

  useEffect(() => {
    if (!opened) return;
    const all = items();
    const index = focus === "first" ? 0 : focus === "last" ? all.length - 1 : order.indexOf(current);
    all[index]?.focus();
    // Only when it opens: choosing moves the check, not the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, focus]);

  useEffect(() => {
    if (!opened) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) onClose(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [opened, button, onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => all[(to + all.length) % all.length]?.focus();
    if (event.key === "ArrowDown") move(index + 1);
    else if (event.key === "ArrowUp") move(index - 1);
    else if (event.key === "Home") move(0);
    else if (event.key === "End") move(all.length - 1);
    else if (event.key === "Escape") onClose(true);
    else if (event.key === "Tab") return onClose(false);
    else return;
    event.preventDefault();
  };

  return (
    <div ref={menu} role="menu" aria-label="Theme" className={classes.menu} hidden={!opened} onKeyDown={onKeyDown}>
      {order.map((scheme) => {
        const Icon = schemeIcons[scheme];
        const checked = scheme === current;
        return (
          <button
            key={scheme}
            type="button"
            role="menuitemradio"
            aria-checked={checked}
            tabIndex={-1}
            className={`${classes.item} mantine-focus-auto`}
            onClick={() => onChoose(scheme)}
          >
            <Icon />
            <span className={classes.name}>
              {scheme === "auto" ? `${schemeNames.auto} (now ${system})` : schemeNames[scheme]}
            </span>
            {checked && <CheckIcon size={16} />}
          </button>
        );
      })}
    </div>
  );
}
