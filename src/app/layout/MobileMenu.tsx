import { Button, Drawer, Group, Stack, Text, UnstyledButton } from "@mantine/core";
import { UserIcon } from "../../components/icons.tsx";
import { texts } from "../../config/texts.ts";
import { NavLink } from "react-router-dom";
import { paths } from "../../config/paths.ts";
import { useSession } from "../../lib/session/session-context.ts";
import { useSignOut } from "../../lib/session/use-sign-out.ts";
import { GuestButtons } from "./GuestButtons.tsx";
import { useNavLinks } from "./nav-links.ts";
import classes from "./Navbar.module.css";

/** In the drawer the account actions are plain entries, not a nested menu. */
function DrawerAccount({ onNavigate }: { onNavigate: () => void }) {
  const { isAdmin, user } = useSession();
  const signOut = useSignOut();
  return (
    <>
      {/* The account menu shows who is signed in (product-rules §2); on a phone the drawer is that menu. */}
      <Group gap="xs" mt="sm" px={12} wrap="nowrap">
        <UserIcon />
        <Text fw={600} truncate="end">
          {user?.username || texts.ui.userFallbackName}
        </Text>
      </Group>
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

/** The menu below 768 px: a drawer that traps focus and closes with Escape. Loaded on first open. */
export default function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { signedIn } = useSession();
  const links = useNavLinks();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      hiddenFrom="sm"
      position="right"
      size="80%"
      title="Menu"
      closeButtonProps={{ "aria-label": "Close menu" }}
    >
      <Stack component="nav" aria-label="Main" gap={4}>
        {links.map((link) => (
          <UnstyledButton
            key={link.label}
            component={NavLink}
            to={link.to}
            end
            onClick={onClose}
            className={classes.link}
          >
            {link.label}
          </UnstyledButton>
        ))}
        {signedIn ? <DrawerAccount onNavigate={onClose} /> : <GuestButtons onNavigate={onClose} />}
      </Stack>
    </Drawer>
  );
}
