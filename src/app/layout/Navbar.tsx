import { Box, Burger, Container, Group } from "@mantine/core";
import { lazy, Suspense, useRef, useState } from "react";
import { NavLink } from "react-router-dom";
import { useSession } from "../../lib/session/session-context.ts";
import { ColorSchemeButton } from "./ColorSchemeButton.tsx";
import { Logo } from "../../components/Logo.tsx";
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
    <Box component="header" className={classes.header}>
      <Container size="xl" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Logo />
          <Group component="nav" aria-label="Main" gap={4} visibleFrom="sm">
            {links.map((link) => (
              <NavLink key={link.label} to={link.to} end className={classes.link}>
                {link.label}
              </NavLink>
            ))}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <ColorSchemeButton />
            {signedIn ? (
              <Suspense fallback={null}>
                <AccountArea />
              </Suspense>
            ) : (
              <Group gap="xs" visibleFrom="sm">
                <GuestButtons />
              </Group>
            )}
            <Burger
              ref={burger}
              opened={menu.opened}
              onClick={() => setMenu((m) => ({ opened: !m.opened, loaded: true }))}
              hiddenFrom="sm"
              aria-label={menu.opened ? "Close menu" : "Open menu"}
              aria-expanded={menu.opened}
            />
          </Group>
        </Group>
      </Container>
      {menu.loaded && (
        <Suspense fallback={null}>
          <MobileMenu opened={menu.opened} onClose={close} />
        </Suspense>
      )}
    </Box>
  );
}
