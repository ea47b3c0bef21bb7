import { lazy, Suspense, useRef, useState } from "react";
import { NavLink } from "react-router-dom";
import { useSession } from "../../lib/session/session-context.ts";
import { CommandLauncher } from "../palette/CommandLauncher.tsx";
import { ColorSchemeButton } from "./ColorSchemeButton.tsx";
import { Logo } from "../../components/Logo.tsx";
import ui from "../../components/ui/ui.module.css";
import { GuestButtons } from "./GuestButtons.tsx";
import { useNavLinks } from "./nav-links.ts";
import classes from "./Navbar.module.css";

// Loaded on demand: guests never need the account area, and wide screens never open the menu.
const AccountArea = lazy(() => import("./AccountArea.tsx"));
const MobileMenu = lazy(() => import("./MobileMenu.tsx"));

/** Links, then Sign In / Sign Up for guests or the bell and user menu (product-rules §2); a menu below 768 px. */
export function Navbar() {
  const { signedIn } = useSession();
  const links = useNavLinks();
  const [menu, setMenu] = useState({ opened: false, loaded: false });
  const burger = useRef<HTMLButtonElement>(null);
  // The drawer returns focus itself, except the first time: it mounts already open after loading, so it
  // never saw where the focus was.
  const close = () => {
    setMenu((m) => ({ ...m, opened: false }));
    burger.current?.focus();
  };
  return (
    <header className={classes.header}>
      <div className={`${ui.container} ${classes.bar}`}>
        <Logo />
        <nav aria-label="Main" className={`${classes.links} mantine-visible-from-sm`}>
          {links.map((link) => (
            <NavLink key={link.label} to={link.to} end className={`${classes.link} mantine-focus-auto`}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className={classes.actions}>
          <CommandLauncher />
          <ColorSchemeButton />
          {signedIn ? (
            <Suspense fallback={null}>
              <AccountArea />
            </Suspense>
          ) : (
            <div className={`${classes.actions} mantine-visible-from-sm`}>
              <GuestButtons />
            </div>
          )}
          <button
            ref={burger}
            type="button"
            className={`${classes.burger} mantine-hidden-from-sm mantine-focus-auto`}
            onClick={() => setMenu((m) => ({ opened: !m.opened, loaded: true }))}
            aria-label={menu.opened ? "Close menu" : "Open menu"}
            aria-expanded={menu.opened}
          >
            <span className={classes.burgerLines} data-opened={menu.opened || undefined} />
          </button>
        </div>
      </div>
      {menu.loaded && (
        <Suspense fallback={null}>
          <MobileMenu opened={menu.opened} onClose={close} />
        </Suspense>
      )}
    </header>
  );
}
