import { NavLink } from "react-router-dom";
import ui from "../../components/ui/ui.module.css";
import { paths } from "../../config/paths.ts";
import { useMaintenanceOn } from "./use-maintenance-on.ts";

/** Sign In and Sign Up, for guests; none while maintenance is on (both would lead back to its page). */
export function GuestButtons({ onNavigate }: { onNavigate?: () => void }) {
  if (useMaintenanceOn()) return null;
  const button = `${ui.button} mantine-focus-auto`;
  return (
    <>
      <NavLink to={paths.signIn} className={`${button} ${ui.buttonDefault}`} onClick={onNavigate}>
        Sign In
      </NavLink>
      <NavLink to={paths.signUp} className={button} onClick={onNavigate}>
        Sign Up
      </NavLink>
    </>
  );
}
