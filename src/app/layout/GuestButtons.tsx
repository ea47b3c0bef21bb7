import { Button } from "@mantine/core";
import { NavLink } from "react-router-dom";
import { paths } from "../../config/paths.ts";
import { useMaintenanceOn } from "./use-maintenance-on.ts";

/** Sign In and Sign Up, for guests; none while maintenance is on (both would lead back to its page). */
export function GuestButtons({ onNavigate }: { onNavigate?: () => void }) {
  if (useMaintenanceOn()) return null;
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
