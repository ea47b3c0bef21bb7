import { Button, Menu } from "@mantine/core";

import { useNavigate } from "react-router-dom";
import { DashboardIcon, LogoutIcon, ShieldIcon, UserIcon } from "../../components/icons.tsx";
import { paths } from "../../config/paths.ts";
import { useDashboardHome } from "../../lib/dashboard-section.ts";
import { useSession } from "../../lib/session/session-context.ts";
import { useSignOut } from "../../lib/session/use-sign-out.ts";
import { texts } from "../../config/texts.ts";
import { useMaintenanceOn } from "./use-maintenance-on.ts";

/** The username (fallback "User") with Admin Panel (admins only), Dashboard and Sign Out (product-rules §2). */
export function UserMenu() {
  const { user, isAdmin } = useSession();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const maintenance = useMaintenanceOn();
  const dashboard = useDashboardHome();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<UserIcon />}
          aria-label={`Account menu for ${user?.username || texts.ui.userFallbackName}`}
        >
          {user?.username || texts.ui.userFallbackName}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {isAdmin && (
          <Menu.Item leftSection={<ShieldIcon />} onClick={() => void navigate(paths.admin)}>
            Admin Panel
          </Menu.Item>
        )}
        {/* The admin keeps the panel during maintenance; the dashboard would only lead back to its page. */}
        {!maintenance && (
          <Menu.Item leftSection={<DashboardIcon />} onClick={() => void navigate(dashboard)}>
            Dashboard
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item leftSection={<LogoutIcon />} onClick={() => signOut(paths.home)}>
          Sign Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
