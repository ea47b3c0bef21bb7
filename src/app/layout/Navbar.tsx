import { Box, Burger, Button, Container, Drawer, Group, Stack, UnstyledButton } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { NavLink } from "react-router-dom";
import { dashboardPath, paths } from "../../config/paths.ts";
import { useSession } from "../../features/session/session-context.ts";
import { LiveIndicator } from "../../features/notifications/LiveIndicator.tsx";
import { NotificationBell } from "../../features/notifications/NotificationBell.tsx";
import { ColorSchemeMenu } from "./ColorSchemeMenu.tsx";
import { Logo } from "./Logo.tsx";
import { UserMenu } from "./UserMenu.tsx";
import { useSignOut } from "../../features/session/use-sign-out.ts";
import classes from "./Navbar.module.css";

function useLinks() {
  const { signedIn } = useSession();
  const links: { to: string; label: string }[] = [
    { to: paths.home, label: "Home" },
    { to: paths.features, label: "Features" },
    { to: paths.docs, label: "Docs" },
    { to: paths.useCases, label: "Use Cases" },
  ];
  if (signedIn) links.push({ to: dashboardPath(), label: "Dashboard" });
  return links;
}

function GuestButtons({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <>
      <Button component={NavLink} to={paths.signIn} variant="default" onClick={onNavigate}>
        Sign In
      </Button>
      <Button component={NavLink} to={paths.signUp} onClick={onNavigate}>
        Sign Up
      </Button>
    </>
  );
}

/** In the mobile drawer the account actions are plain entries, not a nested menu. */
function DrawerAccount({ onNavigate }: { onNavigate: () => void }) {
  const { isAdmin } = useSession();
  const signOut = useSignOut();
  return (
    <>
      {isAdmin && (
        <UnstyledButton component={NavLink} to={paths.admin} onClick={onNavigate} className={classes.link}>
          Admin Panel
        </UnstyledButton>
      )}
      <Button
        variant="default"
        mt="sm"
        onClick={() => {
          onNavigate();
          signOut(paths.home);
        }}
      >
        Sign Out
      </Button>
    </>
  );
}

/** Links, then Sign In / Sign Up for guests or the bell and user menu (spec §2); a menu below 768 px. */
export function Navbar() {
  const { signedIn } = useSession();
  const links = useLinks();
  const [opened, { toggle, close }] = useDisclosure(false);
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
            <ColorSchemeMenu />
            {signedIn ? (
              <>
                <LiveIndicator />
                <NotificationBell />
                <Box visibleFrom="sm">
                  <UserMenu />
                </Box>
              </>
            ) : (
              <Group gap="xs" visibleFrom="sm">
                <GuestButtons />
              </Group>
            )}
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" aria-label={opened ? "Close menu" : "Open menu"} aria-expanded={opened} />
          </Group>
        </Group>
      </Container>
      <Drawer opened={opened} onClose={close} hiddenFrom="sm" position="right" size="80%" title="Menu" closeButtonProps={{ "aria-label": "Close menu" }}>
        <Stack component="nav" aria-label="Main" gap={4}>
          {links.map((link) => (
            <UnstyledButton key={link.label} component={NavLink} to={link.to} end onClick={close} className={classes.link}>
              {link.label}
            </UnstyledButton>
          ))}
          {signedIn ? <DrawerAccount onNavigate={close} /> : <GuestButtons onNavigate={close} />}
        </Stack>
      </Drawer>
    </Box>
  );
}
